import { randomUUID } from 'node:crypto';
import { formatPrice, shopLocaleOf, type Ore } from '@hemma/commerce';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { enqueueOrderMail } from '../../modules/mail/outbox-repository.ts';
import { renderOrderNotice, type OrderNoticeModel } from '../../modules/mail/templates/order-notice.ts';
import { editRefunds, type EditRefundRow } from '../../modules/order/edit-refund-repository.ts';
import { addOrderEvent, type OrderRow } from '../../modules/order/order-repository.ts';
import { refundOrderPayment, refusedByProvider } from '../payment/order-payment.ts';
import { leftToRefund, orderPayments, refundedUnder } from '../payment/order-refund.ts';
import type { PaymentContext } from '../payment/payment-context.ts';

type ChangedModel = Extract<OrderNoticeModel, { kind: 'changed' }>;
/** What the change mail says of the difference (decision 0055, 0060). */
export type ChangeMailDifference = ChangedModel['difference'];
/** The change mail of an edit without what it says of the difference: kept with the refund the edit owes. */
export type ChangedMailModel = Omit<ChangedModel, 'difference'>;

/**
 * In the edit's transaction (decision 0060, addendum 4): the refund the edit owes, `due`, with its change mail's
 * content, so that what follows the commit — the refund and the mail — can be finished by a work round when the
 * process stops before it does.
 */
export function recordEditRefund(
  trx: Transaction<Database>,
  actor: AuditActor,
  order: OrderRow,
  amount: Ore,
  mail: ChangedMailModel,
  now: string,
): Promise<EditRefundRow> {
  return editRefunds.add(trx, {
    order_id: order.id,
    refund_id: `edit-${randomUUID()}`,
    amount,
    mail: JSON.stringify(mail),
    staff_id: actor.id,
    staff_email: actor.email,
    created_at: now,
  });
}

/** What was refunded and what not, and why: a part refused by one payment's provider leaves the others' parts. */
interface Outcome {
  refunded: Ore;
  failure: { reason: string; refused: boolean } | null;
}

/** Asks the providers for the refund under its id: once more under the same id when an answer was lost. */
async function askRefund(payments: PaymentContext, row: EditRefundRow, held: string): Promise<Outcome> {
  const actor: AuditActor = { id: row.staff_id, email: row.staff_email };
  let failure: Outcome['failure'] = null;
  // A refund whose answer was lost (a timeout, a 5xx) is asked once more under the same id: the provider answers a
  // key it has seen with what it did, so it is never paid twice, and most such losses end here.
  for (let asked = 0; asked < 2; asked++) {
    try {
      await refundOrderPayment(
        payments,
        row.order_id,
        { amount: row.amount, refundId: row.refund_id },
        actor,
        held,
      );
      return { refunded: row.amount, failure: null };
    } catch (error) {
      failure = {
        reason: error instanceof Error ? error.message : String(error),
        refused: refusedByProvider(error),
      };
      if (failure.refused) break;
    }
  }
  // The parts made under the refund id stay made: the order's own payment may have refunded its part before a
  // payment of a raised difference refused the rest.
  const own = await payments.payments.findByOrder(row.order_id);
  const done = own ? await refundedUnder(payments, await orderPayments(payments, own), row.refund_id) : null;
  return { refunded: Math.min(done?.amount ?? 0, row.amount), failure };
}

/**
 * After an edit lowering a paid order has committed (decision 0060, second addendum and addendum 4): the difference
 * is refunded through the order's payments under the refund id and claim the edit took, then the refund moves from
 * `due` to what happened, once, with the change mail — "we are paying X back" when the provider accepted, "X could not
 * be paid back automatically yet" (with what was) when not. A refusal leaves the edit made (the order is what the owner
 * asked for) and is recorded where the owner sees it: the order page's banner, the timeline's "Återbetalning nekad …"
 * naming the refused part (and the refunded one) and the audit log (`order.payment_refund_refused`). An attempt without
 * an answer is "Återbetalning utan svar" (`order.payment_refund_unanswered`): the money may have gone back, so the
 * owner is told to look at the provider before refunding again. The work round (finishStaleEditRefunds) calls this too.
 */
export async function finishEditRefund(
  payments: PaymentContext,
  row: EditRefundRow,
  held: string,
): Promise<void> {
  const order = await payments.orders.findById(row.order_id);
  if (!order) return;
  if (order.status === 'cancelled' && (await leftToRefund(payments, order.id)) === 0) {
    // Cancelled before this refund was made (its edit's process stopped), and the cancellation paid back all that
    // was left on the order's payments, this part with it; its mail told the shopper. Nothing is asked or owed. A
    // cancellation that paid nothing back (the owner's status step) leaves it to be asked as any other.
    const settledAt = payments.now().toISOString();
    await payments.db.transaction().execute((trx) =>
      editRefunds.settle(trx, row.id, {
        state: 'refunded',
        refunded: 0,
        reason: 'Ordern avbröts innan: avbokningens återbetalning tog med beloppet',
        settled_at: settledAt,
      }),
    );
    return;
  }
  const { refunded, failure } = await askRefund(payments, row, held);
  if (failure)
    payments.log.error(
      `Order ${order.increment_id} edited, its refund ${row.refund_id} failed: ${failure.reason}`,
    );
  const locale = shopLocaleOf(order.locale);
  const shopper = (ore: Ore) => formatPrice(ore, locale, order.currency);
  const owner = (ore: Ore) => formatPrice(ore, 'sv-SE', order.currency);
  const now = payments.now().toISOString();
  const actor: AuditActor = { id: row.staff_id, email: row.staff_email };
  const missing = row.amount - refunded;
  const outcome = !failure ? 'refunded' : failure.refused ? 'refused' : 'unanswered';
  await payments.db.transaction().execute(async (trx) => {
    const moved = await editRefunds.settle(trx, row.id, {
      state: outcome,
      refunded,
      reason: failure?.reason ?? null,
      settled_at: now,
    });
    if (!moved) return; // the edit's own process or another round finished it
    if (failure) {
      const part = refunded > 0 ? ` av ${owner(row.amount)} (${owner(refunded)} är återbetalt)` : '';
      // Without an answer the money may have gone back: refunding it again from the panel could pay it twice.
      const note = failure.refused
        ? `Återbetalning nekad: ${owner(missing)}${part} efter ändringen kunde inte betalas tillbaka ` +
          `(${failure.reason}) – återbetala från betalningspanelen`
        : `Återbetalning utan svar: om ${owner(missing)}${part} efter ändringen betalades tillbaka vet vi inte ` +
          `(${failure.reason}) – se efter hos betalningsleverantören innan du återbetalar från betalningspanelen`;
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
          action: failure.refused ? 'order.payment_refund_refused' : 'order.payment_refund_unanswered',
          entityType: 'order',
          entityId: order.id,
          summary: note,
          before: null,
          after: {
            refund_due: owner(missing),
            refunded: owner(refunded),
            refund_id: row.refund_id,
            reason: failure.reason,
          },
        },
        now,
      );
    }
    const model = JSON.parse(row.mail) as ChangedMailModel;
    const difference: ChangeMailDifference = failure
      ? {
          kind: 'refund_later',
          amount: shopper(missing),
          ...(refunded > 0 ? { refunded: shopper(refunded) } : {}),
        }
      : { kind: 'refund', amount: shopper(row.amount) };
    await enqueueOrderMail(
      trx,
      'order_changed',
      order,
      renderOrderNotice({ ...model, difference }),
      new Date(now),
    );
  });
  payments.checkout.outbox.kick();
}

/**
 * A refund from the payment panel while an edit's refund is still `due` (its process is asking the provider, or
 * stopped before the answer and is finished by the work round): 409, since the panel would pay the same difference
 * a second time (decision 0060, addendum 5).
 */
export async function refuseWhileEditRefundDue(payments: PaymentContext, orderId: number): Promise<void> {
  const due = await editRefunds.dueOf(payments.db, orderId);
  if (due.length === 0) return;
  const order = await payments.orders.findById(orderId);
  const sum = due.reduce((total, row) => total + row.amount, 0);
  throw new AppError(
    409,
    `An edit's refund of ${formatPrice(sum, 'sv-SE', order?.currency ?? 'SEK')} to this order is still being made: ` +
      "wait a few minutes for it (the edits' work round finishes it), then reload the order and refund what is left",
  );
}
