import type { AdminOrderDto } from '@hemma/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { createOrderAdminRepository } from '../../modules/order/order-admin-repository.ts';
import { createOrderRepository } from '../../modules/order/order-repository.ts';
import { createPaymentRepository } from '../../modules/payment/payment-repository.ts';
import { presentAdminOrder } from './present-admin-order.ts';

/**
 * An order as GET /api/admin/orders/:id answers it, read in the caller's transaction: the `data` of the order.*
 * webhook events (decision 0052). Its reads go one after the other, as a transaction's connection takes them.
 */
export async function presentOrderForWebhook(
  executor: Transaction<Database> | Db,
  orderId: number,
  stripeTestMode: boolean,
): Promise<AdminOrderDto | null> {
  const order = await createOrderAdminRepository(executor).findById(orderId, executor);
  if (!order) return null;
  const items = await createOrderRepository(executor).items(orderId, executor);
  const events = await createOrderAdminRepository(executor).events(orderId);
  const payment = await createPaymentRepository(executor).findByOrder(orderId);
  return presentAdminOrder(order, items, events, payment ?? null, stripeTestMode);
}
