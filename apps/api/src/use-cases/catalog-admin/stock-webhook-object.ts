import type { AdminStockDto } from '@hemma/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { createStockRepository } from '../../modules/stock/stock-repository.ts';
import { presentAdminStock } from './present-admin-lists.ts';

/**
 * A product's stock as PATCH /api/admin/products/:id/stock answers it, read in the caller's transaction: the `data`
 * of the stock.low webhook event (decision 0052).
 */
export async function presentStockForWebhook(
  executor: Transaction<Database> | Db,
  productId: number,
): Promise<AdminStockDto | null> {
  const [row] = await createStockRepository(executor).withSkus([productId]);
  return row ? presentAdminStock({ id: productId, sku: row.sku }, row) : null;
}
