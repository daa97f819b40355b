import { PRODUCT_STATUS_ENABLED } from '@hemma/commerce';
import type { ListingRow } from '../../modules/catalog/listing-repository.ts';
import type { BundleParts } from '../../modules/catalog/product-repository.ts';
import type { PriceHistoryRow } from '../../modules/pricing/pricing-repository.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';

/**
 * What a list item is made of that changes only with the catalogue (decision 0011): the product row, its category
 * ids, a configurable product's variants, a bundle's parts, and the price history of whatever has a special price.
 * Nothing in it depends on the clock, the customer group, stock or tier prices: those are applied per request, so a
 * record may be kept for as long as the catalogue version it was read under.
 */
export interface ListingRecord {
  row: ListingRow;
  categoryIds: number[];
  /** All variants of a configurable product, in position order (which ones are sellable is decided per request). */
  children: ListingRow[];
  bundle: BundleParts | undefined;
  /** A bundle's parts that may be sold (status 1, SPEC §4). */
  parts: ListingRow[];
  /**
   * Price history of the product and its variants, for those with a special price (only they can be on sale), all
   * rows: the window is chosen at pricing time, since whether the product is on sale depends on the moment.
   */
  history: Map<number, PriceHistoryRow[]>;
}

/** Records for product rows with a fixed number of queries (five at most), whatever the number of rows. */
export async function loadListingRecords(
  context: CatalogContext,
  rows: readonly ListingRow[],
): Promise<ListingRecord[]> {
  if (rows.length === 0) return [];
  const { products, listing, pricing } = context.repositories;
  const idsOfType = (type: ListingRow['type_id']) => rows.filter((r) => r.type_id === type).map((r) => r.id);
  const [categoryIds, children, bundles] = await Promise.all([
    products.categoryIds(rows.map((r) => r.id)),
    listing.children(idsOfType('configurable')),
    products.bundles(idsOfType('bundle')),
  ]);
  const partIds = new Set([...bundles.values()].flatMap((b) => b.selections.map((s) => s.product_id)));
  const withSpecial = [...rows, ...[...children.values()].flat()].filter((r) => r.special_price !== null);
  const [partRows, history] = await Promise.all([
    listing.byIds([...partIds]),
    pricing.history(withSpecial.map((r) => r.id)),
  ]);
  const parts = new Map(partRows.filter((r) => r.status === PRODUCT_STATUS_ENABLED).map((r) => [r.id, r]));
  return rows.map((row) => {
    const variants = children.get(row.id) ?? [];
    const bundle = bundles.get(row.id);
    const own = new Map<number, PriceHistoryRow[]>();
    for (const { id } of [row, ...variants]) {
      const points = history.get(id);
      if (points) own.set(id, points);
    }
    const bundleParts = new Set(bundle?.selections.map((s) => s.product_id));
    return {
      row,
      categoryIds: categoryIds.get(row.id) ?? [],
      children: variants,
      bundle,
      parts: [...bundleParts].flatMap((id) => parts.get(id) ?? []),
      history: own,
    };
  });
}
