import type { AdminOrderDto } from '@hemma/contract';
import { NotFoundError } from '../../errors.ts';
import type { OrderAdminContext } from './order-admin-context.ts';
import { editRefunds } from '../../modules/order/edit-refund-repository.ts';
import { presentAdminOrder } from './present-admin-order.ts';
import { openEditRefunds } from './present-edit-refunds.ts';

/** GET /api/admin/orders/:id: the order with its lines, totals, addresses, payment, shipment and timeline. */
export async function getAdminOrder(context: OrderAdminContext, id: number): Promise<AdminOrderDto> {
  const order = await context.admin.findById(id);
  if (!order) throw new NotFoundError(`No order ${id}`);
  const [items, events, payment, shipments, balancePayments, failedRefunds] = await Promise.all([
    context.orders.items(order.id),
    context.admin.events(order.id),
    context.payments.findByOrder(order.id),
    context.shipments.ofOrders([order.id]),
    context.payments.findBalancePayments(order.id),
    editRefunds.unsettled(context.db, order.id),
  ]);
  const refundsSince = failedRefunds.length > 0 ? await editRefunds.orderRefunds(context.db, order.id) : [];
  return presentAdminOrder(
    order,
    items,
    events,
    payment ?? null,
    context.hostedPayments?.testMode ?? false,
    shipments.get(order.id) ?? [],
    balancePayments,
    openEditRefunds(failedRefunds, refundsSince),
  );
}
