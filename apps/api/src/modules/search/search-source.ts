import { DEFAULT_STORE_VIEW, STORE_VIEWS } from '@hemma/commerce';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** What the search index needs of one listable product (a read-only projection of the catalogue tables). */
export interface SourceProduct {
  id: number;
  sku: string;
  name: string;
  price: number;
  special_price: number | null;
  /** The owner's EUR prices in cents (decision 0057; null: converted) and the tax class, for EUR price filters. */
  price_eur?: number | null;
  special_price_eur?: number | null;
  tax_class_id?: number;
  special_from_date: string | null;
  special_to_date: string | null;
  brand_id: number | null;
  news_from_date: string | null;
  sales_count: number;
  created_at: string;
  updated_at: string;
  /** The name's translations (decision 0058, addendum): store code → name; none when not translated. */
  names?: Record<string, string>;
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

/** One listable product with its attribute and category rows. */
export interface SourceRows {
  product: SourceProduct;
  attributes: SourceChunk['attributes'];
  categories: SourceChunk['categories'];
}

export interface SourceFilter {
  statuses: readonly number[];
  visibilities: readonly number[];
}

const PRODUCT_COLUMNS = [
  'id',
  'sku',
  'name',
  'price',
  'special_price',
  'price_eur',
  'special_price_eur',
  'tax_class_id',
  'special_from_date',
  'special_to_date',
  'brand_id',
  'news_from_date',
  'sales_count',
  'created_at',
  'updated_at',
] as const;

/** Ids per query when products are read by id (well below SQLite's and PostgreSQL's parameter limits). */
const IDS_PER_QUERY = 500;

export interface SourceCategory {
  id: number;
  name: string;
  path: string;
  /** The name's translations: store code → name. */
  names?: Record<string, string>;
}

/**
 * An attribute option's labels (decision 0058, addendum 2): the Swedish one, the English one kept beside it
 * (`default_label`, decision 0061) and the owner's translations by store code.
 */
export interface SourceOption {
  id: number;
  label: string;
  default_label: string;
  texts?: Record<string, string>;
}

const TRANSLATED_STORE_CODES = STORE_VIEWS.map((v) => v.storeCode).filter(
  (code) => code !== DEFAULT_STORE_VIEW.storeCode,
);

/** Translated names of these entities (decision 0058): entity id → store code → name. */
async function translatedNames(
  db: Db,
  entity: 'product' | 'category',
  range: { ids: readonly number[] } | { first: number; last: number },
): Promise<Map<number, Record<string, string>>> {
  let query = db
    .selectFrom('store_view_texts')
    .select(['entity_id', 'store_code', 'value'])
    // The store code leads the table's key (migration 0019): named, the key finds the id range instead of a scan.
    .where('store_code', 'in', TRANSLATED_STORE_CODES)
    .where('entity', '=', entity)
    .where('field', '=', 'name');
  query =
    'ids' in range
      ? query.where('entity_id', 'in', range.ids.length ? [...range.ids] : [-1])
      : query.where('entity_id', '>=', range.first).where('entity_id', '<=', range.last);
  const names = new Map<number, Record<string, string>>();
  for (const row of await query.execute()) {
    if (row.value.trim() === '') continue;
    const byStore = names.get(row.entity_id) ?? {};
    byStore[row.store_code] = row.value;
    names.set(row.entity_id, byStore);
  }
  return names;
}

/** Puts each product's translated names on its row. */
function withNames<T extends SourceProduct>(products: T[], names: Map<number, Record<string, string>>): T[] {
  for (const p of products) {
    const found = names.get(p.id);
    if (found) p.names = found;
  }
  return products;
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
      const [categories, names] = await Promise.all([
        db.selectFrom('categories').select(['id', 'name', 'path']).where('is_active', '=', 1).execute(),
        translatedNames(db, 'category', { first: 0, last: 2_147_483_647 }),
      ]);
      return categories.map((c) => (names.has(c.id) ? { ...c, names: names.get(c.id)! } : c));
    },

    /** Every attribute option's labels: a few hundred rows, read again for every index (no rows kept). */
    async optionLabels(): Promise<SourceOption[]> {
      const [options, texts] = await Promise.all([
        db.selectFrom('attribute_options').select(['id', 'label', 'default_label']).orderBy('id').execute(),
        db
          .selectFrom('store_view_texts')
          .select(['entity_id', 'store_code', 'value'])
          .where('store_code', 'in', TRANSLATED_STORE_CODES)
          .where('entity', '=', 'attribute_option')
          .where('field', '=', 'label')
          .execute(),
      ]);
      const byOption = new Map<number, Record<string, string>>();
      for (const row of texts) {
        if (row.value.trim() === '') continue;
        byOption.set(row.entity_id, { ...byOption.get(row.entity_id), [row.store_code]: row.value });
      }
      return options.map((o) => (byOption.has(o.id) ? { ...o, texts: byOption.get(o.id)! } : o));
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
          .select(PRODUCT_COLUMNS)
          .where('id', '>', after)
          .where('status', 'in', [...options.statuses])
          .where('visibility', 'in', [...options.visibilities])
          .orderBy('id')
          .limit(options.size)
          .execute();
        if (products.length === 0) return;
        const first = products[0]!.id;
        const last = products[products.length - 1]!.id;
        const [attributes, categories, names] = await Promise.all([
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
          translatedNames(db, 'product', { first, last }),
        ]);
        yield { products: withNames(products, names), attributes, categories };
        after = last;
        if (products.length < options.size) return;
      }
    },

    /**
     * The products changed at or after a catalogue version (migration 0015's log; a change is tagged with the
     * version before its own bump, so `>=` finds every change an index at that version may not contain).
     */
    async changedSince(version: number): Promise<number[]> {
      const { rows } = await sql<{
        product_id: number;
      }>`select distinct product_id from search_changes where version >= ${version}`.execute(db);
      return rows.map((row) => Number(row.product_id));
    },

    /** The listable ones of these products with their attribute and category rows (missing ids: not listable). */
    async rowsOf(ids: readonly number[], filter: SourceFilter): Promise<SourceRows[]> {
      const found: SourceRows[] = [];
      for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
        const batch = ids.slice(start, start + IDS_PER_QUERY);
        const products = await db
          .selectFrom('products')
          .select(PRODUCT_COLUMNS)
          .where('id', 'in', batch)
          .where('status', 'in', [...filter.statuses])
          .where('visibility', 'in', [...filter.visibilities])
          .execute();
        if (products.length === 0) continue;
        const listed = products.map((p) => p.id);
        const [attributes, categories, names] = await Promise.all([
          db
            .selectFrom('product_attributes')
            .select(['product_id', 'attribute_id', 'option_id', 'value_number'])
            .where('product_id', 'in', listed)
            .execute(),
          db
            .selectFrom('product_categories')
            .select(['product_id', 'category_id'])
            .where('product_id', 'in', listed)
            .execute(),
          translatedNames(db, 'product', { ids: listed }),
        ]);
        withNames(products, names);
        const rows = new Map<number, SourceRows>(
          products.map((product) => [product.id, { product, attributes: [], categories: [] }]),
        );
        for (const a of attributes) rows.get(a.product_id)?.attributes.push(a);
        for (const c of categories) rows.get(c.product_id)?.categories.push(c);
        found.push(...rows.values());
      }
      return found;
    },

    /** Every listable product's bestseller count (orders move it without moving the catalogue version). */
    async salesCounts(filter: SourceFilter): Promise<{ id: number; sales_count: number }[]> {
      return db
        .selectFrom('products')
        .select(['id', 'sales_count'])
        .where('status', 'in', [...filter.statuses])
        .where('visibility', 'in', [...filter.visibilities])
        .execute();
    },

    /** Forgets logged changes older than the given epoch seconds. */
    async pruneChanges(before: number): Promise<void> {
      await sql`delete from search_changes where at < ${before}`.execute(db);
    },
  };
}

export type SearchSource = ReturnType<typeof createSearchSource>;
