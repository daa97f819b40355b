import type {
  AddressInformationDto,
  CartChangeMeta,
  CartItemDto,
  CartItemInput,
  CartTotalsDto,
  OrderRequest,
  OrderResult,
  PaymentMethodDto,
  PaymentSessionDto,
  PaymentReturnDto,
  DeliveryDatesDto,
  PickupPointDto,
  PaymentProviderErrorInput,
  ShippingInformationResult,
  ShippingMethodDto,
  StockCheckResult,
} from './checkout-types.ts';
import { createEnvelopeRequester, createRequester, type ApiClientOptions, type Query } from './requester.ts';

/**
 * What a call that changes the cart answers (decision 0063): its result and the cart's lines and totals after the
 * change, the same as a cart/totals asked next; a client uses them instead of asking.
 */
export interface CartChange<T> {
  result: T;
  totals: CartTotalsDto;
}

/**
 * The cart, stock and order calls (SPEC §7). Separate from the catalogue client so that pages which never touch
 * the cart do not carry this code.
 */
export function createCheckoutClient(options: ApiClientOptions) {
  const request = createRequester(options);
  const withMeta = createEnvelopeRequester(options);
  const change = async <T>(path: string, query: Query, body: unknown): Promise<CartChange<T>> => {
    const { result, meta } = await withMeta<T, CartChangeMeta>('POST', path, query, body);
    return { result, totals: meta.totals };
  };
  const cart = (cartId: string) => ({ cartId });
  return {
    createCart: (): Promise<string> => request('POST', 'cart/create', {}, {}),
    pullCart: (cartId: string): Promise<CartItemDto[]> => request('GET', 'cart/pull', cart(cartId)),
    /** Sets a line's quantity; answers the line and the cart's totals after it. */
    updateCartItem: (cartId: string, cartItem: CartItemInput): Promise<CartChange<CartItemDto>> =>
      change('cart/update', cart(cartId), { cartItem }),
    /** Removes a line; answers the cart's totals after it. */
    deleteCartItem: (
      cartId: string,
      cartItem: { sku: string; item_id?: number | undefined },
    ): Promise<CartChange<boolean>> => change('cart/delete', cart(cartId), { cartItem }),
    totals: (cartId: string): Promise<CartTotalsDto> => request('GET', 'cart/totals', cart(cartId)),
    paymentMethods: (cartId: string): Promise<PaymentMethodDto[]> =>
      request('GET', 'cart/payment-methods', cart(cartId)),
    /** The countries the store view ships to, its home first (decision 0056). */
    countries: (): Promise<string[]> => request('GET', 'ext/countries', {}),
    shippingMethods: (cartId: string, countryId: string): Promise<ShippingMethodDto[]> =>
      request('POST', 'cart/shipping-methods', cart(cartId), { address: { country_id: countryId } }),
    shippingInformation: (
      cartId: string,
      addressInformation: AddressInformationDto,
    ): Promise<ShippingInformationResult> =>
      request('POST', 'cart/shipping-information', cart(cartId), { addressInformation }),
    /** Chooses methods on the cart without an address (a shipping method just picked) and answers the totals. */
    collectTotals: (
      cartId: string,
      methods: { shippingCarrierCode?: string; shippingMethodCode?: string },
    ): Promise<CartTotalsDto> => request('POST', 'cart/collect-totals', cart(cartId), { methods }),
    /** Applies a coupon; answers the cart's totals with it (a wrong code: ApiError 400). */
    applyCoupon: (cartId: string, coupon: string): Promise<CartChange<boolean>> =>
      change('cart/apply-coupon', { ...cart(cartId), coupon }, {}),
    deleteCoupon: (cartId: string): Promise<CartChange<boolean>> =>
      change('cart/delete-coupon', cart(cartId), {}),
    checkStock: (sku: string): Promise<StockCheckResult> => request('GET', 'stock/check', { sku }),
    listStock: (skus: string[]): Promise<StockCheckResult[]> =>
      request('GET', 'stock/list', { skus: skus.join(',') }),
    placeOrder: (order: OrderRequest): Promise<OrderResult> => request('POST', 'order', {}, order),
    startCardPayment: (cartId: string): Promise<PaymentSessionDto> =>
      request('POST', 'ext/payment/sessions', cart(cartId), {}),
    /** Opens a payment at the method's provider (card, swish, partpayment) for the cart (decision 0027). */
    startPayment: (cartId: string, method: string): Promise<PaymentSessionDto> =>
      request('POST', 'ext/payment/sessions', { ...cart(cartId), method }, {}),
    /** Back from Stripe's page (decision 0050): the payment's state and its order; pending asks Stripe at once. */
    paymentReturn: (paymentId: string, key: string): Promise<PaymentReturnDto> =>
      request('GET', `ext/payment/returns/${encodeURIComponent(paymentId)}`, { key }),
    /** The shopper cancelled on Stripe's page: the order is cancelled and the cart (cart_id) open again. */
    cancelHostedPayment: (paymentId: string, key: string): Promise<PaymentReturnDto> =>
      request('POST', `ext/payment/returns/${encodeURIComponent(paymentId)}/cancel`, { key }, {}),
    /** The days a home delivery of the cart can be booked for (SPEC §7 delivery-date extension). */
    deliveryDates: (cartId: string): Promise<DeliveryDatesDto> =>
      request('GET', 'ext/delivery-dates', cart(cartId)),
    /** Books the home-delivery day on the cart (SPEC §7 delivery-date set); null clears it. */
    setDeliveryDate: (cartId: string, date: string | null): Promise<DeliveryDatesDto> =>
      request('POST', 'ext/delivery-date', cart(cartId), { delivery_date: date }),
    /** The pick-up points (ombud) nearest a Swedish postcode (decision 0033); 400 for a malformed one. */
    pickupPoints: (postcode: string): Promise<PickupPointDto[]> =>
      request('GET', 'ext/pickup-points', { postcode }),
    /** Reports a payment provider's error to the shop (SPEC §7 payment-provider error). */
    reportPaymentError: (
      report: PaymentProviderErrorInput,
    ): Promise<{ logged: boolean; reference: string }> =>
      request('POST', 'ext/payment-provider/error', {}, report),
  };
}

export type CheckoutClient = ReturnType<typeof createCheckoutClient>;
