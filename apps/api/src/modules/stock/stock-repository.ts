import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, StockItemTable } from '../../db/schema.ts';
import { compiledQuery } from '../../db/compiled-query.ts';

export type StockRow = Selectable<StockItemTable>;

/** Read for every product answer and listing: compiled once per number of products (issue 32). */
const stockOf = compiledQuery((db: Db, productIds: readonly number[]) =>
  db.selectFrom('stock_items').selectAll().where('product_id', 'in', productIds),
);

/** Stock levels per product. */
export function createStockRepository(db: Db) {
  return {
    /** Stock records with their product's sku and status, for the stock/check and stock/list calls. */
    async findBySkus(skus: readonly string[]) {
      if (skus.length === 0) return [];
      return db
        .selectFrom('stock_items')
        .innerJoin('products', 'products.id', 'stock_items.product_id')
        .selectAll('stock_items')
        .select(['products.sku', 'products.status'])
        .where('products.sku', 'in', [...skus])
        .execute();
    },

    /** Stock records of products with their skus (the stock.low webhook event, decision 0052). */
    async withSkus(productIds: readonly number[]) {
      if (productIds.length === 0) return [];
      return db
        .selectFrom('stock_items')
        .innerJoin('products', 'products.id', 'stock_items.product_id')
        .selectAll('stock_items')
        .select('products.sku')
        .where('stock_items.product_id', 'in', [...productIds])
        .execute();
    },

    async findByProductIds(productIds: readonly number[]): Promise<Map<number, StockRow>> {
      if (productIds.length === 0) return new Map();
      const rows = await stockOf.all(db, productIds);
      return new Map(rows.map((r) => [r.product_id, r]));
    },

    /**
     * Stock-managed products at or below their low-stock level (sold out first, then the fewest left), and how
     * many there are in all.
     */
    async lowStock(limit: number) {
      const query = db
        .selectFrom('stock_items')
        .innerJoin('products', 'products.id', 'stock_items.product_id')
        .where('stock_items.manage_stock', '=', 1)
        .whereRef('stock_items.qty', '<=', 'stock_items.low_stock_qty');
      const [rows, count] = await Promise.all([
        query
          .select([
            'products.id',
            'products.sku',
            'products.name',
            'stock_items.qty',
            'stock_items.low_stock_qty',
            'stock_items.is_in_stock',
          ])
          .orderBy('stock_items.is_in_stock')
          .orderBy('stock_items.qty')
          .orderBy('products.sku')
          .limit(limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;

/**
 * Takes `qty` pieces of a product for an order inside the order's transaction. A single conditional UPDATE: it
 * succeeds only while enough stock is left (or the product is not stock-managed, or backorders are allowed), so
 * concurrent buyers of the last units cannot oversell — PostgreSQL re-checks the condition after the row lock,
 * SQLite runs one writer at a time. Answers 'short' when the stock did not suffice, else whether the product is
 * still in stock afterwards ('sold-out' when this order took the last pieces), from the same statement.
 */
export async function reserveStock(
  trx: Transaction<Database>,
  productId: number,
  qty: number,
): Promise<'short' | 'in-stock' | 'sold-out'> {
  const row = await trx
    .updateTable('stock_items')
    .set((eb) => ({
      qty: eb('qty', '-', qty),
      is_in_stock: eb
        .case()
        .when(eb.or([eb('manage_stock', '=', 0), eb('backorders', '=', 1), eb('qty', '>', qty)]))
        .then(eb.ref('is_in_stock'))
        .else(0)
        .end(),
    }))
    .where('product_id', '=', productId)
    .where((eb) =>
      eb.or([
        eb('manage_stock', '=', 0),
        eb('backorders', '=', 1),
        eb.and([eb('is_in_stock', '=', 1), eb('qty', '>=', qty)]),
      ]),
    )
    .returning('is_in_stock')
    .executeTakeFirst();
  if (!row) return 'short';
  return row.is_in_stock === 0 ? 'sold-out' : 'in-stock';
}

/**
 * Gives `qty` pieces back to a product's stock inside the transaction that cancels their order: the inverse of
 * reserveStock. A managed product that the order had sold out is in stock again once it has pieces.
 */
export async function releaseStock(
  trx: Transaction<Database>,
  productId: number,
  qty: number,
): Promise<void> {
  await trx
    .updateTable('stock_items')
    .set((eb) => ({
      qty: eb('qty', '+', qty),
      is_in_stock: eb
        .case()
        .when(eb.and([eb('manage_stock', '=', 1), eb('qty', '<=', 0), eb('qty', '>', -qty)]))
        .then(1)
        .else(eb.ref('is_in_stock'))
        .end(),
    }))
    .where('product_id', '=', productId)
    .execute();
}
