import { randomBytes } from 'node:crypto';
import type { AuthenticatedCustomer } from '../account/authenticate.ts';
import { nowIso } from './cart-access.ts';
import type { CheckoutContext } from './checkout-context.ts';

/**
 * SPEC §7 cart/create: a new guest cart, or for a logged-in customer their active cart (created when they have
 * none), so every device of a customer shares one cart. The answer is the cart id the client keeps.
 */
export async function createCart(
  context: CheckoutContext,
  customer: AuthenticatedCustomer | null,
): Promise<string> {
  if (customer) {
    const existing = await context.carts.findActiveOfCustomer(customer.customerId);
    if (existing) return existing.token;
  }
  const token = randomBytes(16).toString('hex');
  await context.carts.create(token, customer?.groupId ?? 0, customer?.customerId ?? null, nowIso(context));
  return token;
}
