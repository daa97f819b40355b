import { randomUUID } from 'node:crypto';
import { formatPrice, shopLocaleOf, type Ore } from '@hemma/commerce';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { enqueueOrderMail } from '../../modules/mail/outbox-repository.ts';
import type { OrderNoticeModel } from '../../modules/mail/templates/order-notice.ts';
import { addOrderEvent, type OrderRow } from '../../modules/order/order-repository.ts';
import { refundOrderPayment, refusedByProvider } from '../payment/order-payment.ts';
import type { PaymentContext } from '../payment/payment-context.ts';
import type { OrderAdminContext } from '../order-admin/order-admin-context.ts';

/** What the change mail says of the difference (decision 0055, 0060). */
export type ChangeMailDifference = Extract<OrderNoticeModel, { kind: 'changed' }>['difference'];

/** The change mail of an edit, to be sent once its refund's outcome is known. */
export interface ChangedMail {
  order: OrderRow;
  render: (difference: ChangeMailDifference) => { subject: string; text: string; html: string };
}

/**
 * After an edit lowering a paid order has committed (decision 0060, second addendum): the difference is refunded
 * through the order's payments under the claim the edit took, then the change mail is written — "we are paying X
 * back" when the provider accepted, "X could not be paid back automatically yet" when it refused. A refusal leaves
 * the edit made (the order is what the owner asked for) and is recorded where the owner sees it: the timeline's
 * "Återbetalning nekad …" and the audit log (`order.payment_refund_refused`); the panel shows the amount still to
 * refund, and the owner refunds it from there when the provider allows. An attempt without an answer is asked again
 * under the same id; still without one it is "Återbetalning utan svar" (`order.payment_refund_unanswered`): the money
 * may have gone back, so the owner is told to look at the provider before refunding again.
 */
export async function refundEditDifference(
  context: OrderAdminContext,
  payments: PaymentContext,
  actor: AuditActor,
  mail: ChangedMail,
  refund: { amount: Ore; held: string },
): Promise<void> {
  const { order } = mail;
  const refundId = `edit-${randomUUID()}`;
  let failure: { reason: string; refused: boolean } | null = null;
  // A refund whose answer was lost (a timeout, a 5xx) is asked once more under the same id: the provider answers a
  // key it has seen with what it did, so it is never paid twice, and most such losses end here.
  for (let asked = 0; asked < 2; asked++) {
    try {
      await refundOrderPayment(payments, order.id, { amount: refund.amount, refundId }, actor, refund.held);
      failure = null;
      break;
    } catch (error) {
      failure = {
        reason: error instanceof Error ? error.message : String(error),
        refused: refusedByProvider(error),
      };
      if (failure.refused) break;
    }
  }
  const refusal = failure?.reason ?? null;
  if (failure) context.log.error(`Order ${order.increment_id} edited, its refund failed: ${failure.reason}`);
  const amount = formatPrice(refund.amount, shopLocaleOf(order.locale), order.currency);
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    if (refusal) {
      const owed = formatPrice(refund.amount, 'sv-SE', order.currency);
      // Without an answer the money may have gone back: refunding it again from the panel could pay it twice.
      const note = failure?.refused
        ? `Återbetalning nekad: ${owed} efter ändringen kunde inte betalas tillbaka (${refusal}) – återbetala från ` +
          'betalningspanelen'
        : `Återbetalning utan svar: om ${owed} efter ändringen betalades tillbaka vet vi inte (${refusal}) – ` +
          'se efter hos betalningsleverantören innan du återbetalar från betalningspanelen';
      await addOrderEvent(trx, {
        order_id: order.id,
        type: 'note',
        note,
        staff_email: actor.email,
        created_at: now,
      });
      await recordAudit(
        trx,
        actor,
        {
          action: failure?.refused ? 'order.payment_refund_refused' : 'order.payment_refund_unanswered',
          entityType: 'order',
          entityId: order.id,
          summary: note,
          before: null,
          after: { refund_due: formatPrice(refund.amount, 'sv-SE', order.currency), reason: refusal },
        },
        now,
      );
    }
    await enqueueOrderMail(
      trx,
      'order_changed',
      order,
      mail.render({ kind: refusal ? 'refund_later' : 'refund', amount }),
      new Date(now),
    );
  });
  context.outbox.kick();
}
