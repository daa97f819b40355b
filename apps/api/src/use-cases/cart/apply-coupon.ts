import { evaluateCoupon, INCORRECT_COUPON_MESSAGE, normalizeCouponCode } from '@hemma/commerce';
import { InputError } from '../../errors.ts';
import { nowIso, requireCart, type CartAccess } from './cart-access.ts';
import { priceCart } from './cart-lines.ts';
import { couponRule, linesSubtotal } from './cart-totals.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { answerChange, type CartChange } from './get-cart-totals.ts';

/**
 * SPEC §7 cart/apply-coupon: a wrong, expired or used-up code gets the SPEC's message. Answers the cart with the
 * coupon, priced once: the lines that decided the coupon are the lines of the totals.
 */
export async function applyCoupon(
  context: CheckoutContext,
  access: CartAccess,
  rawCode: string,
): Promise<CartChange<boolean>> {
  const cart = await requireCart(context, access);
  const code = normalizeCouponCode(rawCode);
  const coupon = code ? await context.coupons.findByCode(code) : undefined;
  if (!coupon) throw new InputError(INCORRECT_COUPON_MESSAGE);
  const priced = await priceCart(context, cart);
  const subtotal = linesSubtotal(priced.map((l) => l.line));
  const check = evaluateCoupon(couponRule(coupon, cart.currency), subtotal, context.now());
  if (!check.ok) throw new InputError(INCORRECT_COUPON_MESSAGE);
  await context.carts.setCoupon(cart.id, coupon.code, nowIso(context));
  return answerChange(context, { ...cart, coupon_code: coupon.code }, true, { lines: priced });
}
