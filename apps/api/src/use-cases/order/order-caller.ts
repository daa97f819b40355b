import { NotFoundError } from '../../errors.ts';
import type { OrderRow } from '../../modules/order/order-repository.ts';

/** Who asks to act on an order from the storefront: a logged-in customer (the guest's order page comes later). */
export interface OrderCaller {
  customerId: number;
  email: string;
}

/**
 * "This caller may act on this order" — the one place that decides it for the shopper's own order actions (cancel,
 * decision 0055): the logged-in customer who placed it. Someone else's order, or none, is the same 404, so an order
 * number cannot be probed.
 */
export function requireOrderCaller(order: OrderRow | undefined, caller: OrderCaller, id: number): OrderRow {
  if (!order || order.customer_id === null || order.customer_id !== caller.customerId)
    throw new NotFoundError(`No order ${id}`);
  return order;
}
