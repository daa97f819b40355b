import { randomBytes } from 'node:crypto';
import type { PaymentSessionDto } from '@hemma/contract';
import { AppError, InputError, NotFoundError } from '../../errors.ts';
import type { PaymentSessionRow } from '../../modules/payment/payment-repository.ts';
import { isPaymentOf } from '../../modules/payment/session-owner.ts';
import { requireCart, type CartAccess } from '../cart/cart-access.ts';
import { summariseCart } from '../cart/cart-summary.ts';
import { SEK_ONLY_PAYMENT_METHODS, SWISH_SEK_ONLY } from '../cart/checkout-context.ts';
import type { PaymentContext } from './payment-context.ts';
import { providerPageKey } from './page-key.ts';
import { presentPaymentSession } from './present-payment-session.ts';
import {
  callbackStatus,
  verifyCallbackSignature,
  type PaymentProvider,
  type ProviderCallback,
  type ProviderPayment,
} from './provider.ts';

export function providerOf(context: PaymentContext, method: string): PaymentProvider {
  const provider = context.providers.get(method);
  if (!provider)
    throw new InputError(`method: ${method} is not a payment method this shop settles at a provider`);
  return provider;
}

export function toProviderPayment(context: PaymentContext, row: PaymentSessionRow): ProviderPayment {
  return {
    id: row.id,
    amount: row.amount,
    reference: row.provider_reference,
    providerPaymentId: row.provider_payment_id,
    status: row.status,
    refunded: row.refunded_amount,
    callbackUrl: context.callbackUrl(row.method),
    expiresAt: row.expires_at,
  };
}

export async function requireSession(context: PaymentContext, id: string): Promise<PaymentSessionRow> {
  const session = await context.payments.find(id);
  if (!session) throw new NotFoundError(`No payment session ${id}`);
  return session;
}

export function present(context: PaymentContext, row: PaymentSessionRow): PaymentSessionDto {
  const provider = context.providers.get(row.method);
  return presentPaymentSession(row, provider?.sandbox ?? false, providerPageKey(context.secret, row.id));
}

/**
 * Opens a payment at the method's provider for what the cart costs now. Idempotent: while a payment of the same
 * cart, method and amount is open, starting again answers it rather than opening a second one.
 */
export async function startPayment(
  context: PaymentContext,
  access: CartAccess,
  method: string,
): Promise<PaymentSessionDto> {
  const provider = providerOf(context, method);
  const cart = await requireCart(context.checkout, access);
  // Decision 0035: Swish moves kronor only; a EUR cart pays by card or at the credit provider.
  if (cart.currency.code !== 'SEK' && SEK_ONLY_PAYMENT_METHODS.has(method))
    throw new InputError(SWISH_SEK_ONLY);
  const { lines, summary } = await summariseCart(context.checkout, cart);
  if (lines.length === 0) throw new InputError('The cart is empty: nothing to pay');
  const now = context.now();
  const amount = summary.totals.grandTotal;
  const currency = cart.currency.code;
  const open = await context.payments.findOpen(cart.token, method, amount, currency, now.toISOString());
  if (open) return present(context, open);
  const id = randomBytes(16).toString('hex');
  const draft: ProviderPayment = {
    id,
    amount,
    reference: null,
    providerPaymentId: null,
    status: 'pending',
    refunded: 0,
    callbackUrl: context.callbackUrl(provider.method),
    expiresAt: null,
  };
  const answer = await provider.create(draft, now);
  await context.payments.create({
    id,
    cart_token: cart.token,
    customer_id: cart.customer_id,
    method,
    amount,
    currency,
    created_at: now.toISOString(),
    expires_at: answer.expiresAt ?? null,
  });
  if (answer.reference)
    await context.payments.describe(id, {
      provider_reference: answer.reference,
      ...(answer.token ? { detail: JSON.stringify({ token: answer.token }) } : {}),
      updated_at: now.toISOString(),
    });
  return present(context, await requireSession(context, id));
}

/** Merges what the provider said into the session's detail (JSON). */
export function withDetail(row: PaymentSessionRow, patch: Record<string, unknown>): string {
  return JSON.stringify({ ...readDetail(row.detail), ...patch });
}

/** The payment request token of a Swish payment (what its QR code carries), or null. */
export function swishToken(row: PaymentSessionRow | undefined): string | null {
  if (!row || row.method !== 'swish' || row.status !== 'pending') return null;
  const token = readDetail(row.detail).token;
  return typeof token === 'string' ? token : null;
}

function readDetail(text: string | null): Record<string, unknown> {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The state of a payment, for the cart it was opened for (issue 29): the cart's id, and the customer's token when it
 * is a customer's cart — what the cart's own calls need. Anyone else gets the 404 of an unknown payment, which tells
 * nothing of it. A pending payment is asked of its provider (a Swish request nobody answered times out).
 */
export async function paymentStatus(
  context: PaymentContext,
  id: string,
  access: CartAccess,
): Promise<PaymentSessionDto> {
  const session = await context.payments.find(id);
  if (
    !session ||
    !isPaymentOf(session, { cartToken: access.cartId, customerId: access.customer?.customerId })
  )
    throw new NotFoundError(`No payment session ${id}`);
  return present(context, await currentSession(context, id));
}

/** The payment session as it is now: a pending one is first asked of its provider, which may have settled it. */
export async function currentSession(context: PaymentContext, id: string): Promise<PaymentSessionRow> {
  let session = await requireSession(context, id);
  const provider = context.providers.get(session.method);
  if (session.status === 'pending' && provider) {
    const answer = await provider.status(toProviderPayment(context, session), context.now());
    if (answer.status !== 'pending') {
      await context.payments.transition(id, ['pending'], answer.status, {
        detail: withDetail(session, { error_code: answer.errorCode ?? null }),
        updated_at: context.now().toISOString(),
      });
      session = await requireSession(context, id);
    }
  }
  return session;
}

export interface CallbackOutcome {
  session_id: string;
  status: PaymentSessionRow['status'];
  /** False for a repeated callback (or one that comes after the payment moved on): nothing changed. */
  changed: boolean;
}

/**
 * A provider's callback: refused unless signed with the shared secret (HMAC-SHA256 of the body as sent); applied
 * to a pending payment once. A repeat is answered as accepted and changes nothing, so a provider that retries a
 * delivery it did not see acknowledged does no harm.
 */
export async function receiveCallback(
  context: PaymentContext,
  method: string,
  /** The callback's body as the provider sent it: its bytes, which the signature is over. */
  body: string | Uint8Array,
  signature: string | undefined,
  callback: ProviderCallback,
): Promise<CallbackOutcome> {
  providerOf(context, method);
  if (!verifyCallbackSignature(context.secret, body, signature))
    throw new AppError(401, 'The callback signature does not match: refused');
  const session = await context.payments.find(callback.paymentId);
  if (!session || session.method !== method || session.provider_reference !== callback.reference)
    throw new NotFoundError(
      `No ${method} payment ${callback.paymentId} with reference ${callback.reference}`,
    );
  if (callback.amount !== session.amount)
    throw new InputError(`amount: ${callback.amount} öre is not the payment's amount`);
  if (callback.currency !== session.currency)
    throw new InputError(
      `currency: ${callback.currency} is not the payment's currency (${session.currency})`,
    );
  const to = callbackStatus(callback.status);
  const changed = await context.payments.transition(session.id, ['pending'], to, {
    detail: withDetail(session, { error_code: callback.errorCode, challenge: false }),
    updated_at: context.now().toISOString(),
  });
  const now = await requireSession(context, session.id);
  return { session_id: session.id, status: now.status, changed };
}
