import { formatPrice } from '@hemma/commerce';
import { recordAudit } from '../../modules/audit/audit-repository.ts';
import { addOrderEvent } from '../../modules/order/order-repository.ts';
import type { PaymentSessionRow } from '../../modules/payment/payment-repository.ts';
import type { CheckoutState } from '../../modules/payment/stripe-gateway.ts';
import type { CheckoutContext } from '../cart/checkout-context.ts';

/**
 * Stripe's "paid" for a payment of the difference that was closed here already (expired: an edit or a cancellation
 * changed what is due, decision 0060, addendum 4). Nobody owes that money any more, so it is not dropped either: it
 * is refunded in full through Stripe under a key of its own (`late-<payment>`, the same refund when Stripe's word is
 * delivered again), the payment moves expired → refunded once, with a timeline entry and an audit record. When
 * Stripe refuses the refund the error is thrown: the webhook answers 5xx and Stripe delivers its word again.
 */
export async function refundLateBalance(
  context: CheckoutContext,
  session: PaymentSessionRow,
  orderId: number,
  checkout: CheckoutState,
): Promise<void> {
  const stripe = context.hostedPayments;
  const intent = checkout.paymentIntent ?? session.provider_payment_id;
  const amount = formatPrice(session.amount, 'sv-SE', session.currency);
  if (!stripe || !intent) {
    context.log.error(
      `Stripe paid closed balance payment ${session.id} (${amount}) with no payment intent to refund`,
    );
    return;
  }
  await stripe.refund(intent, session.amount, `late-${session.id}`);
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    const moved = await context.payments.transition(
      session.id,
      ['expired'],
      'refunded',
      { provider_payment_id: intent, refunded_amount: session.amount, updated_at: now },
      trx,
    );
    if (!moved) return;
    const note =
      `Mellanskillnaden ${amount} betalades hos Stripe efter att betalningen stängts (betalning ${session.id}): ` +
      'den är återbetald i sin helhet';
    await addOrderEvent(trx, { order_id: orderId, type: 'note', note, created_at: now });
    await recordAudit(
      trx,
      { id: null, email: 'Stripe' },
      {
        action: 'order.balance_late_refund',
        entityType: 'order',
        entityId: orderId,
        summary: note,
        before: { payment: session.id, status: 'expired' },
        after: { payment: session.id, status: 'refunded', refunded: session.amount },
      },
      now,
    );
  });
}
