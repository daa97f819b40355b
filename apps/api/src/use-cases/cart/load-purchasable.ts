import type { ProductDto } from '@hemma/contract';
import { PRODUCT_STATUS_DISABLED_FROM } from '@hemma/commerce';
import type { CatalogContext } from '../catalog/catalog-context.ts';
import { getProduct } from '../catalog/get-product.ts';
import { presentCustomOptions } from '../catalog/present-details.ts';
import { presentStock } from '../catalog/present-product.ts';
import { priceProducts, type PricingScope } from '../pricing/price-products.ts';

/** What pricing a cart line reads of a product (a subset of the product page's ProductDto). */
export type PurchasableProduct = Pick<
  ProductDto,
  | 'id'
  | 'sku'
  | 'parentSku'
  | 'name'
  | 'type_id'
  | 'slug'
  | 'image'
  | 'thumbnail'
  | 'stock'
  | 'tax_class_id'
  | 'final_price_incl_tax'
  | 'tier_prices'
  | 'custom_options'
  | 'configurable_children'
  | 'configurable_options'
  | 'bundle_options'
>;

const STANDALONE = new Set(['simple', 'virtual', 'downloadable']);

/**
 * A product as a cart line needs it. Products that stand alone (simple, virtual, downloadable — most lines) are read
 * with four small queries: the row, stock, tier prices and custom options; the product page's gallery, attributes,
 * categories and links are not needed to price a line. Variants, configurable products and bundles take the full
 * product load, which brings their children and parts. Null when the product cannot be sold.
 */
export async function loadPurchasable(
  context: CatalogContext,
  sku: string,
  scope: PricingScope,
): Promise<PurchasableProduct | null> {
  const { products, stock } = context.repositories;
  const row = await products.findBySku(sku);
  if (!row || row.status >= PRODUCT_STATUS_DISABLED_FROM) return null;
  if (row.visibility === 1 || !STANDALONE.has(row.type_id))
    return getProduct(context, sku, { groupId: scope.groupId });
  const [stockRows, prices, custom] = await Promise.all([
    stock.findByProductIds([row.id]),
    priceProducts(context, [row], scope, { lowest: false }),
    products.customOptions(row.id),
  ]);
  const priced = prices.get(row.id);
  if (!priced) return null;
  return {
    id: row.id,
    sku: row.sku,
    parentSku: row.sku,
    name: row.name,
    type_id: row.type_id,
    slug: row.slug,
    image: row.image,
    thumbnail: row.image,
    stock: presentStock(row.id, stockRows.get(row.id)),
    tax_class_id: row.tax_class_id,
    final_price_incl_tax: priced.fields.final_price_incl_tax,
    tier_prices: priced.tierPrices,
    custom_options: presentCustomOptions(custom.options, custom.values),
  };
}
