import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/**
 * When an order was last shipped and delivered, from its timeline's status steps (decision 0022): what a return
 * window starts from (decision 0054). Null when the order never took the step.
 */
export async function orderDeliveryTimes(
  trx: Db | Transaction<Database>,
  orderId: number,
): Promise<{ shippedAt: string | null; deliveredAt: string | null }> {
  const rows = await trx
    .selectFrom('order_events')
    .select(['to_status', (eb) => eb.fn.max('created_at').as('at')])
    .where('order_id', '=', orderId)
    .where('type', '=', 'status')
    .where('to_status', 'in', ['shipped', 'delivered'])
    .groupBy('to_status')
    .execute();
  const at = (status: string) => rows.find((r) => r.to_status === status)?.at ?? null;
  return { shippedAt: at('shipped'), deliveredAt: at('delivered') };
}
