import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { StockFields } from './stock-writer.ts';

/** Rows per statement: 2 bound values a row, far below SQLite's and PostgreSQL's bound-variable limits. */
const BATCH = 1000;

export interface StockLevel {
  product_id: number;
  qty: number;
  manage_stock: number;
  backorders: number;
  low_stock_qty: number;
}

function* batches<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/**
 * Stock writes of many products at once (the bulk stock call, decision 0051); `db` is the call's transaction. One
 * statement per 1 000 rows instead of one per row: 10 000 rows are 10 updates.
 */
export function createBulkStockWriter(db: Db) {
  return {
    async levels(productIds: readonly number[]): Promise<StockLevel[]> {
      const found: StockLevel[] = [];
      for (const ids of batches(productIds, BATCH))
        found.push(
          ...(await db
            .selectFrom('stock_items')
            .select(['product_id', 'qty', 'manage_stock', 'backorders', 'low_stock_qty'])
            .where('product_id', 'in', ids)
            .execute()),
        );
      return found.map((row) => ({ ...row, qty: Number(row.qty) }));
    },

    /**
     * Sets the quantity of existing records; a managed record is in stock again with a quantity (or backorders) and
     * out of it at zero, as an order that sells the last piece leaves it.
     */
    async setQuantities(rows: readonly { productId: number; qty: number }[]): Promise<void> {
      for (const part of batches(rows, BATCH)) {
        const values = sql.join(
          part.map((row) => sql`(cast(${row.productId} as integer), cast(${row.qty} as integer))`),
        );
        await sql`update stock_items set qty = v.column2,
            is_in_stock = case when stock_items.manage_stock = 0 then stock_items.is_in_stock
              when v.column2 > 0 or stock_items.backorders = 1 then 1 else 0 end
          from (values ${values}) as v
          where stock_items.product_id = v.column1`.execute(db);
      }
    },

    /** Creates records for products that had none. */
    async insert(rows: readonly (StockFields & { product_id: number })[]): Promise<void> {
      for (const part of batches(rows, 200)) await db.insertInto('stock_items').values(part).execute();
    },
  };
}
