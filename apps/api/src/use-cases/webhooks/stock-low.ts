import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { createStockRepository } from '../../modules/stock/stock-repository.ts';
import { raiseWebhookEvent, webhookEventWanted } from './raise-webhook-event.ts';

interface StockLevel {
  qty: number;
  low_stock_qty: number;
  manage_stock: number;
}

/** Whether a change took a stock-managed product from above its low-stock level to at or below it. */
export function becameLow(
  before: StockLevel | null | undefined,
  after: StockLevel | null | undefined,
): boolean {
  if (!after || after.manage_stock !== 1 || Number(after.qty) > after.low_stock_qty) return false;
  return !before || before.manage_stock !== 1 || Number(before.qty) > before.low_stock_qty;
}

/**
 * After a sale took stock (product id → pieces taken), in its transaction: a `stock.low` event for each product the
 * sale took to or below its low-stock level. Reads nothing when no endpoint wants the event.
 */
export async function raiseStockLowAfterSale(
  executor: Transaction<Database> | Db,
  taken: ReadonlyMap<number, number>,
  now: Date,
): Promise<void> {
  if (taken.size === 0 || !(await webhookEventWanted(executor, 'stock.low'))) return;
  for (const row of await createStockRepository(executor).withSkus([...taken.keys()])) {
    const before = { ...row, qty: Number(row.qty) + (taken.get(row.product_id) ?? 0) };
    if (becameLow(before, row))
      await raiseWebhookEvent(executor, 'stock.low', { kind: 'stock', id: row.product_id }, now);
  }
}
