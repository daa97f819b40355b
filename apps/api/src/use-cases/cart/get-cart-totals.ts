import type { CartTotalsDto } from '@hemma/contract';
import { requireCart, type CartAccess, type CartInView } from './cart-access.ts';
import { summariseCart, type PricedSoFar } from './cart-summary.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { presentCartItem } from './present-cart-item.ts';
import { presentTotals } from './present-totals.ts';

/** Totals of the cart as it stands (SPEC §7 cart/totals, collect-totals). */
export async function cartTotals(context: CheckoutContext, access: CartAccess): Promise<CartTotalsDto> {
  return totalsOfCart(context, await requireCart(context, access));
}

/** The totals answer of a cart already read (and perhaps priced) by the request. */
export async function totalsOfCart(
  context: CheckoutContext,
  cart: CartInView,
  priced?: PricedSoFar,
): Promise<CartTotalsDto> {
  const { lines, choices, summary } = await summariseCart(context, cart, priced);
  const items = lines.map(({ row, line }) => presentCartItem(row, line, cart.token));
  return presentTotals(summary, items, choices);
}

/**
 * What a call that changes the cart answers (decision 0063): its SPEC §7 result, and the cart's lines and totals as the
 * change left them (the envelope's `meta.totals`), so the client needs no cart/totals after it.
 */
export interface CartChange<T> {
  result: T;
  meta: { totals: CartTotalsDto };
}

export async function answerChange<T>(
  context: CheckoutContext,
  cart: CartInView,
  result: T,
  priced?: PricedSoFar,
): Promise<CartChange<T>> {
  return { result, meta: { totals: await totalsOfCart(context, cart, priced) } };
}
