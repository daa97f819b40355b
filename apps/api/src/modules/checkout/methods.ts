import {
  capacityRefusal,
  type CapacityRefusal,
  type Ore,
  type ShippedPackage,
  type ShippingCapacity,
} from '@hemma/commerce';

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
  /** What it carries per package (decision 0049); null: anything. */
  capacity: ShippingCapacity | null;
  /** The price of carrying the goods in (inbärning), a paid option of freight delivery; null: not offered. */
  carryInInclTax: Ore | null;
}

/** What decides which shipping methods a cart is offered: whether anything ships, its cost and its packages. */
export interface ShippingCart {
  isVirtual: boolean;
  subtotalInclTax: Ore;
  /** One per piece that ships (a variant, a bundle's parts), with its weight and package dimensions. */
  packages: readonly ShippedPackage[];
}

/** Parcel carriers' limits (PostNord's pick-up point parcel: 20 kg, 150 cm, 300 cm length + girth). */
const PICKUP_POINT_PARCEL: ShippingCapacity = {
  maxWeightKg: 20,
  maxLengthCm: 150,
  maxLengthPlusGirthCm: 300,
};
/** A courier's van takes what two hands carry: no sofa, bed or wardrobe (those go as freight). */
const COURIER_PARCEL: ShippingCapacity = {
  maxWeightKg: 35,
  maxLengthCm: 200,
  maxLengthPlusGirthCm: null,
};

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

/** Home delivery of large goods by a freight carrier (decision 0049). */
export const FREIGHT_METHOD = { carrierCode: 'freight', methodCode: 'home' } as const;

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
    capacity: COURIER_PARCEL,
    carryInInclTax: null,
  },
  {
    carrierCode: 'freeshipping',
    methodCode: 'freeshipping',
    carrierTitle: 'Fri frakt',
    // The owner's titles carry no amounts (issue 36): the storefront words "over 5 000 kr" from the threshold.
    methodTitle: 'Fri frakt',
    amountInclTax: 0,
    isDefault: false,
    minSubtotalInclTax: 500_000,
    // Free shipping is the courier's parcel: large goods go as freight, which is paid.
    capacity: COURIER_PARCEL,
    carryInInclTax: null,
  },
  {
    // Decision 0049: sofas, beds and wardrobes come by freight to the door, carried in for a fee if the shopper asks.
    carrierCode: FREIGHT_METHOD.carrierCode,
    methodCode: FREIGHT_METHOD.methodCode,
    carrierTitle: 'Frakt',
    methodTitle: 'Hemleverans med frakt (stora varor)',
    amountInclTax: 69_500,
    isDefault: false,
    minSubtotalInclTax: null,
    capacity: null,
    carryInInclTax: 39_500,
  },
  {
    carrierCode: 'pickup',
    methodCode: 'store',
    carrierTitle: 'Hämta i butik',
    methodTitle: 'Hämta i butik (Stockholm)',
    amountInclTax: 0,
    isDefault: false,
    minSubtotalInclTax: null,
    capacity: null,
    carryInInclTax: null,
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
    capacity: PICKUP_POINT_PARCEL,
    carryInInclTax: null,
  },
];

/** A method paid on the provider's hosted page after the order is placed: no fee, never the default. */
function hostedMethod(code: string, title: string): PaymentMethod {
  return {
    code,
    title,
    costInclTax: 0,
    isDefault: false,
    offline: false,
    isServerMethod: false,
    hostedPage: true,
    forVirtualCarts: true,
  };
}

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
  hostedMethod('stripe_card', 'Kort (Visa, Mastercard)'),
  hostedMethod('stripe_klarna', 'Klarna – faktura eller delbetalning'),
  hostedMethod('stripe_swish', 'Swish'),
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

/** The methods the shop has that the cart's subtotal reaches (free shipping from 5 000 kr), whatever they carry. */
function reachedShippingMethods(methods: CheckoutMethods, cart: ShippingCart): ShippingMethod[] {
  if (cart.isVirtual) return [];
  return methods.shipping.filter(
    (m) => m.minSubtotalInclTax === null || cart.subtotalInclTax >= m.minSubtotalInclTax,
  );
}

/** Shipping methods offered for a cart: none when nothing needs shipping, only those that take every package. */
export function availableShippingMethods(methods: CheckoutMethods, cart: ShippingCart): ShippingMethod[] {
  return reachedShippingMethods(methods, cart).filter((m) => !capacityRefusal(m.capacity, cart.packages));
}

/** The methods the cart would be offered but for what it holds, each with why (the checkout shows them so). */
export function refusedShippingMethods(
  methods: CheckoutMethods,
  cart: ShippingCart,
): { method: ShippingMethod; refusal: CapacityRefusal }[] {
  return reachedShippingMethods(methods, cart).flatMap((method) => {
    const refusal = capacityRefusal(method.capacity, cart.packages);
    return refusal ? [{ method, refusal }] : [];
  });
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
  cart: ShippingCart,
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
 * When the default cannot take the cart (a sofa for the courier), the first delivery that can (freight) stands in.
 */
export function defaultShippingMethod(
  methods: CheckoutMethods,
  cart: ShippingCart,
): ShippingMethod | undefined {
  const offered = availableShippingMethods(methods, cart);
  const standard =
    offered.find((m) => m.isDefault) ??
    offered.find((m) => m.carrierCode !== PICKUP_POINT_METHOD.carrierCode) ??
    offered[0];
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
