import type { CartRow } from '../../modules/cart/cart-repository.ts';
import type { CartInView } from './cart-access.ts';
import {
  defaultShippingMethod,
  findPaymentMethod,
  findShippingMethod,
  type CheckoutMethods,
} from '../../modules/checkout/methods.ts';
import { priceCart, type CartLine } from './cart-lines.ts';
import {
  linesAreVirtual,
  linesSubtotal,
  summariseTotals,
  type TotalsChoices,
  type TotalsSummary,
} from './cart-totals.ts';
import { offeredMethods, type CheckoutContext } from './checkout-context.ts';

/** What decides which methods a cart is offered: whether anything ships, and what it costs. */
export interface CartShape {
  isVirtual: boolean;
  subtotalInclTax: number;
}

export function cartShapeOf(lines: readonly CartLine[]): CartShape {
  const priced = lines.map((l) => l.line);
  return { isVirtual: linesAreVirtual(priced), subtotalInclTax: linesSubtotal(priced) };
}

/** The cart priced now with its lines. */
export async function cartShape(context: CheckoutContext, cart: CartInView): Promise<CartShape> {
  return cartShapeOf(await priceCart(context, cart));
}

/**
 * The methods the cart has chosen, where they still apply; an empty or virtual cart has no shipping method (nothing
 * to ship, nothing to pay for shipping), a non-virtual one without a valid choice gets the default.
 */
function chosenMethods(methods: CheckoutMethods, cart: CartRow, shape: CartShape, hasLines: boolean) {
  const shipping =
    shape.isVirtual || !hasLines
      ? null
      : (findShippingMethod(methods, shape, cart.shipping_carrier_code, cart.shipping_method_code) ??
        defaultShippingMethod(methods, shape) ??
        null);
  const payment = findPaymentMethod(methods, shape, cart.payment_method_code) ?? null;
  return { shipping, payment };
}

export interface CartSummary {
  lines: CartLine[];
  choices: TotalsChoices;
  summary: TotalsSummary;
}

/** The cart's totals as they stand (minor units of its currency), with the coupon and the methods it has chosen. */
export async function summariseCart(context: CheckoutContext, cart: CartInView): Promise<CartSummary> {
  const [lines, methods] = await Promise.all([
    priceCart(context, cart),
    offeredMethods(context, cart.currency),
  ]);
  const coupon = cart.coupon_code ? ((await context.coupons.findByCode(cart.coupon_code)) ?? null) : null;
  const choices = { coupon, ...chosenMethods(methods, cart, cartShapeOf(lines), lines.length > 0) };
  const summary = summariseTotals(
    lines.map((l) => l.line),
    choices,
    context.now(),
    cart.currency,
  );
  return { lines, choices, summary };
}
