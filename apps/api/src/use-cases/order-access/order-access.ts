import { createHmac } from 'node:crypto';
import type { GuestOrderAccessDto } from '@hemma/contract';
import { AppError, NotFoundError, ThrottledError } from '../../errors.ts';
import type { LoginAttemptStore } from '../../modules/credentials/login-attempt-repository.ts';
import { retryAfterSeconds, throttledUntil, waitInWords } from '../../modules/credentials/login-throttle.ts';
import { signToken, verifyToken } from '../../modules/credentials/signed-token.ts';
import type { OrderRepository, OrderRow } from '../../modules/order/order-repository.ts';
import type { AccountContext } from '../account/account-context.ts';
import { authenticate } from '../account/authenticate.ts';
import { presentHistoryOrder } from '../account/present-order-history.ts';

/**
 * Who may act on an order (decision 0054): the customer who placed it (their access token), or a guest holding a
 * guest access to that one order, which the order number and the order's e-mail open for a short while. One function
 * for every shopper call on an order — returns, and the shopper's cancellation after the merge.
 */
export interface OrderAccessContext {
  orders: Pick<OrderRepository, 'findById' | 'findByIncrementId' | 'items'>;
  accounts: AccountContext;
  attempts: LoginAttemptStore;
  /** Signs the guest accesses: the accounts' secret, derived for this use. */
  secret: string;
  now(): Date;
}

/** What a shopper's request carries: the customer's bearer token and the guest access header, either may be absent. */
export interface OrderCaller {
  customerToken: string | undefined;
  guestAccess: string | undefined;
}

export const GUEST_ACCESS_USE = 'guest-order';
/** How long a guest access opens its order unless it is renewed (POST /api/order-status/renew) meanwhile. */
export const GUEST_ACCESS_MS = 30 * 60 * 1000;
/** How long renewals may keep one opening alive: after that the order is opened again (e-mail, or the mail's link). */
export const GUEST_OPENING_MS = 24 * 60 * 60 * 1000;
/** Wrong pairs a client address may send within the accounts' login window before it waits (429). */
export const LOOKUPS_PER_ADDRESS = 10;

const NO_ORDER = 'No order with this order number and e-mail address';
const NO_ACCESS = 'Log in as the customer of the order, or open it with its order number and e-mail address';

/** The claims of a token of `use` the API still takes, or 401 with the sentence for why not (expired, or not valid). */
export function verifySigned(
  context: OrderAccessContext,
  token: string,
  use: string,
  say: { expired: string; invalid: string },
) {
  const verified = verifyToken(context.secret, token, use, context.now());
  if (!verified.ok) throw new AppError(401, verified.reason === 'expired' ? say.expired : say.invalid);
  return verified;
}

/** The claims of a guest access the API still takes, or 401 saying why not. */
export const verifyGuestAccess = (context: OrderAccessContext, token: string) =>
  verifySigned(context, token, GUEST_ACCESS_USE, {
    expired: 'The guest access has expired: open the order again with its number and e-mail address',
    invalid: 'The guest access is not valid: open the order with its number and e-mail address',
  });

/**
 * The order the caller may act on, or an error: 401 without any credential, 404 — the same answer as for an order
 * that does not exist — for an order that is not the caller's. A guest access opens only the order it was given for.
 */
export async function requireOrderAccess(
  context: OrderAccessContext,
  caller: OrderCaller,
  incrementId: string,
): Promise<OrderRow> {
  const order = await context.orders.findByIncrementId(incrementId);
  if (caller.guestAccess) {
    const verified = verifyGuestAccess(context, caller.guestAccess);
    if (order && verified.claims.order === order.id) return order;
    throw new NotFoundError(`No order ${incrementId}`);
  }
  const customer = await authenticate(context.accounts, caller.customerToken);
  if (!customer) throw new AppError(401, NO_ACCESS);
  if (order && order.customer_id === customer.customerId) return order;
  throw new NotFoundError(`No order ${incrementId}`);
}

/** The order as My Account's history shows it: its lines and its shipments (carrier, tracking, lines of each). */
async function presentOrder(context: OrderAccessContext, order: OrderRow) {
  const [items, shipments] = await Promise.all([
    context.orders.items(order.id),
    context.accounts.shipments.ofOrders([order.id]),
  ]);
  return presentHistoryOrder(order, items, shipments.get(order.id) ?? []);
}

/** The key guest accesses and the shipping mail's order links are signed with: the accounts' secret, derived. */
export function guestAccessSecret(authSecret: string): string {
  return createHmac('sha256', authSecret).update('guest-order-access').digest('hex');
}

/**
 * A signed access to one order for GUEST_ACCESS_MS, never past the end of its opening (`opened` + GUEST_OPENING_MS),
 * with the order's details: what the lookup, the mail's link and a renewal answer alike.
 */
export async function issueGuestAccess(
  context: OrderAccessContext,
  order: OrderRow,
  opened: number,
): Promise<GuestOrderAccessDto> {
  const now = context.now().getTime();
  const expires = new Date(Math.min(now + GUEST_ACCESS_MS, opened + GUEST_OPENING_MS));
  const token = signToken(context.secret, {
    use: GUEST_ACCESS_USE,
    order: order.id,
    opened: Math.floor(opened / 1000),
    iat: Math.floor(now / 1000),
    exp: Math.floor(expires.getTime() / 1000),
  });
  return {
    token,
    expires_at: expires.toISOString(),
    order: await presentOrder(context, order),
  };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The guest order page's lookup: the right order number and e-mail give a signed access to that order for 30 minutes
 * and its details; a wrong pair is the same 404 whichever half is wrong, and counts against the client address —
 * at LOOKUPS_PER_ADDRESS within the window it waits (429), the accounts' throttle (decision 0024).
 */
export async function openGuestAccess(
  context: OrderAccessContext,
  input: { order_number: string; email: string },
  clientAddress: string,
): Promise<GuestOrderAccessDto> {
  const now = context.now();
  const windowMs = context.accounts.settings.loginWindowMs;
  const rule = { scope: 'order-lookup-address' as const, subject: clientAddress, limit: LOOKUPS_PER_ADDRESS };
  const retryAt = await throttledUntil(context.attempts, [rule], now, windowMs);
  if (retryAt)
    throw new ThrottledError(
      `Too many tries from your network. Please try again in ${waitInWords(retryAt, now)}.`,
      retryAfterSeconds(retryAt, now),
    );
  const order = await context.orders.findByIncrementId(input.order_number.trim());
  if (!order || !sameEmail(order.customer_email, input.email)) {
    const forgetBefore = new Date(now.getTime() - windowMs).toISOString();
    await context.attempts.recordFailure([rule], now.toISOString(), forgetBefore);
    throw new NotFoundError(NO_ORDER);
  }
  return issueGuestAccess(context, order, now.getTime());
}

/** The order's details for whoever may see it (the same answer as My Account's order history gives per order). */
export async function orderDetails(context: OrderAccessContext, caller: OrderCaller, incrementId: string) {
  return presentOrder(context, await requireOrderAccess(context, caller, incrementId));
}
