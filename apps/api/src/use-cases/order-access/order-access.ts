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
  orders: Pick<OrderRepository, 'findByIncrementId' | 'items'>;
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
/** How long a guest access opens its order. */
export const GUEST_ACCESS_MS = 30 * 60 * 1000;
/** Wrong pairs a client address may send within the accounts' login window before it waits (429). */
export const LOOKUPS_PER_ADDRESS = 10;

const NO_ORDER = 'No order with this order number and e-mail address';
const NO_ACCESS = 'Log in as the customer of the order, or open it with its order number and e-mail address';

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
    const verified = verifyToken(context.secret, caller.guestAccess, GUEST_ACCESS_USE, context.now());
    if (!verified.ok)
      throw new AppError(
        401,
        verified.reason === 'expired'
          ? 'The guest access has expired: open the order again with its number and e-mail address'
          : 'The guest access is not valid: open the order with its number and e-mail address',
      );
    if (order && verified.claims.order === order.id) return order;
    throw new NotFoundError(`No order ${incrementId}`);
  }
  const customer = await authenticate(context.accounts, caller.customerToken);
  if (!customer) throw new AppError(401, NO_ACCESS);
  if (order && order.customer_id === customer.customerId) return order;
  throw new NotFoundError(`No order ${incrementId}`);
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
  const expires = new Date(now.getTime() + GUEST_ACCESS_MS);
  const token = signToken(context.secret, {
    use: GUEST_ACCESS_USE,
    order: order.id,
    iat: Math.floor(now.getTime() / 1000),
    exp: Math.floor(expires.getTime() / 1000),
  });
  return {
    token,
    expires_at: expires.toISOString(),
    order: presentHistoryOrder(order, await context.orders.items(order.id)),
  };
}

/** The order's details for whoever may see it (the same answer as My Account's order history gives per order). */
export async function orderDetails(context: OrderAccessContext, caller: OrderCaller, incrementId: string) {
  const order = await requireOrderAccess(context, caller, incrementId);
  return presentHistoryOrder(order, await context.orders.items(order.id));
}
