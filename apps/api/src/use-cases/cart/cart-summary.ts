import type { CartRow } from '../../modules/cart/cart-repository.ts';
import type { CartInView } from './cart-access.ts';
import {
  defaultShippingMethod,
  findPaymentMethod,
  findShippingMethod,
  type CheckoutMethods,
  type ShippingCart,
} from '../../modules/checkout/methods.ts';
import { shippedPackages } from '../../modules/shipping/shipped-packages.ts';
import { cartCountry, priceCart, type CartLine } from './cart-lines.ts';
import type { PricedLine } from './price-cart-lines.ts';
import {
  linesAreVirtual,
  linesSubtotal,
  summariseTotals,
  type TotalsChoices,
  type TotalsSummary,
} from './cart-totals.ts';
import { offeredMethods, type CheckoutContext } from './checkout-context.ts';

/** What decides which methods a cart is offered: whether anything ships, what it costs, what it ships as. */
export type CartShape = ShippingCart;

/** The shape of priced lines: their packages are the products the lines take from stock (a variant, a bundle's parts). */
export async function shapeOfLines(
  context: CheckoutContext,
  lines: readonly PricedLine[],
): Promise<CartShape> {
  const isVirtual = linesAreVirtual(lines);
  return {
    isVirtual,
    subtotalInclTax: linesSubtotal(lines),
    packages: isVirtual
      ? []
      : await shippedPackages(
          context.db,
          lines
            .filter((l) => l.productType !== 'virtual' && l.productType !== 'downloadable')
            .flatMap((l) => l.reservations.map((r) => r.productId)),
        ),
  };
}

/** The cart priced now with its lines. */
export async function cartShape(context: CheckoutContext, cart: CartInView): Promise<CartShape> {
  return shapeOfLines(
    context,
    (await priceCart(context, cart)).map((l) => l.line),
  );
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
  // Carry-in stays asked for only while the method offers it (a cart moved off freight drops it).
  const carryIn = cart.carry_in === 1 && shipping?.carryInInclTax != null;
  return { shipping, payment, carryIn };
}

export interface CartSummary {
  lines: CartLine[];
  choices: TotalsChoices;
  summary: TotalsSummary;
}

/** The cart's totals as they stand (minor units of its currency), with the coupon and the methods it has chosen. */
export async function summariseCart(context: CheckoutContext, cart: CartInView): Promise<CartSummary> {
  const destination = await cartCountry(context, cart);
  const [lines, methods] = await Promise.all([
    priceCart(context, cart),
    offeredMethods(context, cart.currency, destination.countryId),
  ]);
  const [coupon, shape] = await Promise.all([
    cart.coupon_code ? context.coupons.findByCode(cart.coupon_code).then((row) => row ?? null) : null,
    shapeOfLines(
      context,
      lines.map((l) => l.line),
    ),
  ]);
  const choices = { coupon, ...chosenMethods(methods, cart, shape, lines.length > 0) };
  const summary = summariseTotals(
    lines.map((l) => l.line),
    choices,
    context.now(),
    cart.currency,
    destination,
  );
  return { lines, choices, summary };
}
