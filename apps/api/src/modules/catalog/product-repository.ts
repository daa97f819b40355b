import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { productStatements } from './product-statements.ts';
import type {
  BundleOptionTable,
  BundleSelectionTable,
  CustomOptionTable,
  CustomOptionValueTable,
  ProductAttributeTable,
  ProductConfigurableOptionTable,
  ProductLinkTable,
  ProductMediaTable,
  ProductTable,
  TierPriceTable,
} from '../../db/schema.ts';

export type ProductRow = Selectable<ProductTable>;
export type ProductAttributeRow = Selectable<ProductAttributeTable>;
export type ProductMediaRow = Selectable<ProductMediaTable>;
export type ConfigurableOptionRow = Selectable<ProductConfigurableOptionTable>;
export type ProductLinkRow = Selectable<ProductLinkTable>;
export type BundleOptionRow = Selectable<BundleOptionTable>;
export type BundleSelectionRow = Selectable<BundleSelectionTable>;
export type CustomOptionRow = Selectable<CustomOptionTable>;
export type CustomOptionValueRow = Selectable<CustomOptionValueTable>;
export type TierPriceRow = Selectable<TierPriceTable>;

export type BundleParts = { options: BundleOptionRow[]; selections: BundleSelectionRow[] };

export type ProductListSort = 'relevance' | 'latest' | 'price_asc' | 'price_desc' | 'bestsellers' | 'newest';

export interface ProductListFilter {
  /** Statuses and visibilities that may be listed (SPEC §4: status 0/1, visibility 2/3/4). */
  statuses: readonly number[];
  visibilities: readonly number[];
  categoryIds?: readonly number[];
  brandId?: number;
  skus?: readonly string[];
  newOnly?: boolean;
  /** A plain substring of the name or sku (the full-text search comes with the search module). */
  text?: string;
}

export interface ProductListQuery {
  filter: ProductListFilter;
  sort: ProductListSort;
  from: number;
  size: number;
  /** ISO time that decides which special prices are active for price sorting. */
  now: string;
}

/** A product's custom options and their values. */
export interface ProductCustomOptions {
  options: CustomOptionRow[];
  values: CustomOptionValueRow[];
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** Products and everything hanging off them: attributes, media, variants, bundles, links, options, tier prices. */
export function createProductRepository(db: Db) {
  function filtered(filter: ProductListFilter) {
    let query = db
      .selectFrom('products as p')
      .where('p.status', 'in', [...filter.statuses])
      .where('p.visibility', 'in', [...filter.visibilities]);
    if (filter.categoryIds) {
      const ids = [...filter.categoryIds];
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('product_categories as pc')
            .select(sql.lit(1).as('one'))
            .whereRef('pc.product_id', '=', 'p.id')
            .where('pc.category_id', 'in', ids.length > 0 ? ids : [-1]),
        ),
      );
    }
    if (filter.brandId !== undefined) query = query.where('p.brand_id', '=', filter.brandId);
    if (filter.skus) query = query.where('p.sku', 'in', filter.skus.length > 0 ? [...filter.skus] : ['']);
    if (filter.newOnly) query = query.where('p.news_from_date', 'is not', null);
    if (filter.text) {
      const pattern = `%${filter.text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(p.name)`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(p.sku)`, 'like', sql`${pattern} escape '\\'`),
        ]),
      );
    }
    return query;
  }

  /** Custom options with their values (read when there are options), keyed by product id (none: absent). */
  async function withValues(options: readonly CustomOptionRow[]): Promise<Map<number, ProductCustomOptions>> {
    const result = new Map<number, ProductCustomOptions>();
    if (options.length === 0) return result;
    const values = await productStatements.customOptionValues.all(
      db,
      options.map((o) => o.id),
    );
    const productOf = new Map(options.map((o) => [o.id, o.product_id]));
    const entry = (id: number) => {
      let parts = result.get(id);
      if (!parts) result.set(id, (parts = { options: [], values: [] }));
      return parts;
    };
    for (const option of options) entry(option.product_id).options.push(option);
    for (const value of values) entry(productOf.get(value.option_id)!).values.push(value);
    return result;
  }

  /** Options and selections of several bundles at once, keyed by bundle id (for lists). */
  async function bundles(productIds: readonly number[]): Promise<Map<number, BundleParts>> {
    const result = new Map<number, BundleParts>();
    if (productIds.length === 0) return result;
    const options = await db
      .selectFrom('bundle_options')
      .selectAll()
      .where('product_id', 'in', [...productIds])
      .orderBy('position')
      .orderBy('id')
      .execute();
    const selections =
      options.length === 0
        ? []
        : await db
            .selectFrom('bundle_selections')
            .selectAll()
            .where(
              'option_id',
              'in',
              options.map((o) => o.id),
            )
            .orderBy('position')
            .orderBy('id')
            .execute();
    const bundleOf = new Map(options.map((o) => [o.id, o.product_id]));
    for (const id of productIds) result.set(id, { options: [], selections: [] });
    for (const option of options) result.get(option.product_id)!.options.push(option);
    for (const selection of selections)
      result.get(bundleOf.get(selection.option_id)!)!.selections.push(selection);
    return result;
  }

  return {
    async list(query: ProductListQuery): Promise<{ rows: ProductRow[]; total: number }> {
      const base = filtered(query.filter);
      const finalPrice = sql<number>`case when p.special_price is not null and p.special_price < p.price
        and (p.special_from_date is null or p.special_from_date <= ${query.now})
        and (p.special_to_date is null or p.special_to_date > ${query.now})
        then p.special_price else p.price end`;
      let rowsQuery = base.selectAll('p');
      switch (query.sort) {
        case 'latest':
          rowsQuery = rowsQuery.orderBy('p.updated_at', 'desc');
          break;
        case 'newest':
          rowsQuery = rowsQuery
            .orderBy(sql`coalesce(p.news_from_date, '')`, 'desc')
            .orderBy('p.created_at', 'desc');
          break;
        case 'price_asc':
          rowsQuery = rowsQuery.orderBy(finalPrice, 'asc');
          break;
        case 'price_desc':
          rowsQuery = rowsQuery.orderBy(finalPrice, 'desc');
          break;
        case 'bestsellers':
        case 'relevance':
          rowsQuery = rowsQuery.orderBy('p.sales_count', 'desc');
          break;
      }
      const [rows, count] = await Promise.all([
        rowsQuery.orderBy('p.id', 'asc').limit(query.size).offset(query.from).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    async findBySku(sku: string): Promise<ProductRow | undefined> {
      return productStatements.bySku.first(db, sku);
    },

    async findBySkus(skus: readonly string[]): Promise<ProductRow[]> {
      if (skus.length === 0) return [];
      return productStatements.bySkus.all(db, skus);
    },

    async findByUrlPath(urlPath: string): Promise<ProductRow | undefined> {
      return db.selectFrom('products').selectAll().where('url_path', '=', urlPath).executeTakeFirst();
    },

    async findByIds(ids: readonly number[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('products')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();
    },

    /** The configurable parents of a child product (normally one). */
    async findParents(childId: number): Promise<ProductRow[]> {
      return db
        .selectFrom('product_relations as r')
        .innerJoin('products as p', 'p.id', 'r.parent_id')
        .selectAll('p')
        .where('r.child_id', '=', childId)
        .execute();
    },

    async categoryIds(productIds: readonly number[]): Promise<Map<number, number[]>> {
      if (productIds.length === 0) return new Map();
      const rows = await productStatements.categoryIds.all(db, productIds);
      const grouped = groupBy(rows, (r) => r.product_id);
      return new Map([...grouped].map(([id, list]) => [id, list.map((r) => r.category_id)]));
    },

    async attributes(productIds: readonly number[]): Promise<Map<number, ProductAttributeRow[]>> {
      if (productIds.length === 0) return new Map();
      const rows = await productStatements.attributes.all(db, productIds);
      return groupBy(rows, (r) => r.product_id);
    },

    async media(productId: number): Promise<ProductMediaRow[]> {
      return productStatements.media.all(db, productId);
    },

    /** Children of configurable parents, in position order, keyed by parent id. */
    async children(parentIds: readonly number[]): Promise<Map<number, ProductRow[]>> {
      if (parentIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('product_relations as r')
        .innerJoin('products as p', 'p.id', 'r.child_id')
        .selectAll('p')
        .select('r.parent_id')
        .where('r.parent_id', 'in', [...parentIds])
        .orderBy('r.position')
        .orderBy('p.id')
        .execute();
      return groupBy(rows, (r) => r.parent_id);
    },

    async configurableOptions(productId: number): Promise<ConfigurableOptionRow[]> {
      return db
        .selectFrom('product_configurable_options')
        .selectAll()
        .where('product_id', '=', productId)
        .orderBy('position')
        .execute();
    },

    async links(productId: number): Promise<ProductLinkRow[]> {
      return productStatements.links.all(db, productId);
    },

    async bundle(productId: number): Promise<BundleParts> {
      return (await bundles([productId])).get(productId)!;
    },

    bundles,

    async customOptions(
      productId: number,
    ): Promise<{ options: CustomOptionRow[]; values: CustomOptionValueRow[] }> {
      const options = await productStatements.customOptions.all(db, [productId]);
      const values =
        options.length === 0
          ? []
          : await productStatements.customOptionValues.all(
              db,
              options.map((o) => o.id),
            );
      return { options, values };
    },

    /**
     * The configurable axes, links and custom options of several products at once, keyed by product id (a product
     * without any is absent): what the single-product reads above give, for a batch of the catalogue export.
     */
    async configurableOptionsOf(
      productIds: readonly number[],
    ): Promise<Map<number, ConfigurableOptionRow[]>> {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('product_configurable_options')
        .selectAll()
        .where('product_id', 'in', [...productIds])
        .orderBy('position')
        .orderBy('id')
        .execute();
      return groupBy(rows, (r) => r.product_id);
    },

    async linksOf(productIds: readonly number[]): Promise<Map<number, ProductLinkRow[]>> {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('product_links')
        .selectAll()
        .where('product_id', 'in', [...productIds])
        .orderBy('position')
        .orderBy('id')
        .execute();
      return groupBy(rows, (r) => r.product_id);
    },

    async customOptionsOf(productIds: readonly number[]): Promise<Map<number, ProductCustomOptions>> {
      if (productIds.length === 0) return new Map();
      return withValues(await productStatements.customOptions.all(db, productIds));
    },

    /** The same, of the products with these skus: read beside the products themselves (one wait, not two). */
    async customOptionsOfSkus(skus: readonly string[]): Promise<Map<number, ProductCustomOptions>> {
      if (skus.length === 0) return new Map();
      return withValues(await productStatements.customOptionsOfSkus.all(db, skus));
    },

    async tierPrices(productId: number): Promise<TierPriceRow[]> {
      return db
        .selectFrom('tier_prices')
        .selectAll()
        .where('product_id', '=', productId)
        .orderBy('qty')
        .execute();
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
