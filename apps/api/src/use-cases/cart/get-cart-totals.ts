import type { CartTotalsDto } from '@hemma/contract';
import { requireCart, type CartAccess } from './cart-access.ts';
import { summariseCart } from './cart-summary.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { presentCartItem } from './present-cart-item.ts';
import { presentTotals } from './present-totals.ts';

/** Totals of the cart as it stands (SPEC §7 cart/totals, collect-totals). */
export async function cartTotals(context: CheckoutContext, access: CartAccess): Promise<CartTotalsDto> {
  const cart = await requireCart(context, access);
  const { lines, choices, summary } = await summariseCart(context, cart);
  const items = lines.map(({ row, line }) => presentCartItem(row, line, cart.token));
  return presentTotals(summary, items, choices);
}
