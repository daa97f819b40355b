import { randomBytes } from 'node:crypto';
import type { BalancePaymentDto } from '@hemma/contract';
import { AppError, NotFoundError } from '../../errors.ts';
import { orderBalances } from '../../modules/order/order-balance-repository.ts';
import type { OrderRow } from '../../modules/order/order-repository.ts';
import { isStripeMethod } from '../../modules/payment/stripe-gateway.ts';
import { newBalancePayment, recordBalancePaid } from './balance-settlement.ts';
import type { PaymentContext } from './payment-context.ts';
import { readDetail } from '../order/hosted-payments.ts';
import { currentSession } from './payments.ts';
import { presentBalance } from './present-balance-payment.ts';
import {
  askStripeOfBalance,
  closeStripeBalance,
  openStripeBalance,
  stripeBalanceMethod,
} from './stripe-balance.ts';

/**
 * The payment of what an edit raised (decision 0060). The order's mail links to `/order-payment?key=…`; the key opens
 * this order's balance and nothing else. The difference is paid as a payment of its own at a sandbox provider —
 * the order's method when it is card or Swish, else card — or, for an order paid with Stripe's methods, in a Checkout
 * Session of its own (stripe-balance.ts), and settles the balance once: the payment must be paid,
 * of exactly the amount due, and the one tied to the balance. Then nothing is due, and a second payment is refused.
 */

/** The methods a difference is paid with on its page: taken at once, nothing to capture later. */
const BALANCE_METHODS = ['card', 'swish'] as const;

function balanceMethod(context: PaymentContext, order: OrderRow): string {
  const own = (BALANCE_METHODS as readonly string[]).includes(order.payment_method)
    ? order.payment_method
    : 'card';
  if (!context.providers.has(own))
    throw new AppError(409, 'No payment provider can take the difference here: contact the shop');
  return own;
}

async function requireBalanceOrder(context: PaymentContext, key: string): Promise<OrderRow> {
  const order = await orderBalances.findByKey(context.db, key);
  if (!order) throw new NotFoundError('No payment for this link: it may be mistyped');
  return order;
}

/** A balance payment as it is now: a pending one is asked of its provider (Stripe, or the sandbox), which may have settled it. */
async function balanceSessionNow(context: PaymentContext, id: string) {
  const session = await currentSession(context, id);
  return isStripeMethod(session.method) ? askStripeOfBalance(context.checkout, session) : session;
}

/** Settles the balance when its payment is paid (asked of the provider while pending); answers the order now. */
export async function settleBalance(context: PaymentContext, order: OrderRow): Promise<OrderRow> {
  if (!order.balance_payment_id || order.balance_due === 0) return order;
  const session = await balanceSessionNow(context, order.balance_payment_id);
  if (session.status !== 'paid' || session.amount !== order.balance_due) return order;
  const name = context.providers.get(session.method)?.name ?? session.method;
  await context.db
    .transaction()
    .execute((trx) => recordBalancePaid(trx, order.id, session, name, context.now().toISOString()));
  return (await orderBalances.findByKey(context.db, order.balance_key!)) ?? order;
}

/** GET /api/order-payments/:key: what is left to pay (a payment paid meanwhile is settled first). */
export async function getBalancePayment(context: PaymentContext, key: string): Promise<BalancePaymentDto> {
  const order = await settleBalance(context, await requireBalanceOrder(context, key));
  return presentBalance(context, order);
}

/**
 * POST /api/order-payments/:key/payment: opens the payment of what is due at the provider, or answers the one open
 * for it. 409 when nothing is due (paid already: a second payment is refused), the order is cancelled, or the amount
 * changed while this was asked.
 */
export async function startBalancePayment(context: PaymentContext, key: string): Promise<BalancePaymentDto> {
  const order = await settleBalance(context, await requireBalanceOrder(context, key));
  if (order.status === 'cancelled')
    throw new AppError(409, `Order ${order.increment_id} is cancelled: there is nothing to pay`);
  if (order.balance_due === 0)
    throw new AppError(
      409,
      `The difference of order ${order.increment_id} is paid already: nothing is left to pay`,
    );
  const before = order.balance_payment_id ? await context.payments.find(order.balance_payment_id) : undefined;
  if (before && before.status === 'pending' && before.amount === order.balance_due)
    return presentBalance(context, order);
  const viaStripe = stripeBalanceMethod(order);
  if (viaStripe) {
    await openStripeBalance(context.checkout, order, viaStripe);
    return presentBalance(context, (await orderBalances.findByKey(context.db, key)) ?? order);
  }
  const method = balanceMethod(context, order);
  const provider = context.providers.get(method)!;
  const now = context.now();
  const id = randomBytes(16).toString('hex');
  const answer = await provider.create(
    {
      id,
      amount: order.balance_due,
      reference: null,
      providerPaymentId: null,
      status: 'pending',
      refunded: 0,
      callbackUrl: context.callbackUrl(method),
      expiresAt: null,
    },
    now,
  );
  await context.payments.create(
    newBalancePayment(order, { id, method, now, expiresAt: answer.expiresAt ?? null }),
  );
  if (answer.reference)
    await context.payments.describe(id, {
      provider_reference: answer.reference,
      ...(answer.token ? { detail: JSON.stringify({ token: answer.token }) } : {}),
      updated_at: now.toISOString(),
    });
  if (!(await orderBalances.attachPayment(context.db, order, id, now.toISOString())))
    throw new AppError(409, 'The amount to pay changed meanwhile: reload the page');
  return presentBalance(context, (await orderBalances.findByKey(context.db, key)) ?? order);
}

/**
 * Before an edit changes what is due: a payment opened for the old amount is closed first (pending → expired, so
 * its page can no longer take money for an amount nobody owes). When it was paid meanwhile the balance is settled
 * and the edit refused (409): the owner sees the payment and edits again. A shopper's cancellation closes it the
 * same way, so an open payment of the difference cannot take money for a cancelled order.
 */
export async function refuseWhileBalancePaying(
  context: PaymentContext,
  order: OrderRow,
  refusal = 'The shopper has just paid the difference of an earlier change: reload the order, then edit it',
): Promise<void> {
  if (!order.balance_payment_id || order.balance_due === 0) return;
  let session = await balanceSessionNow(context, order.balance_payment_id);
  // Stripe's page is ended at Stripe; if the shopper paid there first, the payment reads paid.
  if (session.status === 'pending' && isStripeMethod(session.method))
    session = await closeStripeBalance(context.checkout, session);
  // Finished on Stripe's page with a method Stripe settles later: its word is still to come, so the payment stays open
  // (expired here, Stripe's later "paid" would find nothing to settle) and the change waits (decision 0060, addendum 4).
  if (session.status === 'pending' && readDetail(session).completed === true)
    throw new AppError(
      409,
      `The difference of order ${order.increment_id} is being paid at Stripe: wait until Stripe confirms it, then try again`,
    );
  if (session.status === 'expired') return;
  if (session.status === 'pending') {
    const closed = await context.payments.transition(session.id, ['pending'], 'expired', {
      updated_at: context.now().toISOString(),
    });
    if (closed) return;
  } else if (session.status !== 'paid') return;
  await settleBalance(context, order);
  throw new AppError(409, refusal);
}
