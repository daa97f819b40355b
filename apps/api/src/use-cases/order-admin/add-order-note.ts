import type { AdminOrderDto } from '@hemma/contract';
import { NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { addOrderEvent } from '../../modules/order/order-repository.ts';
import { getAdminOrder } from './get-order.ts';
import type { OrderAdminContext } from './order-admin-context.ts';

/** POST /api/admin/orders/:id/notes: a staff note in the order's timeline (the customer never sees it). */
export async function addOrderNote(
  context: OrderAdminContext,
  actor: AuditActor,
  id: number,
  note: string,
): Promise<AdminOrderDto> {
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    const order = await context.admin.findById(id, trx);
    if (!order) throw new NotFoundError(`No order ${id}`);
    await addOrderEvent(trx, { order_id: id, type: 'note', note, staff_email: actor.email, created_at: now });
    await recordAudit(
      trx,
      actor,
      {
        action: 'order.note',
        entityType: 'order',
        entityId: id,
        summary: `Note on order ${order.increment_id}`,
        after: { note },
      },
      now,
    );
  });
  return getAdminOrder(context, id);
}
