import type { MessageKey, Translate } from '../../i18n/translate.ts';

/**
 * Names the catalogue's data carries in English that the back office says in the owner's language (issue 35): the
 * tax classes every shop starts with (a class the owner named is shown as named) and the price history's reasons.
 */
const TAX_CLASSES: Record<string, MessageKey> = {
  'Taxable Goods': 'taxClass.taxableGoods',
  'Retail Customer': 'taxClass.retailCustomer',
};

export function taxClassName(name: string, t: Translate): string {
  const key = TAX_CLASSES[name];
  return key ? t(key) : name;
}

const PRICE_REASONS: Record<string, MessageKey> = {
  seed: 'product.historyReason.seed',
  regular_price: 'product.historyReason.regular_price',
  special_price: 'product.historyReason.special_price',
  special_price_removed: 'product.historyReason.special_price_removed',
  special_window: 'product.historyReason.special_window',
};

/** Why a price history row was written, in words; a reason the app does not know is shown as it is. */
export function priceReasonText(reason: string, t: Translate): string {
  const key = PRICE_REASONS[reason];
  return key ? t(key) : reason;
}
