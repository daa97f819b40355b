import type { Db } from '../../db/database.ts';
import {
  createProductRepository,
  type BundleOptionRow,
  type BundleSelectionRow,
  type ConfigurableOptionRow,
  type CustomOptionRow,
  type CustomOptionValueRow,
  type ProductAttributeRow,
  type ProductLinkRow,
  type ProductRow,
} from '../../modules/catalog/product-repository.ts';
import { createProductMediaStore, type ProductMediaEntry } from '../../modules/media/product-media.ts';
import { createPricingRepository, type TierPriceRow } from '../../modules/pricing/pricing-repository.ts';
import { createStockRepository, type StockRow } from '../../modules/stock/stock-repository.ts';

/** One product row with what hangs off it alone: a simple product, a variant, or a composite's own part. */
export interface StoredUnit {
  row: ProductRow;
  categoryIds: number[];
  attributes: ProductAttributeRow[];
  media: ProductMediaEntry[];
  tiers: TierPriceRow[];
  stock: StockRow | undefined;
}

/** A product as stored, in öre, with every part the back office edits (the editor's state, decision 0021). */
export interface StoredProduct extends StoredUnit {
  variants: StoredUnit[];
  axes: ConfigurableOptionRow[];
  links: (ProductLinkRow & { sku: string })[];
  bundle: { options: BundleOptionRow[]; selections: (BundleSelectionRow & { sku: string })[] };
  customOptions: { options: CustomOptionRow[]; values: CustomOptionValueRow[] };
}

/**
 * Reads a product and its variants with a fixed number of queries. `db` may be the transaction of a save, which
 * reads the state it is about to change through it.
 */
export async function loadStoredProduct(db: Db, id: number): Promise<StoredProduct | undefined> {
  const products = createProductRepository(db);
  const [row] = await products.findByIds([id]);
  if (!row) return undefined;
  const children = (await products.children([id])).get(id) ?? [];
  const ids = [id, ...children.map((c) => c.id)];
  const [categoryIds, attributes, media, tiers, stock, axes, links, bundle, customOptions] =
    await Promise.all([
      products.categoryIds(ids),
      products.attributes(ids),
      createProductMediaStore(db).list(ids),
      createPricingRepository(db).tierPrices(ids),
      createStockRepository(db).findByProductIds(ids),
      products.configurableOptions(id),
      products.links(id),
      products.bundle(id),
      products.customOptions(id),
    ]);
  const linkedIds = [...links.map((l) => l.linked_product_id), ...bundle.selections.map((s) => s.product_id)];
  const skuOf = new Map((await products.findByIds([...new Set(linkedIds)])).map((p) => [p.id, p.sku]));
  const unit = (product: ProductRow): StoredUnit => ({
    row: product,
    categoryIds: [...(categoryIds.get(product.id) ?? [])].sort((a, b) => a - b),
    attributes: attributes.get(product.id) ?? [],
    media: media.get(product.id) ?? [],
    tiers: tiers.get(product.id) ?? [],
    stock: stock.get(product.id),
  });
  return {
    ...unit(row),
    variants: children.map(unit),
    axes,
    links: links.map((l) => ({ ...l, sku: skuOf.get(l.linked_product_id) ?? '' })),
    bundle: {
      options: bundle.options,
      selections: bundle.selections.map((s) => ({ ...s, sku: skuOf.get(s.product_id) ?? '' })),
    },
    customOptions,
  };
}
