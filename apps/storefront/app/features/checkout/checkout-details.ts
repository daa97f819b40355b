import type { AddressDto, PaymentMethodDto, PickupPointDto, ShippingMethodDto } from '@hemma/api-client';
import {
  formatPostcode,
  type ValidationIssue,
  validateAddress,
  validatePersonalDetails,
} from '@hemma/commerce';

/** SPEC §3 checkout state: the shopper's details per step, kept in the browser between visits. */
export interface PersonalDetails {
  firstName: string;
  lastName: string;
  emailAddress: string;
  /** SPEC §3 personalDetails.createAccount and password: the guest's account is created with the order. */
  createAccount: boolean;
  /** Kept in memory only, never in storage; dropped after the order (SPEC §4). */
  password: string;
  repeatPassword: string;
}

export interface ShippingDetails {
  /** The booked home-delivery day (YYYY-MM-DD), '' for the first possible. */
  deliveryDate?: string;
  /** The chosen pick-up point of "Hämta hos ombud" (decision 0033). */
  pickupPoint?: PickupPointDto | null;
  /** Carry-in (inbärning) with a freight delivery (decision 0049). */
  carryIn?: boolean;
  firstName: string;
  lastName: string;
  country: string;
  streetAddress: string;
  apartmentNumber: string;
  city: string;
  zipCode: string;
  /** The province where the country asks for one (Italy: "MI", decision 0056). */
  state?: string;
  phoneNumber: string;
  shippingMethod: string;
}

export interface PaymentDetails extends Omit<ShippingDetails, 'shippingMethod' | 'pickupPoint' | 'carryIn'> {
  company: string;
  taxId: string;
  paymentMethod: string;
  sameAsShipping: boolean;
}

export type CheckoutStep = 'personal' | 'shipping' | 'payment' | 'review';

export interface CheckoutDetails {
  personal: PersonalDetails;
  shipping: ShippingDetails;
  payment: PaymentDetails;
  /** The step the shopper reached; resumed while they count as in checkout. */
  step: CheckoutStep;
  modifiedAt: number;
}

/** SPEC §4/§9: the shopper counts as in checkout for 30 minutes after the last change. */
export const IN_CHECKOUT_MS = 1_800_000;
const STORAGE_KEY = 'shop/checkout/details';

const address = {
  firstName: '',
  lastName: '',
  country: 'SE',
  streetAddress: '',
  apartmentNumber: '',
  city: '',
  zipCode: '',
  phoneNumber: '',
};

export const EMPTY_DETAILS: CheckoutDetails = {
  personal: {
    firstName: '',
    lastName: '',
    emailAddress: '',
    createAccount: false,
    password: '',
    repeatPassword: '',
  },
  shipping: { ...address, shippingMethod: '' },
  payment: { ...address, company: '', taxId: '', paymentMethod: '', sameAsShipping: true },
  step: 'personal',
  modifiedAt: 0,
};

export function loadDetails(): CheckoutDetails {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<CheckoutDetails> | null;
    if (!saved) return EMPTY_DETAILS;
    return {
      personal: { ...EMPTY_DETAILS.personal, ...saved.personal },
      shipping: { ...EMPTY_DETAILS.shipping, ...saved.shipping },
      payment: { ...EMPTY_DETAILS.payment, ...saved.payment },
      step: saved.step ?? 'personal',
      modifiedAt: saved.modifiedAt ?? 0,
    };
  } catch {
    return EMPTY_DETAILS;
  }
}

/**
 * The name from personal details written into an address whose name fields are still empty (the shipping and
 * billing steps start with the name the shopper just gave; a name typed there is kept).
 */
export function withNameFrom<A extends { firstName: string; lastName: string }>(
  personal: PersonalDetails,
  address: A,
): A {
  return {
    ...address,
    firstName: address.firstName.trim() === '' ? personal.firstName.trim() : address.firstName,
    lastName: address.lastName.trim() === '' ? personal.lastName.trim() : address.lastName,
  };
}

export function saveDetails(details: CheckoutDetails): void {
  try {
    // A password never goes to storage: a shopper who comes back types it again.
    const personal = { ...details.personal, password: '', repeatPassword: '' };
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...details, personal }));
  } catch (error) {
    console.warn('Checkout details not saved:', error);
  }
}

export const isInCheckout = (details: Pick<CheckoutDetails, 'modifiedAt'>, now: number) =>
  details.modifiedAt > 0 && now - details.modifiedAt < IN_CHECKOUT_MS;

type Address = Omit<ShippingDetails, 'shippingMethod' | 'pickupPoint'> & { company?: string; taxId?: string };

export function toAddressDto(details: Address, email: string): AddressDto {
  return {
    firstname: details.firstName.trim(),
    lastname: details.lastName.trim(),
    street: [details.streetAddress.trim(), details.apartmentNumber.trim()].filter(Boolean),
    city: details.city.trim(),
    postcode: formatPostcode(details.country, details.zipCode),
    country_id: details.country,
    ...(details.state?.trim() ? { region_code: details.state.trim().toUpperCase() } : {}),
    telephone: details.phoneNumber.trim() || null,
    company: details.company?.trim() || null,
    vat_id: details.taxId?.trim() || null,
    email,
  };
}

export type Issues = Record<string, ValidationIssue>;

const byField = (prefix: string, issues: ValidationIssue[]): Issues =>
  Object.fromEntries(issues.map((issue) => [`${prefix}.${issue.field}`, issue]));

export function personalIssues(
  personal: Pick<PersonalDetails, 'firstName' | 'lastName' | 'emailAddress'> & Partial<PersonalDetails>,
): Issues {
  return byField('personal', validatePersonalDetails(personal));
}

export function shippingIssues(shipping: ShippingDetails, virtual: boolean): Issues {
  if (virtual) return {};
  const issues = byField('shipping', validateAddress(shipping));
  if (!shipping.shippingMethod)
    issues['shipping.shippingMethod'] = { field: 'shippingMethod', code: 'required' };
  if (shipping.shippingMethod === PICKUP_POINT_METHOD && !shipping.pickupPoint)
    issues['shipping.pickupPoint'] = { field: 'pickupPoint', code: 'required' };
  return issues;
}

/**
 * The errors shown after a field of a step changed: those of the step (`prefix`) that still fail, with their current
 * wording; a corrected field loses its error at once. No new ones appear while the shopper types: those wait for
 * "Fortsätt". Errors of other steps stay as they are.
 */
export function stillFailing(shown: Issues, now: Issues, prefix: string): Issues {
  return Object.fromEntries(
    Object.entries(shown).flatMap(([key, issue]) => {
      if (!key.startsWith(`${prefix}.`)) return [[key, issue]];
      const current = now[key];
      return current ? [[key, current]] : [];
    }),
  );
}

export function paymentIssues(payment: PaymentDetails, useShipping: boolean): Issues {
  const issues = useShipping ? {} : byField('payment', validateAddress(payment, { invoice: true }));
  if (!payment.paymentMethod) issues['payment.paymentMethod'] = { field: 'paymentMethod', code: 'required' };
  return issues;
}

const METHODS_KEY = 'shop/checkout/methods';

export interface KnownMethods {
  shipping: ShippingMethodDto[];
  payment: PaymentMethodDto[];
}

export function saveMethods(methods: KnownMethods): void {
  try {
    localStorage.setItem(METHODS_KEY, JSON.stringify(methods));
  } catch {
    // Only an offline convenience.
  }
}

/**
 * What a shopper who never reached checkout online may choose offline: the SPEC §9 default shipping (courier flat
 * rate, 5 kr) and the methods that need no provider page. The server re-checks and re-prices the order on arrival.
 */
export const OFFLINE_METHODS: KnownMethods = {
  shipping: [
    {
      carrier_code: 'courier',
      method_code: 'flatrate',
      carrier_title: 'Bud',
      method_title: 'Hemleverans med bud',
      amount: 4,
      price_incl_tax: 5,
      default: true,
      offline: true,
      available: true,
      unavailable_reason: null,
      carry_in_incl_tax: null,
    },
  ],
  payment: [
    {
      code: 'invoice',
      title: 'Faktura (30 dagar)',
      cost_incl_tax: 0,
      default: true,
      offline: false,
      is_server_method: false,
    },
    {
      code: 'cashondelivery',
      title: 'Betala vid leverans',
      cost_incl_tax: 29,
      default: false,
      offline: true,
      is_server_method: false,
    },
  ],
};

export function loadMethods(): KnownMethods {
  try {
    return (
      (JSON.parse(localStorage.getItem(METHODS_KEY) ?? 'null') as KnownMethods | null) ?? OFFLINE_METHODS
    );
  } catch {
    return OFFLINE_METHODS;
  }
}

/** A shipping method as the checkout keeps it: `carrier_method` (e.g. `courier_flatrate`). */
export const methodKey = (
  method: Pick<ShippingMethodDto, 'carrier_code' | 'method_code'> | undefined,
): string => (method ? `${method.carrier_code}_${method.method_code}` : '');

/** The API's two codes of a kept shipping method (the method code may itself contain `_`). */
export function shippingCodes(key: string): {
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
} {
  const [carrier, ...method] = key.split('_');
  return { shipping_carrier_code: carrier || null, shipping_method_code: method.join('_') || null };
}

/** "Hämta hos ombud": the shopper chooses a pick-up point near their postcode (decision 0033). */
export const PICKUP_POINT_METHOD = 'pickup_ombud';

/** The pick-up point an order is collected at: the chosen one with "Hämta hos ombud", else none. */
export function pickupPointOf(details: Pick<CheckoutDetails, 'shipping'>): PickupPointDto | null {
  return details.shipping.shippingMethod === PICKUP_POINT_METHOD
    ? (details.shipping.pickupPoint ?? null)
    : null;
}

/** The delivery day an order books: the chosen one for a home delivery, none for a pick-up or when not chosen. */
export function deliveryDateOf(details: Pick<CheckoutDetails, 'shipping'>): string | null {
  const pickUp = details.shipping.shippingMethod.startsWith('pickup');
  return !pickUp && details.shipping.deliveryDate ? details.shipping.deliveryDate : null;
}

/**
 * The details with countries the store view ships to (decision 0056): details kept from another store view (a Swedish
 * address in /de) move to the view's home country, as the server would refuse them.
 */
export function inCountries(details: CheckoutDetails, countries: readonly string[]): CheckoutDetails {
  const home = countries[0] ?? 'SE';
  const fix = <A extends { country: string }>(a: A): A =>
    countries.includes(a.country) ? a : { ...a, country: home };
  const shipping = fix(details.shipping);
  const payment = fix(details.payment);
  return shipping === details.shipping && payment === details.payment
    ? details
    : { ...details, shipping, payment };
}
