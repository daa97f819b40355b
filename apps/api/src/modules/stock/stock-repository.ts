import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, StockItemTable } from '../../db/schema.ts';

export type StockRow = Selectable<StockItemTable>;

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

    async findByProductIds(productIds: readonly number[]): Promise<Map<number, StockRow>> {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('stock_items')
        .selectAll()
        .where('product_id', 'in', [...productIds])
        .execute();
      return new Map(rows.map((r) => [r.product_id, r]));
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;

/**
 * Takes `qty` pieces of a product for an order inside the order's transaction. A single conditional UPDATE: it
 * succeeds only while enough stock is left (or the product is not stock-managed, or backorders are allowed), so
 * concurrent buyers of the last units cannot oversell — PostgreSQL re-checks the condition after the row lock,
 * SQLite runs one writer at a time. Returns false when the stock did not suffice.
 */
export async function reserveStock(
  trx: Transaction<Database>,
  productId: number,
  qty: number,
): Promise<boolean> {
  const result = await trx
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
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
