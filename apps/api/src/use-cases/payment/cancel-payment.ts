import { formatPrice } from '@hemma/commerce';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { addOrderEvent, setOrderPaymentStatus } from '../../modules/order/order-repository.ts';
import type { PaymentSessionRow } from '../../modules/payment/payment-repository.ts';
import type { PaymentBack } from '../order-admin/cancel-order.ts';
import { refundOrderPayment } from './order-payment.ts';
import type { PaymentContext } from './payment-context.ts';
import { toProviderPayment } from './payments.ts';

/**
 * What will happen to an order's payments when it is cancelled by the shopper: paid back — what is left of its own
 * payment and of those that paid what edits raised (decision 0060) — released, or nothing.
 */
export function paymentBackOf(
  context: PaymentContext,
  session: PaymentSessionRow | undefined,
  balancePayments: readonly PaymentSessionRow[] = [],
): PaymentBack {
  if (!session || !context.providers.has(session.method)) return null;
  const leftOf = (payments: readonly PaymentSessionRow[]) =>
    payments.reduce((sum, p) => sum + (p.status === 'paid' ? p.amount - p.refunded_amount : 0), 0);
  if (session.status === 'authorized') {
    // What the difference paid is refunded after the void (returnCancelledPayment): the mail names both.
    const refunded = leftOf(balancePayments);
    return refunded > 0
      ? { kind: 'void', refund: { amount: refunded, currency: session.currency } }
      : { kind: 'void' };
  }
  const left = leftOf([session, ...balancePayments]);
  return left > 0 ? { kind: 'refund', amount: left, currency: session.currency } : null;
}

/**
 * Releases an authorization never captured (invoice, Klarna) through its provider (decision 0055): the session and
 * the order's payment state become 'voided' once, with a timeline entry and an audit record.
 */
async function voidPayment(
  context: PaymentContext,
  orderId: number,
  session: PaymentSessionRow,
  actor: AuditActor,
): Promise<void> {
  const provider = context.providers.get(session.method)!;
  await provider.void(toProviderPayment(context, session));
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    if (!(await context.payments.transition(session.id, ['authorized'], 'voided', { updated_at: now }, trx)))
      return;
    await setOrderPaymentStatus(trx, orderId, 'voided', now);
    const note = `Betalningen avbruten (${formatPrice(session.amount, 'sv-SE', session.currency)}) via ${provider.name}: inget debiteras`;
    await addOrderEvent(trx, { order_id: orderId, type: 'note', note, staff_email: null, created_at: now });
    await recordAudit(
      trx,
      actor,
      {
        action: 'order.payment_void',
        entityType: 'order',
        entityId: orderId,
        summary: note,
        before: { payment_status: session.status },
        after: { payment_status: 'voided' },
      },
      now,
    );
  });
}

/**
 * After the shopper's cancel has committed (decision 0055): the payment goes back through its provider — a paid one
 * refunded in full under the refund id `cancel-<order>` (a repeat refunds once), an authorized one voided — and so
 * does every payment of what edits raised (decision 0060, addendum: the refund reaches them after the order's own;
 * after a void, what they paid is refunded). A provider that fails leaves the order cancelled; the timeline says so,
 * so the back office can refund by hand.
 */
export async function returnCancelledPayment(
  context: PaymentContext,
  orderId: number,
  session: PaymentSessionRow | undefined,
  back: PaymentBack,
  actor: AuditActor,
): Promise<void> {
  if (!session || !back) return;
  try {
    if (back.kind === 'refund')
      await refundOrderPayment(context, orderId, { refundId: `cancel-${orderId}` }, actor);
    else {
      await voidPayment(context, orderId, session, actor);
      const balances = await context.payments.findBalancePayments(orderId);
      if (balances.some((p) => p.status === 'paid'))
        await refundOrderPayment(context, orderId, { refundId: `cancel-${orderId}` }, actor);
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    context.log.error(`Order ${orderId} cancelled, but its payment could not go back: ${reason}`);
    await addOrderEvent(context.db, {
      order_id: orderId,
      type: 'note',
      note: `Betalningen kunde inte ${back.kind === 'refund' ? 'återbetalas' : 'avbrytas'} automatiskt (${reason}) — gör det från ordersidan.`,
      staff_email: null,
      created_at: context.now().toISOString(),
    });
  }
}
