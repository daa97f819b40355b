import {
  fromSekPrice,
  type CustomOptionLike,
  type OptionValuePrice,
  type PriceCurrency,
} from '@hemma/commerce';
import type { CustomOptionRow, CustomOptionValueRow } from '../../modules/catalog/product-repository.ts';

/** A custom option value; `price` is öre for a fixed price, the percentage for a percent price. */
export type CustomOptionValueRule = OptionValuePrice & {
  price_type: CustomOptionValueRow['price_type'];
  price: number;
  title: string;
  sort_order: number;
};

export interface CustomOptionRule extends CustomOptionLike {
  type: CustomOptionRow['type'];
  sort_order: number;
  max_characters: number | null;
  values: CustomOptionValueRule[];
}

/**
 * The custom options of a product with their prices in the minor units of the currency (a fixed price entered in SEK
 * converted, a percentage kept): what a cart line is priced by, and what the product page shows (in SEK decimals).
 * The one mapping of the catalogue's option rows (issue 36).
 */
export function customOptionRules(
  options: readonly CustomOptionRow[],
  values: readonly CustomOptionValueRow[],
  currency: PriceCurrency,
): CustomOptionRule[] {
  return options.map((o) => ({
    option_id: o.id,
    title: o.title,
    type: o.type,
    is_require: o.is_require === 1,
    sort_order: o.sort_order,
    price_type: o.price_type,
    price:
      o.price_type === 'percent'
        ? Number(o.price_percent ?? 0)
        : o.price_type === 'fixed'
          ? fromSekPrice(Number(o.price_amount ?? 0), currency)
          : null,
    max_characters: o.max_characters,
    values: values
      .filter((v) => v.option_id === o.id)
      .map((v) => ({
        option_type_id: v.id,
        title: v.title,
        price_type: v.price_type,
        price:
          v.price_type === 'percent'
            ? Number(v.price_percent)
            : fromSekPrice(Number(v.price_amount), currency),
        sort_order: v.sort_order,
      })),
  }));
}
