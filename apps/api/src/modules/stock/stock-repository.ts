import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { StockItemTable } from '../../db/schema.ts';

export type StockRow = Selectable<StockItemTable>;

/** Stock levels per product. */
export function createStockRepository(db: Db) {
  return {
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
