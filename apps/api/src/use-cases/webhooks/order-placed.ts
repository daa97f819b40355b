import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { raiseWebhookEvent, webhookEventWanted } from './raise-webhook-event.ts';
import { raiseStockLowAfterSale } from './stock-low.ts';

/**
 * The webhook events of a new order, in its own transaction (decision 0052), so they exist exactly when the order
 * does: `order.created`; `order.paid` when it was placed paid (a paid method, a payment session that stands); and
 * `stock.low` for each product the sale (product id → pieces taken) took to its low-stock level. The order's payment
 * status is the caller's (it just wrote it): reading the order back would hold the transaction a round trip longer.
 */
export async function raiseOrderPlaced(
  trx: Transaction<Database>,
  orderId: number,
  taken: ReadonlyMap<number, number>,
  now: Date,
  paymentStatus: string,
): Promise<void> {
  const order = { kind: 'order', id: orderId } as const;
  await raiseWebhookEvent(trx, 'order.created', order, now);
  if (paymentStatus === 'paid' && (await webhookEventWanted(trx, 'order.paid')))
    await raiseWebhookEvent(trx, 'order.paid', order, now);
  await raiseStockLowAfterSale(trx, taken, now);
}
