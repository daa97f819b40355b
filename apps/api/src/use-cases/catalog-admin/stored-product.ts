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
  return (await loadStoredProducts(db, [id]))[0];
}

/**
 * Reads several products and their variants with the same fixed number of queries as one (each part of all of them
 * at once), in the order of `ids`; an id that is no product is left out. The catalogue export reads its batches so.
 */
export async function loadStoredProducts(db: Db, ids: readonly number[]): Promise<StoredProduct[]> {
  const products = createProductRepository(db);
  const rows = new Map((await products.findByIds(ids)).map((row) => [row.id, row]));
  const found = ids.filter((id) => rows.has(id));
  if (found.length === 0) return [];
  const children = await products.children(found);
  const all = [...found, ...[...children.values()].flat().map((c) => c.id)];
  const [categoryIds, attributes, media, tiers, stock, axes, links, bundles, customOptions] =
    await Promise.all([
      products.categoryIds(all),
      products.attributes(all),
      createProductMediaStore(db).list(all),
      createPricingRepository(db).tierPrices(all),
      createStockRepository(db).findByProductIds(all),
      products.configurableOptionsOf(found),
      products.linksOf(found),
      products.bundles(found),
      products.customOptionsOf(found),
    ]);
  const linkedIds = [
    ...[...links.values()].flat().map((l) => l.linked_product_id),
    ...[...bundles.values()].flatMap((b) => b.selections.map((s) => s.product_id)),
  ];
  const skuOf = new Map((await products.findByIds([...new Set(linkedIds)])).map((p) => [p.id, p.sku]));
  const unit = (product: ProductRow): StoredUnit => ({
    row: product,
    categoryIds: [...(categoryIds.get(product.id) ?? [])].sort((a, b) => a - b),
    attributes: attributes.get(product.id) ?? [],
    media: media.get(product.id) ?? [],
    tiers: tiers.get(product.id) ?? [],
    stock: stock.get(product.id),
  });
  return found.map((id) => {
    const bundle = bundles.get(id) ?? { options: [], selections: [] };
    return {
      ...unit(rows.get(id)!),
      variants: (children.get(id) ?? []).map(unit),
      axes: axes.get(id) ?? [],
      links: (links.get(id) ?? []).map((l) => ({ ...l, sku: skuOf.get(l.linked_product_id) ?? '' })),
      bundle: {
        options: bundle.options,
        selections: bundle.selections.map((s) => ({ ...s, sku: skuOf.get(s.product_id) ?? '' })),
      },
      customOptions: customOptions.get(id) ?? { options: [], values: [] },
    };
  });
}
