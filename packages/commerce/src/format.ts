import { type Ore, toSek } from './money.ts';

export type Locale = 'sv-SE' | 'en-US';
export const LOCALES: readonly Locale[] = ['sv-SE', 'en-US'];
export const DEFAULT_LOCALE: Locale = 'sv-SE';
export const CURRENCY = 'SEK';

const priceFormats = new Map<string, Intl.NumberFormat>();

function priceFormat(locale: Locale, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    priceFormats.set(key, format);
  }
  return format;
}

/**
 * Formats öre for display: `12 345 kr` in sv-SE (non-breaking spaces, whole kronor, amount then sign).
 * Display rounding only; arithmetic never uses the formatted value.
 */
export function formatPrice(ore: Ore, locale: Locale = DEFAULT_LOCALE, currency = CURRENCY): string {
  return priceFormat(locale, currency).format(toSek(ore));
}

/** Formats a decimal kronor amount as the API exposes it (e.g. `price_incl_tax`). */
export function formatSek(kronor: number, locale: Locale = DEFAULT_LOCALE, currency = CURRENCY): string {
  return priceFormat(locale, currency).format(kronor);
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
