import { resolveTranslation, translationChain, type ShippedPackage } from '@hemma/commerce';
import type { CartItemRow, CartRow } from '../../modules/cart/cart-repository.ts';
import type { CartInView } from './cart-access.ts';
import {
  defaultShippingMethod,
  findPaymentMethod,
  findShippingMethod,
  type CheckoutMethods,
  type ShippingCart,
} from '../../modules/checkout/methods.ts';
import { cartCountry, priceCart, type CartLine } from './cart-lines.ts';
import type { PricedLine, ProductLoader } from './price-cart-lines.ts';
import {
  linesAreVirtual,
  linesSubtotal,
  summariseTotals,
  type TotalsChoices,
  type TotalsSummary,
} from './cart-totals.ts';
import { offeredMethods, type CheckoutContext } from './checkout-context.ts';
import { translateCoupon } from './translate-methods.ts';

/** What decides which methods a cart is offered: whether anything ships, what it costs, what it ships as. */
export type CartShape = ShippingCart;

/**
 * The shape of priced lines: their packages are the products the lines take from stock (a variant, a bundle's parts),
 * named in the store view's language for the reason a method is refused (decision 0058). The packages' sizes come
 * with the product rows the lines were priced from (issue 32: no second read of the same rows).
 */
export async function shapeOfLines(
  context: CheckoutContext,
  lines: readonly PricedLine[],
  storeCode?: string,
): Promise<CartShape> {
  const isVirtual = linesAreVirtual(lines);
  const reservations = isVirtual
    ? []
    : lines
        .filter((l) => l.productType !== 'virtual' && l.productType !== 'downloadable')
        .flatMap((l) => l.reservations);
  const ids = [...new Set(reservations.map((r) => r.productId))];
  return {
    isVirtual,
    subtotalInclTax: linesSubtotal(lines),
    packages: isVirtual ? [] : shippedPackages(reservations, await packageNames(context, ids, storeCode)),
  };
}

/**
 * The packages the pieces of a cart or order ship as (decision 0049): a product's weight and package dimensions, one
 * per product however many pieces there are — a carrier's limits are per package, and every piece of a product is
 * the same package. In the cart's order: a refused method names the first line it cannot take, by its name in the
 * store view (`names`), else its Swedish name.
 */
function shippedPackages(
  reservations: readonly PricedLine['reservations'][number][],
  names: ReadonlyMap<number, string> | undefined,
): ShippedPackage[] {
  const seen = new Set<number>();
  const packages: ShippedPackage[] = [];
  for (const { productId, package: shipped } of reservations) {
    if (seen.has(productId)) continue;
    seen.add(productId);
    const name = names?.get(productId);
    packages.push(name === undefined ? shipped : { ...shipped, name });
  }
  return packages;
}

/** The store view's names of the products (none for the default store: the rows' names are its own). */
async function packageNames(
  context: CheckoutContext,
  ids: readonly number[],
  storeCode: string | undefined,
): Promise<Map<number, string> | undefined> {
  if (translationChain(storeCode).length === 1 || ids.length === 0) return undefined;
  const texts = await context.catalog.repositories.storeTexts.listChain(storeCode, 'product', ids);
  const names = new Map<number, string>();
  for (const [id, byStore] of texts) {
    const name = resolveTranslation(
      '',
      Object.fromEntries(Object.entries(byStore).map(([c, t]) => [c, t['name']])),
      storeCode,
    );
    if (name.value) names.set(id, name.value);
  }
  return names;
}

/** The cart priced now with its lines. */
export async function cartShape(context: CheckoutContext, cart: CartInView): Promise<CartShape> {
  return shapeOfLines(
    context,
    (await priceCart(context, cart)).map((l) => l.line),
    cart.storeCode,
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

/**
 * How a request that already priced the cart, or loaded some of its products, hands that on: `lines` are the cart's
 * lines priced as they stand (used as they are), `load` the request's product loader, `rows` the cart's lines as
 * the request left them (not read again), `line` the one among them it priced itself (the line a change wrote:
 * not priced again).
 */
export interface PricedSoFar {
  lines?: CartLine[];
  load?: ProductLoader;
  rows?: readonly CartItemRow[];
  line?: CartLine;
}

/**
 * The cart's totals as they stand (minor units of its currency), with the coupon and the methods it has chosen. The
 * cart is priced once per request: lines priced already are not priced again (decision 0063).
 */
export async function summariseCart(
  context: CheckoutContext,
  cart: CartInView,
  priced: PricedSoFar = {},
): Promise<CartSummary> {
  const destination = await cartCountry(context, cart);
  const [lines, methods] = await Promise.all([
    priced.lines ?? priceCart(context, cart, priced.load, priced.rows, priced.line),
    offeredMethods(context, cart.currency, cart.storeCode, destination.countryId),
  ]);
  const [coupon, shape] = await Promise.all([
    cart.coupon_code
      ? context.coupons
          .findByCode(cart.coupon_code)
          .then((row) => translateCoupon(context, row ?? null, cart.storeCode))
      : null,
    shapeOfLines(
      context,
      lines.map((l) => l.line),
      cart.storeCode,
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
