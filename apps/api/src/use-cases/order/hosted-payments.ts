import { raiseWebhookEvent } from '../webhooks/raise-webhook-event.ts';
import { randomBytes } from 'node:crypto';
import { localizedPath, shopLocaleOf, storeViewByCode } from '@hemma/commerce';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { addOrderEvent, setOrderPaymentStatus, type OrderRow } from '../../modules/order/order-repository.ts';
import type { PaymentSessionRow, PaymentStatus } from '../../modules/payment/payment-repository.ts';
import {
  CHECKOUT_LIFETIME_MS,
  isStripeMethod,
  StripeCallFailed,
  type CheckoutState,
} from '../../modules/payment/stripe-gateway.ts';
import type { CheckoutContext } from '../cart/checkout-context.ts';
import { createOrderAdminRepository } from '../../modules/order/order-admin-repository.ts';
import { mailLinesOf, enqueueOrderConfirmation } from './order-mail.ts';
import { undoOrder } from './undo-order.ts';

/**
 * Hosted payments (Stripe Checkout, decision 0050). The order is placed first, as waiting for its payment, with its
 * stock held; then a Checkout Session is opened for exactly its amount and the shopper pays on Stripe's page. What
 * decides is Stripe's word — its signed webhook, or its answer when asked (the return page, the reconciliation):
 * paid or authorized, the order stands and its confirmation is mailed; failed or expired, the order is cancelled,
 * its stock, coupon use and points given back.
 */

/** The storefront's page the shopper comes back to from the hosted page. */
export const PAYMENT_RETURN_PATH = '/checkout/payment';

/** Where Stripe sends the shopper back: the return page with the payment's id and its key (an id alone opens nothing). */
function returnUrl(context: CheckoutContext, order: OrderRow, paymentId: string, key: string): string {
  const store = storeViewByCode(order.store_code) ?? undefined;
  return `${context.settings.shopUrl}${localizedPath(PAYMENT_RETURN_PATH, store)}?payment=${paymentId}&key=${key}`;
}

export function readDetail(row: Pick<PaymentSessionRow, 'detail'>): Record<string, unknown> {
  try {
    return row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The answer when Stripe could not open the payment: nothing was charged, the cart is the shopper's again. */
export const HOSTED_PAYMENT_NOT_OPENED =
  'The payment provider could not open the payment; nothing was charged and the cart is as it was. Try again, or ' +
  'choose another payment method';

/** The payment a hosted order will be paid by, written in the order's own transaction: never an order without one. */
export interface HostedPaymentDraft {
  id: string;
  key: string;
  expiresAt: Date;
}

/**
 * Writes the hosted payment of an order being placed, in the order's transaction, before Stripe is asked: if the
 * process stops before Stripe answers, the reconciliation finds the payment (no Checkout Session) and cancels the
 * order after 30 minutes.
 */
export async function draftHostedPayment(
  trx: Transaction<Database>,
  context: CheckoutContext,
  order: OrderRow,
): Promise<HostedPaymentDraft> {
  const draft = {
    id: randomBytes(16).toString('hex'),
    key: randomBytes(16).toString('hex'),
    expiresAt: new Date(context.now().getTime() + CHECKOUT_LIFETIME_MS + 60_000),
  };
  await context.payments.createForOrder(trx, {
    id: draft.id,
    cart_token: order.cart_token ?? `order:${order.id}`,
    customer_id: order.customer_id,
    method: order.payment_method,
    amount: order.grand_total,
    currency: order.currency,
    created_at: context.now().toISOString(),
    expires_at: draft.expiresAt.toISOString(),
    order_id: order.id,
    detail: JSON.stringify({ return_key: draft.key }),
  });
  return draft;
}

/**
 * Opens the Checkout Session of an order just placed with a hosted method and answers its page's address. When
 * Stripe refuses or cannot be reached the order is cancelled at once (stock back, cart open again) and the shopper
 * gets 502 with what to do; nothing was charged.
 */
export async function openHostedPayment(
  context: CheckoutContext,
  order: OrderRow,
  { id, key, expiresAt }: HostedPaymentDraft,
): Promise<string> {
  const stripe = context.hostedPayments;
  if (!stripe || !isStripeMethod(order.payment_method))
    throw new AppError(500, `Order ${order.increment_id}: ${order.payment_method} is not a hosted method`);
  const back = returnUrl(context, order, id, key);
  let checkout: CheckoutState;
  try {
    checkout = await stripe.openCheckout({
      method: order.payment_method,
      paymentId: id,
      orderNumber: order.increment_id,
      amount: order.grand_total,
      currency: order.currency,
      email: order.customer_email,
      locale: shopLocaleOf(order.locale).slice(0, 2) as 'sv' | 'en' | 'de' | 'it',
      successUrl: back,
      cancelUrl: `${back}&cancelled=1`,
      expiresAt,
    });
  } catch (error) {
    const reason = error instanceof StripeCallFailed ? `${error.code ?? 'error'}: ${error.message}` : error;
    context.log.error(`Stripe checkout for order ${order.increment_id} not opened: ${String(reason)}`);
    await settleHostedPayment(context, id, 'failed', {
      note: 'Betalningssidan hos Stripe kunde inte öppnas',
      reopenCart: true,
      errorCode: error instanceof StripeCallFailed ? error.code : null,
    });
    throw new AppError(502, HOSTED_PAYMENT_NOT_OPENED);
  }
  await context.payments.describe(id, {
    provider_reference: checkout.id,
    detail: JSON.stringify({ return_key: key, url: checkout.url }),
    updated_at: context.now().toISOString(),
  });
  return checkout.url ?? back;
}

/** The page an order placed again (the same order id) is still to be paid on, or null when it is settled. */
export async function openHostedPaymentUrl(
  context: CheckoutContext,
  order: OrderRow,
): Promise<string | null> {
  const session = await context.payments.findByOrder(order.id);
  if (!session || session.status !== 'pending') return null;
  const url = readDetail(session).url;
  return typeof url === 'string' ? url : null;
}

/** Stripe's word on a Checkout Session as the shop's payment state; null: not decided yet. */
export function outcomeOf(checkout: CheckoutState, method: string): PaymentStatus | null {
  if (checkout.status === 'expired') return 'expired';
  if (checkout.status !== 'complete') return null;
  if (checkout.paymentStatus === 'paid' || checkout.paymentStatus === 'no_payment_required') return 'paid';
  // Manual capture (Klarna): complete and unpaid is an authorization the owner captures when the order ships.
  if (checkout.intentStatus === 'requires_capture' || method === 'stripe_klarna') return 'authorized';
  // A delayed method completes unpaid; its async_payment_succeeded or _failed comes later.
  return null;
}

const SETTLED_FROM: Record<'paid' | 'authorized' | 'failed' | 'expired' | 'declined', PaymentStatus[]> = {
  // A late success after an authorization (an async event after Klarna's completion) still moves it on.
  paid: ['pending', 'authorized'],
  authorized: ['pending'],
  failed: ['pending'],
  expired: ['pending'],
  declined: ['pending'],
};

const SETTLED_NOTE: Record<keyof typeof SETTLED_FROM, string> = {
  paid: 'Betald via Stripe',
  authorized: 'Betalningen godkänd via Stripe (debiteras när ordern skickas)',
  failed: 'Betalningen via Stripe misslyckades – ordern avbröts',
  expired: 'Betalningen via Stripe slutfördes inte i tid – ordern avbröts',
  declined: 'Kunden avbröt betalningen hos Stripe – ordern avbröts',
};

export interface SettleOptions {
  paymentIntent?: string | null;
  errorCode?: string | null;
  /** The shopper came back from the page having cancelled: the cart is theirs again. */
  reopenCart?: boolean;
  note?: string;
}

/**
 * Moves a hosted payment to what Stripe said, once (a conditional update: a repeated or late word changes nothing),
 * with its order in the same transaction: paid or authorized, the order's payment state, a timeline entry and the
 * order confirmation in the outbox; failed, expired or declined, the order cancelled as the back office cancels
 * (stock, coupon use, points back), and the cart open again when the shopper cancelled. True when it moved.
 */
export async function settleHostedPayment(
  context: CheckoutContext,
  paymentId: string,
  to: keyof typeof SETTLED_FROM,
  options: SettleOptions = {},
): Promise<boolean> {
  const session = await context.payments.find(paymentId);
  if (!session?.order_id) return false;
  const orderId = session.order_id;
  const now = context.now().toISOString();
  const admin = createOrderAdminRepository(context.db);
  const undo = { admin, orders: context.orders, coupons: context.coupons };
  const moved = await context.db.transaction().execute(async (trx) => {
    const detail = { ...readDetail(session), error_code: options.errorCode ?? null };
    const changed = await context.payments.transition(
      session.id,
      SETTLED_FROM[to],
      to,
      {
        detail: JSON.stringify(detail),
        ...(options.paymentIntent ? { provider_payment_id: options.paymentIntent } : {}),
        updated_at: now,
      },
      trx,
    );
    if (!changed) return false;
    const order = await admin.findById(orderId, trx);
    if (!order) return true;
    await setOrderPaymentStatus(trx, orderId, to, now);
    const note = options.note ? `${SETTLED_NOTE[to]}: ${options.note}` : SETTLED_NOTE[to];
    if (to === 'paid' || to === 'authorized') {
      await addOrderEvent(trx, { order_id: orderId, type: 'note', note, created_at: now });
      if (to === 'paid')
        await raiseWebhookEvent(trx, 'order.paid', { kind: 'order', id: orderId }, new Date(now));
      // The confirmation is mailed when the payment stands (once: an authorized order captured later has one).
      if (session.status === 'pending')
        await enqueueOrderConfirmation(
          trx,
          context,
          order,
          mailLinesOf(await context.orders.items(orderId, trx)),
        );
      return true;
    }
    if (order.status === 'new' || order.status === 'processing') {
      const after = await admin.changeStatus(trx, orderId, order.status, {
        status: 'cancelled',
        updated_at: now,
      });
      const undone = after ? await undoOrder(undo, trx, after, now) : [];
      await addOrderEvent(trx, {
        order_id: orderId,
        type: 'status',
        from_status: order.status,
        to_status: 'cancelled',
        note: [note, ...undone].join('\n'),
        created_at: now,
      });
      if (after)
        await raiseWebhookEvent(trx, 'order.cancelled', { kind: 'order', id: orderId }, new Date(now));
    } else await addOrderEvent(trx, { order_id: orderId, type: 'note', note, created_at: now });
    if (options.reopenCart && order.cart_token) await context.carts.reopenIn(trx, order.cart_token, now);
    return true;
  });
  if (moved) context.outbox.kick();
  return moved;
}
