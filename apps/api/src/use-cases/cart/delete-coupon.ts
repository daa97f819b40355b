import { nowIso, requireCart, type CartAccess } from './cart-access.ts';
import type { CheckoutContext } from './checkout-context.ts';

/** SPEC §7 cart/delete-coupon. */
export async function deleteCoupon(context: CheckoutContext, access: CartAccess): Promise<boolean> {
  const cart = await requireCart(context, access);
  await context.carts.setCoupon(cart.id, null, nowIso(context));
  return true;
}
