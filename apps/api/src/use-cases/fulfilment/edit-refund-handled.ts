import { formatPrice } from '@hemma/commerce';
import type { AdminOrderDto } from '@hemma/contract';
import { AppError, NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { editRefunds } from '../../modules/order/edit-refund-repository.ts';
import { addOrderEvent } from '../../modules/order/order-repository.ts';
import { getAdminOrder } from '../order-admin/get-order.ts';
import type { OrderAdminContext } from '../order-admin/order-admin-context.ts';

/**
 * POST /api/admin/orders/:id/edit-refunds/:refund/handled (decision 0060, addendum 4): the owner says an edit's
 * refused or unanswered refund needs nothing more from the shop — Stripe's dashboard shows it was paid back after
 * all, or it was paid back outside the shop — and its banner goes. In the timeline and the audit log; 409 when the
 * refund is not one still open (handled already, or it was refunded), 404 for an unknown order.
 */
export async function markEditRefundHandled(
  context: OrderAdminContext,
  actor: AuditActor,
  orderId: number,
  refundRowId: number,
): Promise<AdminOrderDto> {
  const order = await context.admin.findById(orderId);
  if (!order) throw new NotFoundError(`No order ${orderId}`);
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    const row = await editRefunds.markHandled(trx, orderId, refundRowId, actor.email, now);
    if (!row)
      throw new AppError(
        409,
        `Order ${order.increment_id} has no refused or unanswered refund ${refundRowId} left to handle: reload the order`,
      );
    const owed = formatPrice(row.amount - row.refunded, 'sv-SE', order.currency);
    const note = `Återbetalningen efter ändringen (${owed}, ${row.state === 'refused' ? 'nekad' : 'utan svar'}) markerad som hanterad`;
    await addOrderEvent(trx, {
      order_id: orderId,
      type: 'note',
      note,
      staff_email: actor.email,
      created_at: now,
    });
    await recordAudit(
      trx,
      actor,
      {
        action: 'order.edit_refund_handled',
        entityType: 'order',
        entityId: orderId,
        summary: note,
        before: { state: row.state, owed },
        after: { handled_by: actor.email },
      },
      now,
    );
  });
  return getAdminOrder(context, orderId);
}
