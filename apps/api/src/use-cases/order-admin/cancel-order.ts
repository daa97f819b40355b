import { formatPrice, shopLocaleOf } from '@hemma/commerce';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { addOrderEvent, type OrderRow } from '../../modules/order/order-repository.ts';
import type { OrderAdminContext } from './order-admin-context.ts';
import { enqueueOrderStatusMail } from './order-status-mail.ts';
import { undoOrder } from '../order/undo-order.ts';
import { raiseWebhookEvent } from '../webhooks/raise-webhook-event.ts';

/** How the payment of a cancelled order goes back, when the shop does it at once (the shopper's cancel). */
export type PaymentBack =
  | { kind: 'refund'; amount: number; currency: string }
  /** An authorization released; `refund` what the difference paid (decision 0060), refunded with it. */
  | { kind: 'void'; refund?: { amount: number; currency: string } }
  | null;

/**
 * The moment an order is cancelled (decisions 0022, 0055) — by the back office's status change or by the shopper —
 * inside the transaction that moved its status: what cancelling undoes (stock, coupon use, loyalty points), the
 * timeline entry, the audit record, the customer's mail in the outbox and the webhook `order.cancelled` (decision
 * 0052).
 */
export async function recordCancellation(
  context: OrderAdminContext,
  trx: Transaction<Database>,
  change: { before: OrderRow; after: OrderRow; actor: AuditActor; now: string },
  options: { note?: string | undefined; byCustomer?: boolean; paymentBack?: PaymentBack } = {},
): Promise<void> {
  const { before, after, actor, now } = change;
  const undone = await undoOrder(context, trx, after, now, Boolean(options.paymentBack));
  await addOrderEvent(trx, {
    order_id: after.id,
    type: 'status',
    from_status: before.status,
    to_status: after.status,
    note:
      [options.byCustomer ? 'Avbruten av kunden i Mina sidor.' : null, options.note, ...undone]
        .filter(Boolean)
        .join('\n') || null,
    staff_email: options.byCustomer ? null : actor.email,
    created_at: now,
  });
  await recordAudit(
    trx,
    actor,
    {
      action: options.byCustomer ? 'order.customer_cancel' : 'order.status',
      entityType: 'order',
      entityId: after.id,
      summary: `Order ${after.increment_id}: ${before.status} → ${after.status}`,
      before: { status: before.status, carrier: before.carrier, tracking_number: before.tracking_number },
      after: {
        status: after.status,
        carrier: after.carrier,
        tracking_number: after.tracking_number,
        ...(undone.length > 0 ? { undone } : {}),
      },
    },
    now,
  );
  const back = options.paymentBack;
  await enqueueOrderStatusMail(trx, context, after, 'cancelled', {
    paymentBack:
      back?.kind === 'refund'
        ? { kind: 'refund', amount: formatPrice(back.amount, shopLocaleOf(after.locale), back.currency) }
        : back?.kind === 'void'
          ? {
              kind: 'void',
              ...(back.refund
                ? {
                    refund: formatPrice(back.refund.amount, shopLocaleOf(after.locale), back.refund.currency),
                  }
                : {}),
            }
          : null,
  });
  await raiseWebhookEvent(trx, 'order.cancelled', { kind: 'order', id: after.id }, new Date(now));
}
