import type { CustomAttribute, StockInfo } from '@hemma/contract';
import {
  isSellableStatus,
  PRODUCT_STATUS_ENABLED,
  VISIBILITY_NOT_VISIBLE_INDIVIDUALLY,
  type Ore,
  type ProductType,
} from '@hemma/commerce';
import type { ProductRow } from '../../modules/catalog/product-repository.ts';
import { priceProducts, type PricingScope, type ProductPrices } from '../pricing/price-products.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';
import { presentCustomAttributes } from '../reference/present-reference.ts';
import { presentStock } from '../stock/present-stock.ts';
import {
  bundleOptionRules,
  customOptionRules,
  variantAxes,
  type BundleOptionRule,
  type CustomOptionRule,
  type VariantAxis,
} from './purchasable-options.ts';

/** One unit of a product as a cart line prices it: the price the customer group pays now (öre) and the stock. */
export interface SellableUnit {
  id: number;
  sku: string;
  name: string;
  image: string | null;
  status: number;
  unitInclTax: Ore;
  stock: StockInfo;
}

export interface Variant extends SellableUnit {
  /** Its attribute values: `value` as a configurable_item_option names it, `label` as a shopper reads it. */
  attributes: CustomAttribute[];
}

/**
 * A product as a cart line needs it, read from the catalogue's rows and priced by the pricing use case in öre —
 * never from the product page's answer (decision 0002: money leaves öre only at the HTTP edge).
 */
export interface PurchasableProduct extends SellableUnit {
  typeId: ProductType;
  slug: string;
  taxClassId: number;
  /** The configurable parent's sku when this product is one of its variants, else its own sku. */
  parentSku: string;
  /** The group's quantity prices incl. VAT (tiers cheaper than the regular price, by quantity). */
  tiers: { qty: number; inclTax: Ore }[];
  customOptions: CustomOptionRule[];
  /** A configurable product's variants (every child, sellable or not) and the attributes they vary by. */
  variants: Variant[];
  variantAxes: VariantAxis[];
  /** A bundle's options with the parts that may be sold (status 1, SPEC §4). */
  bundleOptions: BundleOptionRule<SellableUnit>[];
}

interface PricedUnit {
  unit: SellableUnit;
  prices: ProductPrices;
}

/** Units of several rows with their stock and prices (two queries), and the prices they were made from. */
async function sellableUnits(
  context: CatalogContext,
  rows: readonly ProductRow[],
  scope: PricingScope,
): Promise<Map<number, PricedUnit>> {
  const [stockRows, prices] = await Promise.all([
    context.repositories.stock.findByProductIds(rows.map((r) => r.id)),
    priceProducts(context, rows, scope, { lowest: false }),
  ]);
  const units = new Map<number, PricedUnit>();
  for (const row of rows) {
    const priced = prices.get(row.id);
    if (!priced) continue;
    const unit: SellableUnit = {
      id: row.id,
      sku: row.sku,
      name: row.name,
      image: row.image,
      status: row.status,
      unitInclTax: priced.breakdown.final.gross,
      stock: presentStock(row.id, stockRows.get(row.id)),
    };
    units.set(row.id, { unit, prices: priced });
  }
  return units;
}

/** The configurable parent a variant is sold through; undefined when it has none that can be sold. */
async function sellingParent(context: CatalogContext, row: ProductRow): Promise<ProductRow | undefined> {
  const parents = await context.repositories.products.findParents(row.id);
  return parents.find((p) => p.type_id === 'configurable' && isSellableStatus(p.status));
}

async function loadVariants(context: CatalogContext, row: ProductRow, scope: PricingScope) {
  const { products } = context.repositories;
  const children = (await products.children([row.id])).get(row.id) ?? [];
  const [reference, options, attributes, units] = await Promise.all([
    context.reference(),
    products.configurableOptions(row.id),
    products.attributes(children.map((c) => c.id)),
    sellableUnits(context, children, scope),
  ]);
  const variants = children.flatMap((child): Variant[] => {
    const unit = units.get(child.id)?.unit;
    return unit
      ? [{ ...unit, attributes: presentCustomAttributes(attributes.get(child.id) ?? [], reference) }]
      : [];
  });
  return { variants, variantAxes: variantAxes(options, reference) };
}

async function loadBundleOptions(context: CatalogContext, row: ProductRow, scope: PricingScope) {
  const { products } = context.repositories;
  const { options, selections } = await products.bundle(row.id);
  const parts = (await products.findByIds([...new Set(selections.map((s) => s.product_id))])).filter(
    (part) => part.status === PRODUCT_STATUS_ENABLED,
  );
  const units = await sellableUnits(context, parts, scope);
  return bundleOptionRules(options, selections, new Map([...units].map(([id, { unit }]) => [id, unit])));
}

/**
 * A product as a cart line needs it, with a fixed number of queries for its type: the row, its stock, prices and
 * custom options; a configurable product's variants; a bundle's parts. Null when the product cannot be sold: a
 * disabled status (SPEC §4), or a product not visible individually that no sellable configurable product offers.
 */
export async function loadPurchasable(
  context: CatalogContext,
  sku: string,
  scope: PricingScope,
): Promise<PurchasableProduct | null> {
  const { products } = context.repositories;
  const row = await products.findBySku(sku);
  if (!row || !isSellableStatus(row.status)) return null;
  let parentSku = row.sku;
  if (row.visibility === VISIBILITY_NOT_VISIBLE_INDIVIDUALLY) {
    const parent = await sellingParent(context, row);
    if (!parent) return null;
    parentSku = parent.sku;
  }
  const [units, custom, configurable, bundleOptions] = await Promise.all([
    sellableUnits(context, [row], scope),
    products.customOptions(row.id),
    row.type_id === 'configurable' ? loadVariants(context, row, scope) : { variants: [], variantAxes: [] },
    row.type_id === 'bundle' ? loadBundleOptions(context, row, scope) : [],
  ]);
  const own = units.get(row.id);
  if (!own) return null;
  return {
    ...own.unit,
    typeId: row.type_id,
    slug: row.slug,
    taxClassId: row.tax_class_id,
    parentSku,
    tiers: own.prices.tiers.map((t) => ({ qty: t.qty, inclTax: t.amount.gross })),
    customOptions: customOptionRules(custom.options, custom.values, scope.currency),
    ...configurable,
    bundleOptions,
  };
}
