import { PostgresAdapter, sql, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, StockItemTable } from '../../db/schema.ts';
import { compiledQuery } from '../../db/compiled-query.ts';

export type StockRow = Selectable<StockItemTable>;

/** Read for every product answer and listing: compiled once per number of products (issue 32). */
const stockOf = compiledQuery((db: Db, productIds: readonly number[]) =>
  db.selectFrom('stock_items').selectAll().where('product_id', 'in', productIds),
);

/** The stock of a cart's products, named by their skus: read beside the products, not after them. */
const stockOfSkus = compiledQuery((db: Db, skus: readonly string[]) =>
  db
    .selectFrom('stock_items')
    .selectAll()
    .where('product_id', 'in', db.selectFrom('products').select('id').where('sku', 'in', skus)),
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

    /** The same, of the products with these skus, keyed by product id. */
    async findByProductSkus(skus: readonly string[]): Promise<Map<number, StockRow>> {
      if (skus.length === 0) return new Map();
      const rows = await stockOfSkus.all(db, skus);
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

/** What taking stock for an order did: the products with too few left, and those it took the last pieces of. */
export interface Taken {
  short: number[];
  soldOut: number[];
}

/**
 * Takes pieces of several products (product id → pieces) inside an order's transaction, in one statement on both
 * databases: `UPDATE stock_items … FROM (VALUES (id, qty), …)`. A row is changed only while enough stock is left (or
 * the product is not stock-managed, or backorders are allowed), so concurrent buyers of the last units cannot
 * oversell — PostgreSQL re-checks the condition after the row lock, SQLite runs one writer at a time. A product
 * whose row was not changed is short (the caller rolls the transaction back: the others' pieces return); of the
 * others, RETURNING tells which this order sold out (it took their last pieces).
 * Two orders of the same products must lock their rows in the same order, or each can hold one the other waits for
 * (PostgreSQL: "deadlock detected", 40P01). PostgreSQL may join by a hash join over a sequential scan (a small stock
 * table, many lines), which locks in physical order, and that changes with every update (a new row version). So on
 * PostgreSQL the statement also joins `locked`, a `SELECT … ORDER BY product_id FOR UPDATE` of the same rows: its
 * rows are locked as they leave the sort, in product id order, and each row is updated only after it is locked
 * there, whatever the plan. SQLite runs one writer at a time and has no FOR UPDATE: its statement has no `locked`.
 */
export async function reserveStocks(
  trx: Transaction<Database>,
  pieces: ReadonlyMap<number, number>,
): Promise<Taken> {
  const taken: Taken = { short: [], soldOut: [] };
  if (pieces.size === 0) return taken;
  const wanted = [...pieces].sort(([a], [b]) => a - b);
  // VALUES names its columns column1, column2 on both databases; PostgreSQL types the parameters by the casts.
  const rows = sql.join(wanted.map(([id, qty]) => sql`(cast(${id} as integer), cast(${qty} as integer))`));
  const values = sql<{ column1: number; column2: number }>`(values ${rows})`.as('wanted');
  const update =
    trx.getExecutor().adapter instanceof PostgresAdapter
      ? trx
          .updateTable('stock_items')
          .from([
            // Raw SQL, not a select builder: a builder's plugins would see it as a statement of its own.
            sql<{ product_id: number }>`(select product_id from stock_items
              where product_id in (${sql.join(wanted.map(([id]) => id))})
              order by product_id for update)`.as('locked'),
            values,
          ])
          .whereRef('stock_items.product_id', '=', 'locked.product_id')
      : trx.updateTable('stock_items').from(values);
  const updated = await update
    .set((eb) => ({
      qty: eb('stock_items.qty', '-', eb.ref('wanted.column2')),
      is_in_stock: eb
        .case()
        .when(
          eb.or([
            eb('stock_items.manage_stock', '=', 0),
            eb('stock_items.backorders', '=', 1),
            eb('stock_items.qty', '>', eb.ref('wanted.column2')),
          ]),
        )
        .then(eb.ref('stock_items.is_in_stock'))
        .else(0)
        .end(),
    }))
    .whereRef('stock_items.product_id', '=', 'wanted.column1')
    .where((eb) =>
      eb.or([
        eb('stock_items.manage_stock', '=', 0),
        eb('stock_items.backorders', '=', 1),
        eb.and([
          eb('stock_items.is_in_stock', '=', 1),
          eb('stock_items.qty', '>=', eb.ref('wanted.column2')),
        ]),
      ]),
    )
    .returning(['stock_items.product_id', 'stock_items.is_in_stock'])
    .execute();
  const after = new Map(updated.map((row) => [row.product_id, row.is_in_stock]));
  for (const [id] of wanted) {
    const inStock = after.get(id);
    if (inStock === undefined) taken.short.push(id);
    else if (inStock === 0) taken.soldOut.push(id);
  }
  return taken;
}

/** Takes `qty` pieces of one product inside the transaction of an order or its edit (reserveStocks). */
export async function reserveStock(
  trx: Transaction<Database>,
  productId: number,
  qty: number,
): Promise<'short' | 'in-stock' | 'sold-out'> {
  const { short, soldOut } = await reserveStocks(trx, new Map([[productId, qty]]));
  return short.length > 0 ? 'short' : soldOut.length > 0 ? 'sold-out' : 'in-stock';
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
