/**
 * Address rules per country besides the postcode (postcode.ts): how phone numbers are written and normalised, the
 * order and naming of the address fields, and which countries each store view ships to by default (decision 0056).
 * The storefront's forms and the API's 400 answers use these same rules; adding a country is one entry per table.
 */

export interface PhoneFormat {
  /** The country calling code without "+", e.g. "49". */
  callingCode: string;
  /** Whether national numbers start with a trunk 0 that the international form drops (not so in Italy). */
  trunkZero: boolean;
  /** The national significant number (after the calling code), digits only. */
  national: RegExp;
  /** A number as the country's people write it, shown in hints. */
  example: string;
}

export const PHONE_FORMATS: Readonly<Record<string, PhoneFormat>> = {
  SE: { callingCode: '46', trunkZero: true, national: /^[1-9]\d{6,8}$/, example: '070-123 45 67' },
  DE: { callingCode: '49', trunkZero: true, national: /^[1-9]\d{5,12}$/, example: '030 1234567' },
  AT: { callingCode: '43', trunkZero: true, national: /^[1-9]\d{3,12}$/, example: '01 5123456' },
  // Italian landlines keep their 0 after +39 (+39 02 …), mobiles start with 3.
  IT: { callingCode: '39', trunkZero: false, national: /^[03]\d{5,10}$/, example: '02 1234567' },
};

/** The national significant number of a phone number of `country`, or null when it is not one of that country. */
function nationalNumber(country: string, phone: string): string | null {
  const format = PHONE_FORMATS[country.trim().toUpperCase()];
  if (!format || !/^\+?[\d\s()/.-]+$/.test(phone.trim())) return null;
  const compact = phone.replace(/[\s()/.-]/g, '');
  const international = [`+${format.callingCode}`, `00${format.callingCode}`].find((p) =>
    compact.startsWith(p),
  );
  let national: string;
  if (international) national = compact.slice(international.length);
  else if (compact.startsWith('+') || compact.startsWith('00')) return null;
  else if (format.trunkZero) {
    if (!compact.startsWith('0')) return null;
    national = compact.slice(1);
  } else national = compact;
  return format.national.test(national) ? national : null;
}

/** Whether a phone number is one of the country's (national or international form); any 7–15 digits elsewhere. */
export function isValidPhoneFor(country: string, phone: string): boolean {
  if (!PHONE_FORMATS[country.trim().toUpperCase()]) {
    const digits = phone.replace(/\D/g, '').length;
    return /^\+?[\d\s()-]+$/.test(phone.trim()) && digits >= 7 && digits <= 15;
  }
  return nationalNumber(country, phone) !== null;
}

/**
 * A phone number in its international form without spaces ("030 1234567" in DE → "+49301234567"), as orders keep
 * it; a number that is not one of the country's, or of a country without a rule here, comes back trimmed.
 */
export function normalisePhone(country: string, phone: string): string {
  const format = PHONE_FORMATS[country.trim().toUpperCase()];
  const national = format ? nationalNumber(country, phone) : null;
  return format && national ? `+${format.callingCode}${national}` : phone.trim();
}

/** An address field of the checkout's and the address book's forms. */
export type AddressField = 'streetAddress' | 'apartmentNumber' | 'zipCode' | 'city' | 'state';

export interface AddressLayout {
  /** The fields after the name, in the order the country writes them. */
  fields: readonly AddressField[];
  /**
   * The label key of a field where the country names it its own way (the storefront's i18n has them in every
   * language): `address.street.DE` says "Straße und Hausnummer", `address.zip.IT` "CAP".
   */
  labels: Partial<Record<AddressField, string>>;
  /** The province (Italy: its two-letter code, "MI") is required. */
  stateRequired: boolean;
}

const SWEDISH_LAYOUT: AddressLayout = {
  fields: ['streetAddress', 'apartmentNumber', 'zipCode', 'city'],
  labels: {},
  stateRequired: false,
};

export const ADDRESS_LAYOUTS: Readonly<Record<string, AddressLayout>> = {
  SE: SWEDISH_LAYOUT,
  DE: {
    fields: ['streetAddress', 'apartmentNumber', 'zipCode', 'city'],
    labels: { streetAddress: 'address.street.DE', zipCode: 'address.zip.DE', city: 'address.city.DE' },
    stateRequired: false,
  },
  AT: {
    fields: ['streetAddress', 'apartmentNumber', 'zipCode', 'city'],
    labels: { streetAddress: 'address.street.DE', zipCode: 'address.zip.DE', city: 'address.city.DE' },
    stateRequired: false,
  },
  IT: {
    fields: ['streetAddress', 'apartmentNumber', 'zipCode', 'city', 'state'],
    labels: { streetAddress: 'address.street.IT', zipCode: 'address.zip.IT', state: 'address.state.IT' },
    stateRequired: true,
  },
};

export function addressLayout(country: string): AddressLayout {
  return ADDRESS_LAYOUTS[country.trim().toUpperCase()] ?? SWEDISH_LAYOUT;
}

/** An Italian province as written on an address: its two-letter code ("MI", "RM"). */
export const isProvinceCode = (code: string): boolean => /^[A-Za-z]{2}$/.test(code.trim());

/** The countries a store view ships to until the owner changes them (decision 0056); the first is its home. */
export const DEFAULT_SHIPPING_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  default: ['SE'],
  en: ['SE'],
  de: ['DE', 'AT'],
  it: ['IT'],
};

/** Countries the shop has address and VAT rules for: the only ones the owner can choose. */
export const SUPPORTED_COUNTRIES: readonly string[] = Object.keys(PHONE_FORMATS);

/**
 * The country a cart is priced and taxed for: where its address says it goes, when the store view ships there, else
 * the store view's home country (its first).
 */
export function destinationCountry(
  countries: readonly string[],
  addressCountry: string | null | undefined,
): string {
  const chosen = addressCountry?.trim().toUpperCase();
  return chosen && countries.includes(chosen) ? chosen : (countries[0] ?? 'SE');
}
