import { randomBytes } from 'node:crypto';
import { shopLocaleOf } from '@hemma/commerce';
import { AppError } from '../../errors.ts';
import { orderBalances } from '../../modules/order/order-balance-repository.ts';
import type { OrderRow } from '../../modules/order/order-repository.ts';
import type { PaymentSessionRow, PaymentStatus } from '../../modules/payment/payment-repository.ts';
import {
  CHECKOUT_LIFETIME_MS,
  isStripeMethod,
  StripeCallFailed,
  type CheckoutState,
  type StripeMethod,
} from '../../modules/payment/stripe-gateway.ts';
import type { CheckoutContext } from '../cart/checkout-context.ts';
import { balancePaymentUrl } from './balance-link.ts';
import { outcomeOf, readDetail } from '../order/hosted-payments.ts';
import { balanceOrderId, newBalancePayment, recordBalancePaid } from './balance-settlement.ts';
import { refundLateBalance } from './late-balance-payment.ts';
import { stripeProviderName } from './stripe-provider.ts';

/**
 * The difference of a raised order paid through Stripe (decision 0060, second addendum): a Checkout Session of its
 * own for exactly what is due — its metadata names the balance's payment (`pays: balance`), never the order's own —
 * whose page brings the shopper back to the payment link's page. Stripe's word (its webhook, or its answer when the
 * page or the reconciliation asks) moves the payment once and settles the balance once, as the sandbox's does.
 */

/** Stripe's page names what is paid in the shopper's language. */
const LABELS = {
  sv: 'mellanskillnad efter ändring',
  en: 'difference after a change',
  de: 'Differenz nach einer Änderung',
  it: 'differenza dopo una modifica',
} as const;

/** The Stripe method the difference is paid with: taken at once (Klarna's authorization is the order's alone). */
export function stripeBalanceMethod(order: OrderRow): StripeMethod | null {
  if (!isStripeMethod(order.payment_method)) return null;
  return order.payment_method === 'stripe_swish' && order.currency === 'SEK' ? 'stripe_swish' : 'stripe_card';
}

/**
 * Opens a Checkout Session for the order's balance and ties its payment to the balance as it was read; 409 when the
 * amount changed meanwhile (the session opened for it is expired again), 502 when Stripe could not open it.
 */
export async function openStripeBalance(
  context: CheckoutContext,
  order: OrderRow,
  method: StripeMethod,
): Promise<void> {
  const stripe = context.hostedPayments;
  if (!stripe) throw new AppError(409, 'No payment provider can take the difference here: contact the shop');
  const now = context.now();
  const id = randomBytes(16).toString('hex');
  const expiresAt = new Date(now.getTime() + CHECKOUT_LIFETIME_MS + 60_000);
  // Written before Stripe is asked: a process stopping meanwhile leaves a payment the reconciliation expires.
  await context.payments.create(
    newBalancePayment(order, { id, method, now, expiresAt: expiresAt.toISOString() }),
  );
  const back = balancePaymentUrl(context.settings.shopUrl, order);
  const locale = shopLocaleOf(order.locale).slice(0, 2) as keyof typeof LABELS;
  let checkout: CheckoutState;
  try {
    checkout = await stripe.openCheckout({
      method,
      paymentId: id,
      orderNumber: order.increment_id,
      amount: order.balance_due,
      currency: order.currency,
      email: order.customer_email,
      locale,
      // Back from paying, the page says "being processed" until Stripe's word has come (decision 0060, addendum 4).
      successUrl: `${back}&stripe=done`,
      cancelUrl: back,
      expiresAt,
      pays: { kind: 'balance', label: LABELS[locale] },
    });
  } catch (error) {
    await context.payments.transition(id, ['pending'], 'failed', { updated_at: now.toISOString() });
    const reason = error instanceof StripeCallFailed ? error.message : String(error);
    context.log.error(`Stripe checkout for the difference of order ${order.increment_id}: ${reason}`);
    throw new AppError(
      502,
      'The payment provider could not open the payment; nothing was charged. Try again',
    );
  }
  await context.payments.describe(id, {
    provider_reference: checkout.id,
    detail: JSON.stringify({ url: checkout.url }),
    updated_at: context.now().toISOString(),
  });
  if (await orderBalances.attachPayment(context.db, order, id, context.now().toISOString())) return;
  // Another press tied its payment first, or an edit changed the amount: this page must take nothing.
  const session = await context.payments.find(id);
  if (session) await closeStripeBalance(context, session).catch(() => undefined);
  throw new AppError(409, 'The amount to pay changed meanwhile: reload the page');
}

/** Stripe's page of an open balance payment, where the shopper is sent to pay (it cannot be shown in a frame). */
export function stripePageOf(session: PaymentSessionRow): string | null {
  const url = readDetail(session).url;
  return typeof url === 'string' ? url : null;
}

/**
 * Applies Stripe's word to a balance payment: the payment intent kept (what a refund names), the payment moved once
 * (pending → paid, failed or expired), and when it is paid the balance settled once, in one transaction.
 */
export async function applyBalanceCheckout(
  context: CheckoutContext,
  session: PaymentSessionRow,
  checkout: CheckoutState,
  to: PaymentStatus | null,
): Promise<PaymentSessionRow> {
  const orderId = balanceOrderId(session);
  if (orderId === null || (to !== 'paid' && to !== 'failed' && to !== 'expired')) {
    // The shopper finished on Stripe's page, the money is not confirmed yet (a method Stripe settles later): the
    // link's page says it is being processed instead of asking for it again (decision 0060, addendum 4).
    if (orderId !== null && checkout.status === 'complete' && session.status === 'pending')
      await context.payments.describe(session.id, {
        detail: JSON.stringify({ ...readDetail(session), completed: true }),
        updated_at: context.now().toISOString(),
      });
    return (await context.payments.find(session.id)) ?? session;
  }
  const now = context.now().toISOString();
  const after = await context.db.transaction().execute(async (trx) => {
    await context.payments.transition(
      session.id,
      ['pending'],
      to,
      { ...(checkout.paymentIntent ? { provider_payment_id: checkout.paymentIntent } : {}), updated_at: now },
      trx,
    );
    const after = await trx
      .selectFrom('payment_sessions')
      .select(['status'])
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    if (after.status === 'paid' && isStripeMethod(session.method))
      await recordBalancePaid(
        trx,
        orderId,
        session,
        stripeProviderName(session.method, context.hostedPayments?.testMode ?? false),
        now,
      );
    return after.status;
  });
  // Paid at Stripe after it was closed here (an edit or a cancellation): refunded, never dropped (addendum 4).
  if (to === 'paid' && after === 'expired' && isStripeMethod(session.method))
    await refundLateBalance(context, session, orderId, checkout);
  return (await context.payments.find(session.id)) ?? session;
}

/** A pending balance payment asked of Stripe (the page came back, the balance is read): its state now. */
export async function askStripeOfBalance(
  context: CheckoutContext,
  session: PaymentSessionRow,
): Promise<PaymentSessionRow> {
  const stripe = context.hostedPayments;
  if (session.status !== 'pending' || !stripe || !session.provider_reference) return session;
  try {
    const checkout = await stripe.readCheckout(session.provider_reference);
    return await applyBalanceCheckout(context, session, checkout, outcomeOf(checkout, session.method));
  } catch (error) {
    // Stripe away: its webhook or the reconciliation will tell; the page shows what is due.
    context.log.error(
      `Stripe balance ${session.id}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return session;
  }
}

/**
 * Ends a balance payment's open Checkout Session at Stripe (an edit or a cancellation changed what is due): its page
 * can take no money after this. Answers the payment as Stripe left it: expired, or paid when the shopper was quicker.
 */
export async function closeStripeBalance(
  context: CheckoutContext,
  session: PaymentSessionRow,
): Promise<PaymentSessionRow> {
  const stripe = context.hostedPayments;
  if (!stripe || !session.provider_reference) {
    await context.payments.transition(session.id, ['pending'], 'expired', {
      updated_at: context.now().toISOString(),
    });
    return (await context.payments.find(session.id)) ?? session;
  }
  const checkout = await stripe.expireCheckout(session.provider_reference);
  return applyBalanceCheckout(context, session, checkout, outcomeOf(checkout, session.method));
}
