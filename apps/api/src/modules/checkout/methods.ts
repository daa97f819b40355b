import type { Ore } from '@hemma/commerce';

/**
 * The shop's shipping and payment methods (decision 0012). Amounts are öre incl. VAT; shipping and payment fees
 * carry the standard rate. Titles are Swedish, the shop's language; the storefront translates by code.
 */
export const FEE_TAX_PERCENT = 25;

export interface ShippingMethod {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  amountInclTax: Ore;
  isDefault: boolean;
  /** Free shipping applies from this subtotal (öre incl. VAT); null: always offered. */
  minSubtotalInclTax: Ore | null;
}

export interface PaymentMethod {
  code: string;
  title: string;
  costInclTax: Ore;
  isDefault: boolean;
  /** Settled outside the shop (SPEC §4 cash on delivery): no provider page. */
  offline: boolean;
  /** Paid through the payment provider's page before the order is placed. */
  isServerMethod: boolean;
  /**
   * Paid on the provider's hosted page after the order is placed (Stripe Checkout, decision 0050): the order waits as
   * pending until the provider's webhook says it is paid, authorized, failed or expired.
   */
  hostedPage: boolean;
  /** Offered for carts that need no shipping (virtual and downloadable items only). */
  forVirtualCarts: boolean;
}

/** The shipping method whose parcel waits at a pick-up point (ombud) the shopper chose (decision 0033). */
export const PICKUP_POINT_METHOD = { carrierCode: 'pickup', methodCode: 'ombud' } as const;

export const needsPickupPoint = (method: { carrierCode: string; methodCode: string }): boolean =>
  method.carrierCode === PICKUP_POINT_METHOD.carrierCode &&
  method.methodCode === PICKUP_POINT_METHOD.methodCode;

export const SHIPPING_METHODS: readonly ShippingMethod[] = [
  {
    // SPEC §9 default shipping: courier flatrate, 4 kr + VAT = 5 kr.
    carrierCode: 'courier',
    methodCode: 'flatrate',
    carrierTitle: 'Bud',
    methodTitle: 'Hemleverans med bud',
    amountInclTax: 500,
    isDefault: true,
    minSubtotalInclTax: null,
  },
  {
    carrierCode: 'freeshipping',
    methodCode: 'freeshipping',
    carrierTitle: 'Fri frakt',
    methodTitle: 'Fri frakt över 5 000 kr',
    amountInclTax: 0,
    isDefault: false,
    minSubtotalInclTax: 500_000,
  },
  {
    carrierCode: 'pickup',
    methodCode: 'store',
    carrierTitle: 'Hämta i butik',
    methodTitle: 'Hämta i butik (Stockholm)',
    amountInclTax: 0,
    isDefault: false,
    minSubtotalInclTax: null,
  },
  {
    // Decision 0033: collected at a pick-up point (ombud) the shopper chooses near their postcode.
    carrierCode: PICKUP_POINT_METHOD.carrierCode,
    methodCode: PICKUP_POINT_METHOD.methodCode,
    carrierTitle: 'Ombud',
    methodTitle: 'Hämta hos ombud',
    amountInclTax: 3900,
    isDefault: false,
    minSubtotalInclTax: null,
  },
];

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  {
    code: 'invoice',
    title: 'Faktura (30 dagar)',
    costInclTax: 0,
    isDefault: true,
    offline: false,
    isServerMethod: false,
    hostedPage: false,
    forVirtualCarts: true,
  },
  {
    code: 'cashondelivery',
    title: 'Betala vid leverans',
    costInclTax: 2900,
    isDefault: false,
    offline: true,
    isServerMethod: false,
    hostedPage: false,
    forVirtualCarts: false,
  },
  {
    // Paid on the payment provider's page (in an iframe) before the order is placed; the order checks the payment.
    code: 'card',
    title: 'Kort (Visa, Mastercard)',
    costInclTax: 0,
    isDefault: false,
    offline: false,
    isServerMethod: true,
    hostedPage: false,
    forVirtualCarts: true,
  },
  {
    // Swish (decision 0027): a payment request answered in the shopper's app, then the provider's callback.
    code: 'swish',
    title: 'Swish',
    costInclTax: 0,
    isDefault: false,
    offline: false,
    isServerMethod: true,
    hostedPage: false,
    forVirtualCarts: true,
  },
  {
    // Invoice or part payment through a credit provider: authorized by its credit decision, captured later.
    code: 'partpayment',
    title: 'Delbetalning eller faktura (kreditprövning)',
    costInclTax: 0,
    isDefault: false,
    offline: false,
    isServerMethod: true,
    hostedPage: false,
    forVirtualCarts: true,
  },
  // Stripe Checkout (decision 0050): offered only when the shop has a Stripe key (HEMMA_STRIPE_SECRET_KEY).
  {
    code: 'stripe_card',
    title: 'Kort (Visa, Mastercard)',
    costInclTax: 0,
    isDefault: false,
    offline: false,
    isServerMethod: false,
    hostedPage: true,
    forVirtualCarts: true,
  },
  {
    code: 'stripe_klarna',
    title: 'Klarna – faktura eller delbetalning',
    costInclTax: 0,
    isDefault: false,
    offline: false,
    isServerMethod: false,
    hostedPage: true,
    forVirtualCarts: true,
  },
  {
    code: 'stripe_swish',
    title: 'Swish',
    costInclTax: 0,
    isDefault: false,
    offline: false,
    isServerMethod: false,
    hostedPage: true,
    forVirtualCarts: true,
  },
];

/** The methods the shop offers now: the owner's settings, or the constants above until the owner saves any. */
export interface CheckoutMethods {
  shipping: readonly ShippingMethod[];
  payment: readonly PaymentMethod[];
}

export const DEFAULT_CHECKOUT_METHODS: CheckoutMethods = {
  shipping: SHIPPING_METHODS,
  payment: PAYMENT_METHODS,
};

/** Shipping methods offered for a cart; none when nothing needs shipping. */
export function availableShippingMethods(
  methods: CheckoutMethods,
  cart: { isVirtual: boolean; subtotalInclTax: Ore },
): ShippingMethod[] {
  if (cart.isVirtual) return [];
  return methods.shipping.filter(
    (m) => m.minSubtotalInclTax === null || cart.subtotalInclTax >= m.minSubtotalInclTax,
  );
}

/** Payment methods offered for a cart: cash on delivery is hidden when nothing is delivered (SPEC §4). */
export function availablePaymentMethods(
  methods: CheckoutMethods,
  cart: { isVirtual: boolean },
): PaymentMethod[] {
  return methods.payment.filter((m) => !cart.isVirtual || m.forVirtualCarts);
}

export function findShippingMethod(
  methods: CheckoutMethods,
  cart: { isVirtual: boolean; subtotalInclTax: Ore },
  carrierCode: string | null | undefined,
  methodCode: string | null | undefined,
): ShippingMethod | undefined {
  return availableShippingMethods(methods, cart).find(
    (m) => m.carrierCode === carrierCode && m.methodCode === methodCode,
  );
}

/**
 * The method a cart ships with until the shopper chooses: the default when it is offered, else the first — unless
 * the cart reached a threshold offer (free shipping from 5 000 kr) that is cheaper: then the cheapest such offer.
 * Methods without a threshold (pick-up in store) are another way of receiving the goods, never chosen for the shopper.
 */
export function defaultShippingMethod(
  methods: CheckoutMethods,
  cart: { isVirtual: boolean; subtotalInclTax: Ore },
): ShippingMethod | undefined {
  const offered = availableShippingMethods(methods, cart);
  const standard = offered.find((m) => m.isDefault) ?? offered[0];
  const reached = offered
    .filter((m) => m.minSubtotalInclTax !== null)
    .sort((a, b) => a.amountInclTax - b.amountInclTax)[0];
  return reached && standard && reached.amountInclTax < standard.amountInclTax ? reached : standard;
}

export function findPaymentMethod(
  methods: CheckoutMethods,
  cart: { isVirtual: boolean },
  code: string | null | undefined,
) {
  return availablePaymentMethods(methods, cart).find((m) => m.code === code);
}
