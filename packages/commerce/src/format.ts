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

const priceFormats = new Map<string, (amount: number) => string>();

/**
 * SPEC §9: the amount, then the sign (`kr` for SEK), 0 fraction digits. The amount is grouped by the language's
 * rules (`17 495 kr` in Swedish, `17,495 kr` in English, `17.495 kr` in German and Italian), the sign stays after it
 * in every language (decision 0029), and a negative amount uses the Unicode minus sign. Euros show cents
 * (`1.234,00 €` in German and Italian, decision 0035).
 */
function priceFormat(locale: ShopLocale, currency: string): (amount: number) => string {
  const key = `${locale}|${currency}`;
  let format = priceFormats.get(key);
  if (!format) {
    // SEK in whole kronor (SPEC §9), other currencies (EUR, decision 0035) in cents.
    const digits = currency === 'SEK' ? 0 : 2;
    const number = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: 'always',
    });
    const sign = currency === 'SEK' ? 'kr' : currencySign(locale, currency);
    format = (amount) => `${number.format(amount).replace('-', '\u2212')}\u00a0${sign}`;
    priceFormats.set(key, format);
  }
  return format;
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
  return priceFormat(locale, currency)(toSek(ore));
}

/** Formats a decimal amount as the API exposes it (e.g. `price_incl_tax`), kronor or the store view's currency. */
export function formatSek(kronor: number, locale: ShopLocale = DEFAULT_LOCALE, currency = CURRENCY): string {
  return priceFormat(locale, currency)(kronor);
}

/** A whole number in the language's grouping (`5 000`, `5,000`, `5.000`), e.g. for price range labels. */
export function formatAmount(amount: number, locale: ShopLocale = DEFAULT_LOCALE): string {
  return priceFormat(locale, CURRENCY)(amount).replace(/\u00a0kr$/, '');
}

/** The SPEC's date format `HH:mm D/M/YYYY`, in the shop's time zone. */
export function formatDateTime(date: Date, timeZone = 'Europe/Stockholm'): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${Number(part('day'))}/${Number(part('month'))}/${part('year')}`;
}
