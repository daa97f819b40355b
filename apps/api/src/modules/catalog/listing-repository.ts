import type { Db } from '../../db/database.ts';
import type { ProductRow } from './product-repository.ts';

/**
 * The product columns a list item is made of. Descriptions and meta texts are left out: lists never show them, and
 * list rows are kept in memory per process (decision 0011), where they would only cost memory.
 */
export const LISTING_COLUMNS = [
  'id',
  'sku',
  'type_id',
  'name',
  'slug',
  'url_key',
  'url_path',
  'status',
  'visibility',
  'price',
  'special_price',
  'price_eur',
  'special_price_eur',
  'special_from_date',
  'special_to_date',
  'tax_class_id',
  'brand_id',
  'image',
  'delivery_time',
  'news_from_date',
  'sales_count',
  'created_at',
  'updated_at',
] as const;

export type ListingRow = Pick<ProductRow, (typeof LISTING_COLUMNS)[number]>;

/** Product rows for lists: the listed products, their variants and bundle parts, in list columns only. */
export function createListingRepository(db: Db) {
  return {
    async byIds(ids: readonly number[]): Promise<ListingRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('products')
        .select(LISTING_COLUMNS)
        .where('id', 'in', [...ids])
        .execute();
    },

    /** Children of configurable parents, in position order, keyed by parent id. */
    async children(parentIds: readonly number[]): Promise<Map<number, ListingRow[]>> {
      const result = new Map<number, ListingRow[]>();
      if (parentIds.length === 0) return result;
      const rows = await db
        .selectFrom('product_relations as r')
        .innerJoin('products as p', 'p.id', 'r.child_id')
        .select(LISTING_COLUMNS.map((c) => `p.${c}` as const))
        .select('r.parent_id')
        .where('r.parent_id', 'in', [...parentIds])
        .orderBy('r.position')
        .orderBy('p.id')
        .execute();
      for (const { parent_id, ...row } of rows) {
        const list = result.get(parent_id);
        if (list) list.push(row);
        else result.set(parent_id, [row]);
      }
      return result;
    },
  };
}

export type ListingRepository = ReturnType<typeof createListingRepository>;
