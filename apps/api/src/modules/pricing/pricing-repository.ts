import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PriceChangeReason, PriceHistoryTable } from '../../db/tables/catalog-history.ts';
import type { CustomerGroupTable, Database, TierPriceTable } from '../../db/schema.ts';
import { compiledQuery } from '../../db/compiled-query.ts';

export type PriceHistoryRow = Selectable<PriceHistoryTable>;
export type NewPriceHistoryRow = Insertable<PriceHistoryTable>;
export type TierPriceRow = Selectable<TierPriceTable>;
export type CustomerGroupRow = Selectable<CustomerGroupTable>;

/** The columns prices are computed from. */
export interface ProductPriceRow {
  id: number;
  sku: string;
  status: number;
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  /** The EUR price list (migration 0042): cents incl. VAT; null: converted. */
  price_eur: number | null;
  special_price_eur: number | null;
  tax_class_id: number;
}

export interface ProductPriceUpdate {
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  price_eur: number | null;
  special_price_eur: number | null;
  updated_at: string;
}

/** The price columns of a product (ProductPriceRow). */
export const PRICE_COLUMNS = [
  'id',
  'sku',
  'status',
  'price',
  'special_price',
  'special_from_date',
  'special_to_date',
  'price_eur',
  'special_price_eur',
  'tax_class_id',
] as const;

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** Read for every product answer and listing: compiled once per number of products (issue 32). */
const tierPricesOf = compiledQuery((db: Kysely<Database>, productIds: readonly number[]) =>
  db.selectFrom('tier_prices').selectAll().where('product_id', 'in', productIds).orderBy('qty').orderBy('id'),
);

/** The tier prices of a cart's products, named by their skus: read beside the products, not after them. */
const tierPricesOfSkus = compiledQuery((db: Kysely<Database>, skus: readonly string[]) =>
  db
    .selectFrom('tier_prices')
    .selectAll()
    .where('product_id', 'in', db.selectFrom('products').select('id').where('sku', 'in', skus))
    .orderBy('qty')
    .orderBy('id'),
);

function queries(db: Kysely<Database>) {
  return {
    async tierPrices(productIds: readonly number[]): Promise<Map<number, TierPriceRow[]>> {
      if (productIds.length === 0) return new Map();
      const rows = await tierPricesOf.all(db, productIds);
      return groupBy(rows, (r) => r.product_id);
    },

    /** The same, of the products with these skus, keyed by product id. */
    async tierPricesOfSkus(skus: readonly string[]): Promise<Map<number, TierPriceRow[]>> {
      if (skus.length === 0) return new Map();
      return groupBy(await tierPricesOfSkus.all(db, skus), (r) => r.product_id);
    },

    /** Every recorded change of the given products, up to `until` (ISO) when given, oldest first. */
    async history(productIds: readonly number[], until?: string): Promise<Map<number, PriceHistoryRow[]>> {
      if (productIds.length === 0) return new Map();
      let query = db
        .selectFrom('price_history')
        .selectAll()
        .where('product_id', 'in', [...productIds]);
      if (until !== undefined) query = query.where('recorded_at', '<=', until);
      const rows = await query.orderBy('product_id').orderBy('recorded_at').orderBy('id').execute();
      return groupBy(rows, (r) => r.product_id);
    },
  };
}

/**
 * Prices: customer groups, tier prices, the price columns of products and the price history (EU Omnibus).
 * Writes go through `transaction`, so that a price change and its history row are stored together.
 */
export function createPricingRepository(db: Db) {
  const pdb = db;
  return {
    ...queries(pdb),

    async listCustomerGroups(): Promise<CustomerGroupRow[]> {
      return pdb.selectFrom('customer_groups').selectAll().orderBy('id').execute();
    },

    async findCustomerGroup(id: number): Promise<CustomerGroupRow | undefined> {
      return pdb.selectFrom('customer_groups').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async customerGroups(): Promise<CustomerGroupRow[]> {
      return pdb.selectFrom('customer_groups').selectAll().orderBy('id').execute();
    },

    async productsBySkus(skus: readonly string[]): Promise<ProductPriceRow[]> {
      if (skus.length === 0) return [];
      return pdb
        .selectFrom('products')
        .select(PRICE_COLUMNS)
        .where('sku', 'in', [...skus])
        .execute();
    },

    async insertHistory(rows: readonly NewPriceHistoryRow[]): Promise<void> {
      // 7 columns per row; stay far below SQLite's bound-variable limit.
      for (let i = 0; i < rows.length; i += 1000) {
        await pdb
          .insertInto('price_history')
          .values(rows.slice(i, i + 1000))
          .execute();
      }
    },

    /** Runs `work` in one transaction with a repository bound to it. */
    async transaction<T>(work: (tx: PricingTransaction) => Promise<T>): Promise<T> {
      return pdb.transaction().execute((trx) => work(transactionRepository(trx)));
    },

    /** The same repository bound to a transaction the caller already runs (a product save, decision 0021). */
    within(trx: Transaction<Database>): PricingTransaction {
      return transactionRepository(trx);
    },
  };
}

function transactionRepository(trx: Kysely<Database>) {
  return {
    ...queries(trx),

    /**
     * The product's price columns, locked against concurrent price changes: the no-op update takes the row lock on
     * PostgreSQL (SQLite serialises write transactions anyway) before the row is read.
     */
    async lockProduct(productId: number): Promise<ProductPriceRow | undefined> {
      await trx
        .updateTable('products')
        .set((eb) => ({ price: eb.ref('price') }))
        .where('id', '=', productId)
        .execute();
      return trx.selectFrom('products').select(PRICE_COLUMNS).where('id', '=', productId).executeTakeFirst();
    },

    async latestHistory(productId: number): Promise<PriceHistoryRow | undefined> {
      return trx
        .selectFrom('price_history')
        .selectAll()
        .where('product_id', '=', productId)
        .orderBy('recorded_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async updateProductPrices(productId: number, update: ProductPriceUpdate): Promise<void> {
      await trx.updateTable('products').set(update).where('id', '=', productId).execute();
    },

    async appendHistory(row: NewPriceHistoryRow): Promise<PriceHistoryRow> {
      return trx.insertInto('price_history').values(row).returningAll().executeTakeFirstOrThrow();
    },
  };
}

export type PricingRepository = ReturnType<typeof createPricingRepository>;
export type PricingTransaction = ReturnType<typeof transactionRepository>;

export type { PriceChangeReason, PriceHistoryTable };
