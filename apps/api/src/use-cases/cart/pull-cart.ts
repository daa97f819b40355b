import type { CartItemDto } from '@hemma/contract';
import { requireCart, type CartAccess } from './cart-access.ts';
import { priceCart } from './cart-lines.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { presentCartItem } from './present-cart-item.ts';

/** SPEC §7 cart/pull: the cart's lines, priced now. */
export async function pullCart(context: CheckoutContext, access: CartAccess): Promise<CartItemDto[]> {
  const cart = await requireCart(context, access);
  return (await priceCart(context, cart)).map(({ row, line }) => presentCartItem(row, line, cart.token));
}
