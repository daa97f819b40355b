import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ProductRow } from './product-repository.ts';

export type AdminStockFilter = 'in_stock' | 'low_stock' | 'out_of_stock';
export type AdminProductSort = 'name' | 'sku' | 'price' | 'qty' | 'created_at' | 'updated_at';

export interface AdminProductFilter {
  text?: string | undefined;
  type?: ProductRow['type_id'] | undefined;
  /** Sellable (status below 2) or disabled. */
  enabled?: boolean | undefined;
  categoryId?: number | undefined;
  brandId?: number | undefined;
  stock?: AdminStockFilter | undefined;
  sort: AdminProductSort;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface AdminProductListRow {
  id: number;
  sku: string;
  name: string;
  type_id: ProductRow['type_id'];
  status: number;
  visibility: number;
  price: number;
  special_price: number | null;
  image: string | null;
  brand_id: number | null;
  updated_at: string;
  /** A configurable product's: its variants' together. */
  qty: number;
  stock_status: AdminStockFilter;
  variant_count: number;
}

/** Stock conditions of commerce `stockStatus` in SQL, for a stock row alias (a missing row counts as none in stock). */
function stockSql(alias: string) {
  const col = (name: string, fallback: number) => sql.raw(`coalesce(${alias}.${name}, ${fallback})`);
  const out = sql<SqlBool>`((${col('manage_stock', 1)} = 0 and ${col('is_in_stock', 0)} = 0) or (${col('manage_stock', 1)} = 1
    and (${col('is_in_stock', 0)} = 0 or (${col('qty', 0)} <= 0 and ${col('backorders', 0)} = 0))))`;
  const low = sql<SqlBool>`(${col('manage_stock', 1)} = 1 and ${col('is_in_stock', 0)} = 1 and ${col('qty', 0)} > 0
    and ${col('qty', 0)} <= ${col('low_stock_qty', 0)})`;
  return { out, low, in: sql<SqlBool>`(not ${out} and not ${low})` };
}

const OWN = stockSql('s');
const CHILD = stockSql('cs');
const childHas = (condition: RawBuilder<SqlBool>) =>
  sql<SqlBool>`exists (select 1 from product_relations r join stock_items cs on cs.product_id = r.child_id
    where r.parent_id = p.id and ${condition})`;

/** A configurable product's stock is its variants': in stock when one is, few left when the best has few. */
const STOCK_CONDITION: Record<AdminStockFilter, RawBuilder<SqlBool>> = {
  in_stock: sql`((p.type_id <> 'configurable' and ${OWN.in}) or (p.type_id = 'configurable' and ${childHas(CHILD.in)}))`,
  low_stock: sql`((p.type_id <> 'configurable' and ${OWN.low}) or (p.type_id = 'configurable'
    and not ${childHas(CHILD.in)} and ${childHas(CHILD.low)}))`,
  out_of_stock: sql`((p.type_id <> 'configurable' and ${OWN.out}) or (p.type_id = 'configurable'
    and not ${childHas(CHILD.in)} and not ${childHas(CHILD.low)}))`,
};

const QTY = sql<number>`case when p.type_id = 'configurable' then (select coalesce(sum(cs.qty), 0)
  from product_relations r join stock_items cs on cs.product_id = r.child_id where r.parent_id = p.id)
  else coalesce(s.qty, 0) end`;
const STOCK_STATUS = sql<AdminStockFilter>`case when ${STOCK_CONDITION.in_stock} then 'in_stock'
  when ${STOCK_CONDITION.low_stock} then 'low_stock' else 'out_of_stock' end`;

const escapeLike = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What the back office reads of products besides the storefront's reads: its list, and who uses what. */
export function createAdminProductRepository(db: Db) {
  return {
    /** A page of products shown on their own or as a configurable product (variants are part of their parent). */
    async page(filter: AdminProductFilter): Promise<{ rows: AdminProductListRow[]; total: number }> {
      let query = db
        .selectFrom('products as p')
        .leftJoin('stock_items as s', 's.product_id', 'p.id')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('product_relations as v').select('v.child_id').whereRef('v.child_id', '=', 'p.id'),
            ),
          ),
        );
      if (filter.text) {
        const pattern = escapeLike(filter.text);
        query = query.where(
          sql<SqlBool>`(lower(p.name) like ${pattern} escape '\\' or lower(p.sku) like ${pattern} escape '\\'
            or exists (select 1 from product_relations r join products c on c.id = r.child_id
              where r.parent_id = p.id and lower(c.sku) like ${pattern} escape '\\'))`,
        );
      }
      if (filter.type) query = query.where('p.type_id', '=', filter.type);
      if (filter.enabled !== undefined) query = query.where('p.status', filter.enabled ? '<' : '>=', 2);
      if (filter.brandId !== undefined) query = query.where('p.brand_id', '=', filter.brandId);
      if (filter.categoryId !== undefined) {
        const categoryId = filter.categoryId;
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('product_categories as pc')
              .select('pc.product_id')
              .whereRef('pc.product_id', '=', 'p.id')
              .where('pc.category_id', '=', categoryId),
          ),
        );
      }
      if (filter.stock) query = query.where(STOCK_CONDITION[filter.stock]);
      const order = filter.sort === 'qty' ? QTY : sql.ref(`p.${filter.sort}`);
      const [rows, count] = await Promise.all([
        query
          .select([
            'p.id',
            'p.sku',
            'p.name',
            'p.type_id',
            'p.status',
            'p.visibility',
            'p.price',
            'p.special_price',
            'p.image',
            'p.brand_id',
            'p.updated_at',
            QTY.as('qty'),
            STOCK_STATUS.as('stock_status'),
            sql<number>`(select count(*) from product_relations r where r.parent_id = p.id)`.as(
              'variant_count',
            ),
          ])
          .orderBy(order, filter.direction)
          .orderBy('p.id', filter.direction)
          .limit(filter.limit)
          .offset(filter.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((r) => ({ ...r, qty: Number(r.qty), variant_count: Number(r.variant_count) })),
        total: Number(count.n),
      };
    },

    async findBySkus(
      skus: readonly string[],
    ): Promise<Pick<ProductRow, 'id' | 'sku' | 'type_id' | 'status'>[]> {
      if (skus.length === 0) return [];
      return db
        .selectFrom('products')
        .select(['id', 'sku', 'type_id', 'status'])
        .where('sku', 'in', [...skus])
        .execute();
    },

    /** Another product shown on its own that uses the url key, if any. */
    async urlKeyOwner(urlKey: string, exceptIds: readonly number[]): Promise<string | undefined> {
      let query = db
        .selectFrom('products')
        .select('sku')
        .where('url_key', '=', urlKey)
        .where('visibility', '<>', 1);
      if (exceptIds.length > 0) query = query.where('id', 'not in', [...exceptIds]);
      return (await query.executeTakeFirst())?.sku;
    },

    /** The configurable product a variant belongs to. */
    async parentOf(childId: number): Promise<Pick<ProductRow, 'id' | 'sku'> | undefined> {
      return db
        .selectFrom('product_relations as r')
        .innerJoin('products as p', 'p.id', 'r.parent_id')
        .select(['p.id', 'p.sku'])
        .where('r.child_id', '=', childId)
        .executeTakeFirst();
    },

    /** Skus of other products that point at these (as a part, an item, a link or a variant), other than `except`. */
    async usersOf(ids: readonly number[], except: readonly number[] = []): Promise<string[]> {
      if (ids.length === 0) return [];
      const list = [...ids];
      const outside = [...new Set([...ids, ...except])];
      const [parts, links, parents] = await Promise.all([
        db
          .selectFrom('bundle_selections as s')
          .innerJoin('bundle_options as o', 'o.id', 's.option_id')
          .innerJoin('products as p', 'p.id', 'o.product_id')
          .select('p.sku')
          .where('s.product_id', 'in', list)
          .where('o.product_id', 'not in', outside)
          .execute(),
        db
          .selectFrom('product_links as l')
          .innerJoin('products as p', 'p.id', 'l.product_id')
          .select('p.sku')
          .where('l.linked_product_id', 'in', list)
          .where('l.product_id', 'not in', outside)
          .execute(),
        db
          .selectFrom('product_relations as r')
          .innerJoin('products as p', 'p.id', 'r.parent_id')
          .select('p.sku')
          .where('r.child_id', 'in', list)
          .where('r.parent_id', 'not in', outside)
          .execute(),
      ]);
      return [...new Set([...parts, ...links, ...parents].map((r) => r.sku))].sort();
    },
  };
}

export type AdminProductRepository = ReturnType<typeof createAdminProductRepository>;
