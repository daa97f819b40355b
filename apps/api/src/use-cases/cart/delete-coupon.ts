import { nowIso, requireCart, type CartAccess } from './cart-access.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { answerChange, type CartChange } from './get-cart-totals.ts';

/** SPEC §7 cart/delete-coupon; answers the cart without it. */
export async function deleteCoupon(
  context: CheckoutContext,
  access: CartAccess,
): Promise<CartChange<boolean>> {
  const cart = await requireCart(context, access);
  await context.carts.setCoupon(cart.id, null, nowIso(context));
  return answerChange(context, { ...cart, coupon_code: null }, true);
}
