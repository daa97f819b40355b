import { isOrderStatus, type Locale, type OrderStatus } from '@hemma/commerce';
import type { MessageKey, Translate } from '../i18n/translate.ts';

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, decimals: 0 | 2, currency: string): Intl.NumberFormat {
  const key = `${locale}|${decimals}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * An amount in kronor as the back office shows it: with öre when there are any (`1 234,50 kr`), whole kronor
 * otherwise (`1 234 kr`) — the shop owner reconciles orders to the öre, where the storefront rounds for shoppers.
 * An order placed in another currency (EUR from /de and /it, decision 0035) shows its own: `1 234,50 €`, always with
 * cents.
 */
export function formatKronor(kronor: number, locale: Locale, currency = 'SEK'): string {
  const whole = currency === 'SEK' && Math.round(kronor * 100) % 100 === 0;
  return numberFormat(locale, whole ? 0 : 2, currency).format(kronor);
}

/** The toast after an order's status changed: one sentence per status, as each reads in the language (issue 35). */
export const STATUS_CHANGED = {
  new: 'orders.changed.new',
  processing: 'orders.changed.processing',
  partially_shipped: 'orders.changed.partially_shipped',
  shipped: 'orders.changed.shipped',
  delivered: 'orders.changed.delivered',
  cancelled: 'orders.changed.cancelled',
} as const satisfies Record<OrderStatus, MessageKey>;

export function statusChangedText(orderNumber: string, status: string, t: Translate): string {
  return isOrderStatus(status)
    ? t(STATUS_CHANGED[status], { number: orderNumber })
    : `${orderNumber}: ${status}`;
}
