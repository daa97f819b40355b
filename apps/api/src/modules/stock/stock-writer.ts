import type { Db } from '../../db/database.ts';
import type { StockRow } from './stock-repository.ts';

export type StockFields = Omit<StockRow, 'product_id'>;

/** Writes of stock records by the back office; `db` may be a transaction. Orders take stock with reserveStock. */
export function createStockWriter(db: Db) {
  return {
    async find(productId: number): Promise<StockRow | undefined> {
      return db.selectFrom('stock_items').selectAll().where('product_id', '=', productId).executeTakeFirst();
    },

    /** Sets the whole record, creating it when the product has none. */
    async put(productId: number, fields: StockFields): Promise<void> {
      const updated = await db
        .updateTable('stock_items')
        .set(fields)
        .where('product_id', '=', productId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0)
        await db
          .insertInto('stock_items')
          .values({ ...fields, product_id: productId })
          .execute();
    },

    /**
     * Sets some fields of an existing record; with `expectedQty`, only while the quantity is still what the editor
     * read (orders move it all the time). False when nothing was changed for that reason or for lack of a record.
     */
    async patch(productId: number, fields: Partial<StockFields>, expectedQty?: number): Promise<boolean> {
      let query = db.updateTable('stock_items').set(fields).where('product_id', '=', productId);
      if (expectedQty !== undefined) query = query.where('qty', '=', expectedQty);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async delete(productIds: readonly number[]): Promise<void> {
      if (productIds.length > 0)
        await db
          .deleteFrom('stock_items')
          .where('product_id', 'in', [...productIds])
          .execute();
    },
  };
}

export type StockWriter = ReturnType<typeof createStockWriter>;
