import { type OrderRequest, type OrderResult, type PickupPointDto, isApiError } from '@hemma/api-client';
import {
  CARD_PAYMENT_NOT_SETTLED,
  INCORRECT_COUPON_MESSAGE,
  namesNotAvailable,
  shopLocaleOf,
  skusNotAvailable,
  storeViewFromPath,
} from '@hemma/commerce';
import type { Translate } from '~/i18n/translate.ts';
import { purchaseEvents, track } from '~/lib/cart/analytics.ts';
import { checkoutApi } from '~/lib/cart/cart-api.ts';
import { EMPTY_CART, type CartState, isVirtualCartState } from '~/lib/cart/cart-state.ts';
import { reportNetworkFailure } from '~/lib/connectivity.ts';
import { notify } from '~/lib/notifications.ts';
import { dispatchCart, getCart } from '~/lib/cart/cart-store.ts';
import { isOrderWaiting, queueOrder } from './order-queue.ts';
import {
  type CheckoutDetails,
  deliveryDateOf,
  pickupPointOf,
  shippingCodes,
  toAddressDto,
} from './checkout-details.ts';

const LAST_ORDER_KEY = 'shop/checkout/last-order';

export interface PlacedOrder {
  /** Null while the order waits in the offline queue. */
  incrementId: string | null;
  /** The client's order id: how a queued order is recognised once it was sent. */
  orderId?: string;
  email: string;
  grandTotal: number;
  paymentMethod: string;
  /** The booked home-delivery day (YYYY-MM-DD), if any. */
  deliveryDate?: string | null;
  /** When the order is expected, as the server answered (a day or an interval); absent while queued. */
  expectedDelivery?: { from: string; to: string } | null;
  /** Where the parcel is collected ("Hämta hos ombud"), if there. */
  pickupPoint?: PickupPointDto | null;
  /** Stripe's page the order is paid on (decision 0050); the cart stays until the payment stands. */
  paymentUrl?: string | null;
  /** The analytics purchase of an order paid on a hosted page, sent once its payment stands. */
  purchase?: ReturnType<typeof purchaseEvents>;
  /** What carry-in with the freight delivery cost (decision 0049); 0 or absent: none. */
  carryIn?: number;
  /** The VAT rates the order applied, those of its delivery country (decision 0056); absent while queued. */
  vatRates?: number[];
  /** The coupon the order used and its text in the order's language; absent: none, or queued. */
  coupon?: { code: string; description: string | null };
}

/** The order as POST /api/order takes it; `orderId` stays the same for every retry of one attempt. */
export function orderRequest(
  paymentSessionId: string | null,
  orderId: string,
  cart: CartState,
  details: CheckoutDetails,
  locale: string,
): OrderRequest {
  const email = details.personal.emailAddress.trim();
  const virtual = isVirtualCartState(cart);
  const shipping = toAddressDto(details.shipping, email);
  const billing =
    details.payment.sameAsShipping && !virtual ? { ...shipping } : toAddressDto(details.payment, email);
  return {
    order_id: orderId,
    cart_id: cart.cartServerToken,
    store_code: storeViewFromPath(window.location.pathname).storeCode,
    // The order's mails are written in the shopper's language.
    locale: shopLocaleOf(locale),
    products: cart.cartItems.map((item) => ({
      sku: item.sku,
      qty: item.qty,
      product_option: item.product_option,
    })),
    coupon_code: cart.coupon?.code ?? null,
    personal_details: {
      firstname: details.personal.firstName.trim(),
      lastname: details.personal.lastName.trim(),
      email,
    },
    addressInformation: {
      shippingAddress: virtual ? null : shipping,
      billingAddress: billing,
      ...(virtual
        ? { shipping_carrier_code: null, shipping_method_code: null }
        : shippingCodes(details.shipping.shippingMethod)),
      payment_method_code: details.payment.paymentMethod,
      payment_method_additional: paymentSessionId ? { payment_session_id: paymentSessionId } : null,
      delivery_date: virtual ? null : deliveryDateOf(details),
      pickup_point_id: virtual ? null : (pickupPointOf(details)?.id ?? null),
      ...(!virtual && details.shipping.carryIn ? { carry_in: true } : {}),
    },
    created_at: new Date().toISOString(),
  };
}

/**
 * SPEC §4 "Place order": sends the order; on success the cart is cleared without syncing (the server closed its
 * cart) and the order is remembered for the thank-you page.
 */
export async function placeOrder(
  request: OrderRequest,
  pickupPoint: PickupPointDto | null = null,
  /** Paid on the provider's page after the order (decision 0050): never queued, it needs the shop now. */
  hostedPage = false,
): Promise<PlacedOrder> {
  let result: OrderResult;
  try {
    result = await checkoutApi().placeOrder(request);
  } catch (error) {
    // No answer (offline) or a server error: the order waits in the sync-task queue and is sent when the shop is
    // reachable; its client order id makes the later send safe however often it happens (SPEC §4, §8).
    if (hostedPage || (isApiError(error) && error.status < 500)) throw error;
    if (!isApiError(error)) reportNetworkFailure();
    return queueOffline(request);
  }
  const placed: PlacedOrder = {
    incrementId: result.increment_id,
    email: request.personal_details.email,
    grandTotal: result.grand_total,
    ...(result.totals.vat_rates ? { vatRates: result.totals.vat_rates } : {}),
    paymentMethod: result.totals.payment_method ?? '',
    deliveryDate: request.addressInformation.delivery_date ?? null,
    expectedDelivery: result.expected_delivery,
    pickupPoint,
    carryIn: result.totals.carry_in_incl_tax,
    ...(result.totals.coupon_code
      ? { coupon: { code: result.totals.coupon_code, description: result.totals.coupon_description ?? null } }
      : {}),
  };
  if (result.payment_url) {
    // Paid on Stripe's page: the return page empties the cart and reports the purchase once the payment stands.
    remember({ ...placed, paymentUrl: result.payment_url, purchase: purchaseEvents(result) });
    return { ...placed, paymentUrl: result.payment_url };
  }
  dispatchCart({ type: 'LOAD', state: { ...EMPTY_CART, isMicrocartOpen: false } });
  track(purchaseEvents(result));
  remember(placed);
  return placed;
}

/**
 * The order API's refusal (SPEC §8, in English as the API writes it) in the shopper's language; a message not known
 * here (a field the form did not check) is shown as the server wrote it, which names what to correct. Products the
 * refusal names by sku are named as the cart shows them, when the cart has them.
 */
export function orderRefusalText(
  t: Translate,
  message: string,
  items: readonly Pick<CartState['cartItems'][number], 'sku' | 'name'>[] = [],
): string {
  const names = namesNotAvailable(message, (sku) => items.find((item) => item.sku === sku)?.name);
  if (names) return t('checkout.productsNotAvailableNamed', { names });
  if (skusNotAvailable(message)) return t('checkout.productsNotAvailable');
  if (message === INCORRECT_COUPON_MESSAGE) return t('coupon.incorrect');
  if (message === CARD_PAYMENT_NOT_SETTLED) return t('checkout.cardPaymentNotSettled');
  return message;
}

let lastRead: { raw: string | null; order: PlacedOrder | null } = { raw: null, order: null };

/** The order placed last in this tab; the same object while nothing changed (a stable store snapshot). */
export function lastPlacedOrder(): PlacedOrder | null {
  try {
    const raw = sessionStorage.getItem(LAST_ORDER_KEY);
    if (raw !== lastRead.raw) lastRead = { raw, order: raw ? (JSON.parse(raw) as PlacedOrder) : null };
    return lastRead.order;
  } catch {
    return null;
  }
}

/**
 * The order this tab queued offline that still waits to be sent: a reload of the thank-you page (offline, the cart
 * now empty) shows it and its state again rather than an empty cart (issue 35).
 */
export function waitingOrder(): PlacedOrder | null {
  const order = lastPlacedOrder();
  if (!order?.orderId || order.incrementId !== null) return null;
  return isOrderWaiting(order.orderId) ? order : null;
}

function queueOffline(request: OrderRequest): PlacedOrder {
  queueOrder(request, Object.fromEntries(getCart().cartItems.map((item) => [item.sku, item.name])));
  const placed: PlacedOrder = {
    incrementId: null,
    orderId: request.order_id,
    email: request.personal_details.email,
    grandTotal: getCart().platformTotals?.grand_total ?? 0,
    paymentMethod: request.addressInformation.payment_method_code ?? '',
  };
  dispatchCart({ type: 'LOAD', state: { ...EMPTY_CART, isMicrocartOpen: false } });
  notify({ type: 'warning', message: 'queue.orderQueued' });
  remember(placed);
  return placed;
}

export function remember(placed: PlacedOrder): void {
  try {
    sessionStorage.setItem(LAST_ORDER_KEY, JSON.stringify(placed));
  } catch {
    // The thank-you page then shows the order from memory only.
  }
}
