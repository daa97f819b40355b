import type { OrderRow } from './order-repository.ts';

/**
 * When an order is expected, as stored when it was placed (migration 0035): the booked day or an interval; null for
 * an order with nothing to deliver, or one placed before.
 */
export function expectedDeliveryOf(
  order: Pick<OrderRow, 'expected_delivery_from' | 'expected_delivery_to'>,
): { from: string; to: string } | null {
  const { expected_delivery_from: from, expected_delivery_to: to } = order;
  return from && to ? { from, to } : null;
}
