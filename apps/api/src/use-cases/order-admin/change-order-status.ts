import type { AdminOrderDto, OrderStatusInput } from '@hemma/contract';
import { checkOrderTransition } from '@hemma/commerce';
import { AppError, InputError, NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { addOrderEvent, type OrderRow } from '../../modules/order/order-repository.ts';
import { getAdminOrder } from './get-order.ts';
import type { OrderAdminContext } from './order-admin-context.ts';
import { recordCancellation } from './cancel-order.ts';
import { shipRemainingLines } from './ship-lines.ts';

const audited = (order: OrderRow) => ({
  status: order.status,
  carrier: order.carrier,
  tracking_number: order.tracking_number,
});

/**
 * POST /api/admin/orders/:id/status: moves an order along new → processing → shipped → delivered, or cancels it
 * while it is new or processing (decision 0022). One transaction holds the change, what cancelling undoes (stock,
 * coupon use, loyalty points), the timeline entry and the audit entry; an illegal step is 409 with its reason.
 * The customer's mail when the order ships or is cancelled is written to the mail outbox in the same transaction.
 */
export async function changeOrderStatus(
  context: OrderAdminContext,
  actor: AuditActor,
  id: number,
  input: OrderStatusInput,
): Promise<AdminOrderDto> {
  const now = context.now().toISOString();
  const order = await context.db.transaction().execute(async (trx) => {
    const before = await context.admin.findById(id, trx);
    if (!before) throw new NotFoundError(`No order ${id}`);
    const check = checkOrderTransition(before.status, input.status, {
      needsShipping: before.shipping_address !== null,
      carrier: input.carrier,
      trackingNumber: input.tracking_number,
    });
    if (!check.ok)
      throw check.code === 'illegal'
        ? new AppError(409, check.reason)
        : new InputError(`${check.field}: ${check.reason}`);
    const after = await context.admin.changeStatus(trx, id, before.status, {
      status: input.status,
      ...(input.status === 'shipped'
        ? { carrier: input.carrier ?? null, tracking_number: input.tracking_number ?? null }
        : {}),
      updated_at: now,
    });
    if (!after) throw new AppError(409, 'The order was changed by someone else since you opened it — reload');
    if (after.status === 'cancelled') {
      await recordCancellation(context, trx, { before, after, actor, now }, { note: input.note });
      return after;
    }
    await addOrderEvent(trx, {
      order_id: id,
      type: 'status',
      from_status: before.status,
      to_status: after.status,
      note: input.note ?? null,
      staff_email: actor.email,
      created_at: now,
    });
    await recordAudit(
      trx,
      actor,
      {
        action: 'order.status',
        entityType: 'order',
        entityId: id,
        summary: `Order ${after.increment_id}: ${before.status} → ${after.status}`,
        before: audited(before),
        after: audited(after),
      },
      now,
    );
    if (after.status === 'shipped') await shipRemainingLines(context, trx, { before, after, actor, now });
    return after;
  });
  context.outbox.kick();
  return getAdminOrder(context, order.id);
}
