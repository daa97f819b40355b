import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** What the search index needs of one listable product (a read-only projection of the catalogue tables). */
export interface SourceProduct {
  id: number;
  sku: string;
  name: string;
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  brand_id: number | null;
  news_from_date: string | null;
  sales_count: number;
  created_at: string;
  updated_at: string;
}

export interface SourceChunk {
  products: SourceProduct[];
  attributes: {
    product_id: number;
    attribute_id: number;
    option_id: number | null;
    value_number: number | null;
  }[];
  categories: { product_id: number; category_id: number }[];
}

export interface SourceCategory {
  id: number;
  name: string;
  path: string;
}

/**
 * Reads the catalogue for the search index in id-ordered chunks, so that building an index over 100k products
 * yields to the event loop between chunks instead of holding the (synchronous) SQLite driver for a second.
 */
export function createSearchSource(db: Db) {
  return {
    /** The catalogue version maintained by triggers (migration 0002); it rises on every relevant change. */
    async version(): Promise<number> {
      const { rows } = await sql<{
        version: number;
      }>`select version from search_version where id = 1`.execute(db);
      return Number(rows[0]?.version ?? 0);
    },

    async categories(): Promise<SourceCategory[]> {
      return db.selectFrom('categories').select(['id', 'name', 'path']).where('is_active', '=', 1).execute();
    },

    async *chunks(options: {
      statuses: readonly number[];
      visibilities: readonly number[];
      size: number;
    }): AsyncGenerator<SourceChunk> {
      let after = 0;
      for (;;) {
        const products = await db
          .selectFrom('products')
          .select([
            'id',
            'sku',
            'name',
            'price',
            'special_price',
            'special_from_date',
            'special_to_date',
            'brand_id',
            'news_from_date',
            'sales_count',
            'created_at',
            'updated_at',
          ])
          .where('id', '>', after)
          .where('status', 'in', [...options.statuses])
          .where('visibility', 'in', [...options.visibilities])
          .orderBy('id')
          .limit(options.size)
          .execute();
        if (products.length === 0) return;
        const first = products[0]!.id;
        const last = products[products.length - 1]!.id;
        const [attributes, categories] = await Promise.all([
          db
            .selectFrom('product_attributes')
            .select(['product_id', 'attribute_id', 'option_id', 'value_number'])
            .where('product_id', '>=', first)
            .where('product_id', '<=', last)
            .execute(),
          db
            .selectFrom('product_categories')
            .select(['product_id', 'category_id'])
            .where('product_id', '>=', first)
            .where('product_id', '<=', last)
            .execute(),
        ]);
        yield { products, attributes, categories };
        after = last;
        if (products.length < options.size) return;
      }
    },
  };
}

export type SearchSource = ReturnType<typeof createSearchSource>;
