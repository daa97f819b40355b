import { dateFormat } from './date-formats.ts';
import { type Ore, toSek } from './money.ts';

/** The back office's and the mails' languages. */
export type Locale = 'sv-SE' | 'en-US';
export const LOCALES: readonly Locale[] = ['sv-SE', 'en-US'];
/** The storefront's languages: Swedish and English in the default store view, German and Italian in /de and /it. */
export type ShopLocale = Locale | 'de-DE' | 'it-IT';
export const SHOP_LOCALES: readonly ShopLocale[] = ['sv-SE', 'en-US', 'de-DE', 'it-IT'];
export const DEFAULT_LOCALE: Locale = 'sv-SE';

/** A stored language code (an order's locale) as one of the shop's languages; Swedish for anything else. */
export function shopLocaleOf(value: string | null | undefined): ShopLocale {
  return SHOP_LOCALES.find((locale) => locale === value) ?? DEFAULT_LOCALE;
}

export const CURRENCY = 'SEK';

/**
 * Each language's signs in a number, as Intl.NumberFormat writes them (CLDR): the group separator and the decimal
 * sign. format.test.ts checks every one against Intl.
 */
const NUMBER_SIGNS: Record<ShopLocale, { group: string; decimal: string }> = {
  'sv-SE': { group: '\u00a0', decimal: ',' },
  'en-US': { group: ',', decimal: '.' },
  'de-DE': { group: '.', decimal: ',' },
  'it-IT': { group: '.', decimal: ',' },
};

/**
 * A number as the language writes it: grouped in threes (also below 10 000), at least `minimumFractionDigits` and at
 * most `maximumFractionDigits` decimals, a negative one with the Unicode minus sign. It rounds as Intl.NumberFormat
 * does (half away from zero, on the number's shortest decimal form: 1.005 → 1.01) and gives the same text.
 *
 * Written out rather than through Intl.NumberFormat: a browser builds its first NumberFormat in 60–80 ms on a CPU
 * slowed as Lighthouse's phone (ICU loads its number data), and every page with a price built one while it was
 * hydrated (decision 0040).
 */
export function formatNumber(
  value: number,
  locale: ShopLocale,
  minimumFractionDigits = 0,
  maximumFractionDigits = minimumFractionDigits,
): string {
  const shortest = String(Math.abs(value));
  // Infinity, NaN, and numbers JavaScript writes with an exponent (below 1e-6, from 1e21): Intl's own text.
  if (!/^\d+(\.\d+)?$/.test(shortest)) {
    return new Intl.NumberFormat(locale, {
      minimumFractionDigits,
      maximumFractionDigits,
      useGrouping: 'always',
    })
      .format(value)
      .replace('-', '\u2212');
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  let digits = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if (fraction.charCodeAt(maximumFractionDigits) >= 53 /* '5' */)
    digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  const integer = digits.slice(0, digits.length - maximumFractionDigits);
  let decimals = digits.slice(digits.length - maximumFractionDigits);
  while (decimals.length > minimumFractionDigits && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const signs = NUMBER_SIGNS[locale];
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, signs.group);
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '\u2212' : ''}${grouped}${decimals ? signs.decimal + decimals : ''}`;
}

/**
 * The sign of the euro as Intl writes it (`narrowSymbol`) in every shop language, so that a store view in euros builds
 * no NumberFormat either; any other currency asks Intl once per language (format.test.ts checks the euro's).
 */
const currencySigns = new Map<string, string>(SHOP_LOCALES.map((locale) => [`${locale}|EUR`, '€']));

/**
 * SPEC §9: the amount, then the sign (`kr` for SEK), 0 fraction digits. The amount is grouped by the language's
 * rules (`17 495 kr` in Swedish, `17,495 kr` in English, `17.495 kr` in German and Italian), the sign stays after it
 * in every language (decision 0029), and a negative amount uses the Unicode minus sign. Euros show cents
 * (`1.234,00 €` in German and Italian, decision 0035).
 */
function formatMoney(amount: number, locale: ShopLocale, currency: string): string {
  // SEK in whole kronor (SPEC §9), other currencies (EUR, decision 0035) in cents.
  if (currency === 'SEK') return `${formatNumber(amount, locale)}\u00a0kr`;
  const key = `${locale}|${currency}`;
  let sign = currencySigns.get(key);
  if (sign === undefined) {
    sign = currencySign(locale, currency);
    currencySigns.set(key, sign);
  }
  return `${formatNumber(amount, locale, 2)}\u00a0${sign}`;
}

function currencySign(locale: ShopLocale, currency: string): string {
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

/**
 * Formats öre for display: `12 345 kr` in sv-SE (non-breaking spaces, whole kronor, amount then sign).
 * Display rounding only; arithmetic never uses the formatted value.
 */
export function formatPrice(ore: Ore, locale: ShopLocale = DEFAULT_LOCALE, currency = CURRENCY): string {
  return formatMoney(toSek(ore), locale, currency);
}

/** Formats a decimal amount as the API exposes it (e.g. `price_incl_tax`), kronor or the store view's currency. */
export function formatSek(kronor: number, locale: ShopLocale = DEFAULT_LOCALE, currency = CURRENCY): string {
  return formatMoney(kronor, locale, currency);
}

/** A whole number in the language's grouping (`5 000`, `5,000`, `5.000`), e.g. for price range labels. */
export function formatAmount(amount: number, locale: ShopLocale = DEFAULT_LOCALE): string {
  return formatNumber(amount, locale);
}

function localParts(date: Date, timeZone: string) {
  const parts = dateFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: Number(part('month')),
    day: Number(part('day')),
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** The SPEC's date format `HH:mm D/M/YYYY`, in the shop's time zone: the storefront's. */
export function formatDateTime(date: Date, timeZone = 'Europe/Stockholm'): string {
  const p = localParts(date, timeZone);
  return `${p.time} ${p.day}/${p.month}/${p.year}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The back office's form, sortable and unambiguous (issue 35): `2026-12-05 10:14`, in the shop's time zone. */
export function formatStaffDateTime(date: Date, timeZone = 'Europe/Stockholm'): string {
  const p = localParts(date, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${p.time}`;
}

/** A day as a letter writes it (issue 35, mails): `5 december 2026` in Swedish, `December 5, 2026` in English. */
export function formatLongDate(
  date: Date,
  locale: string = DEFAULT_LOCALE,
  timeZone = 'Europe/Stockholm',
): string {
  return dateFormat(locale, { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** A moment as a letter writes it (mails): `5 december 2026 10:14`. */
export function formatLongDateTime(
  date: Date,
  locale: string = DEFAULT_LOCALE,
  timeZone = 'Europe/Stockholm',
): string {
  return `${formatLongDate(date, locale, timeZone)} ${localParts(date, timeZone).time}`;
}
