import { formatPrice } from '@hemma/commerce';
import { InputError, NotFoundError } from '../../errors.ts';
import { addOrderEvent } from '../../modules/order/order-repository.ts';
import type { PaymentSessionRow, PaymentStatus } from '../../modules/payment/payment-repository.ts';
import type { CheckoutState, DisputeState, StripeNotice } from '../../modules/payment/stripe-gateway.ts';
import type { CheckoutContext } from '../cart/checkout-context.ts';
import { outcomeOf, readDetail, settleHostedPayment } from '../order/hosted-payments.ts';
import { balanceOrderId } from './balance-settlement.ts';
import { applyBalanceCheckout } from './stripe-balance.ts';

export interface StripeEventOutcome {
  received: true;
  /** The event was handled before (a redelivery or a replay): nothing was done again. */
  duplicate: boolean;
  type: string;
  /** The payment the event moved, and its state now; null for an event the shop does not act on. */
  payment_id: string | null;
  status: PaymentStatus | null;
}

/**
 * POST /api/ext/payment/callbacks/stripe (decision 0050): a Stripe webhook. Its `Stripe-Signature` must hold over the
 * bytes as sent (HMAC-SHA256 of `timestamp.payload`, timestamp within 5 minutes), else 400 and nothing changes. Each
 * event id is handled once; events may come in any order, since every move is conditional on the state it leaves.
 */
export async function receiveStripeEvent(
  context: CheckoutContext,
  payload: Buffer | string,
  signature: string | undefined,
): Promise<StripeEventOutcome> {
  const stripe = context.hostedPayments;
  if (!stripe)
    throw new NotFoundError('This shop takes no payments through Stripe (no HEMMA_STRIPE_SECRET_KEY)');
  if (!signature) throw new InputError('Stripe-Signature: the header is missing: only Stripe may call this');
  let notice: StripeNotice;
  try {
    notice = stripe.verifyEvent(payload, signature, context.now());
  } catch (error) {
    throw new InputError(`Stripe-Signature: ${error instanceof Error ? error.message : String(error)}`);
  }
  const answer = { received: true as const, type: notice.type };
  if (await context.payments.eventSeen(notice.id))
    return { ...answer, duplicate: true, payment_id: null, status: null };
  let moved: PaymentSessionRow | null = null;
  if (notice.kind === 'checkout') moved = await applyCheckoutEvent(context, notice.type, notice.checkout);
  if (notice.kind === 'dispute') moved = await applyDispute(context, notice.type, notice.dispute);
  // Kept after it was applied: a failure on the way leaves it unkept, and Stripe's retry applies it then.
  await context.payments.recordEvent({
    id: notice.id,
    provider: 'stripe',
    type: notice.type,
    received_at: context.now().toISOString(),
  });
  return { ...answer, duplicate: false, payment_id: moved?.id ?? null, status: moved?.status ?? null };
}

/** The shop's payment a Checkout Session is for, when it is one of ours and matches in amount and currency. */
async function paymentOfCheckout(
  context: CheckoutContext,
  checkout: CheckoutState,
): Promise<PaymentSessionRow | null> {
  const session = checkout.paymentId ? await context.payments.find(checkout.paymentId) : undefined;
  if (!session || session.provider_reference !== checkout.id) return null;
  if (
    (checkout.amount !== null && checkout.amount !== session.amount) ||
    (checkout.currency !== null && checkout.currency !== session.currency)
  ) {
    context.log.error(
      `Stripe ${checkout.id}: ${checkout.amount} ${checkout.currency} is not payment ${session.id}'s ` +
        `${session.amount} ${session.currency}: left as it was`,
    );
    return null;
  }
  return session;
}

/**
 * Applies what Stripe says of a Checkout Session (a webhook, or its answer when asked); answers the payment now. A
 * payment of a raised order's difference settles that balance instead (decision 0060).
 */
export async function applyCheckoutState(
  context: CheckoutContext,
  session: PaymentSessionRow,
  checkout: CheckoutState,
  to: PaymentStatus | null,
): Promise<PaymentSessionRow> {
  if (balanceOrderId(session) !== null) return applyBalanceCheckout(context, session, checkout, to);
  if (checkout.paymentIntent && !session.provider_payment_id)
    await context.payments.describe(session.id, {
      provider_payment_id: checkout.paymentIntent,
      updated_at: context.now().toISOString(),
    });
  if (to === 'paid' || to === 'authorized' || to === 'failed' || to === 'expired')
    await settleHostedPayment(context, session.id, to, { paymentIntent: checkout.paymentIntent });
  return (await context.payments.find(session.id)) ?? session;
}

async function applyCheckoutEvent(context: CheckoutContext, type: string, checkout: CheckoutState) {
  const session = await paymentOfCheckout(context, checkout);
  if (!session) return null;
  const to: PaymentStatus | null =
    type === 'checkout.session.completed'
      ? outcomeOf(checkout, session.method)
      : type === 'checkout.session.async_payment_succeeded'
        ? 'paid'
        : type === 'checkout.session.async_payment_failed'
          ? 'failed'
          : type === 'checkout.session.expired'
            ? 'expired'
            : null;
  return applyCheckoutState(context, session, checkout, to);
}

/** A dispute (chargeback) Stripe reports: kept on the payment and written in the order's timeline. */
async function applyDispute(context: CheckoutContext, type: string, dispute: DisputeState) {
  const session = dispute.paymentIntent
    ? await context.payments.findByProviderPayment(dispute.paymentIntent)
    : undefined;
  if (!session) return null;
  const now = context.now().toISOString();
  const kept = {
    status: dispute.status,
    reason: dispute.reason,
    amount: dispute.amount,
    created_at: dispute.createdAt,
  };
  await context.payments.describe(session.id, {
    detail: JSON.stringify({ ...readDetail(session), dispute: kept }),
    updated_at: now,
  });
  if (session.order_id) {
    const amount = formatPrice(dispute.amount, 'sv-SE', session.currency);
    const what =
      type === 'charge.dispute.created'
        ? `Kunden har bestridit betalningen hos Stripe (${amount}, orsak: ${dispute.reason}) – svara i Stripe`
        : `Tvisten hos Stripe: ${dispute.status}`;
    await addOrderEvent(context.db, {
      order_id: session.order_id,
      type: 'note',
      note: what,
      created_at: now,
    });
  }
  return (await context.payments.find(session.id)) ?? session;
}
