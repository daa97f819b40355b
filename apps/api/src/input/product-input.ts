import type { AdminPriceInput, AdminProductData } from '@hemma/contract';
import { fromSek } from '@hemma/commerce';
import type { PriceEdit } from '../use-cases/catalog-admin/edit-price.ts';
import type { PriceSave, ProductSave } from '../use-cases/catalog-admin/product-save.ts';

type PriceData = Pick<
  AdminProductData,
  'price' | 'special_price' | 'price_eur' | 'special_price_eur' | 'tier_prices'
>;

const oreOrNull = (kronor: number | null) => (kronor === null ? null : fromSek(kronor));

function prices<T extends PriceData>(
  data: T,
): Omit<T, keyof PriceData> & Omit<PriceSave, 'special_from_date' | 'special_to_date'> {
  return {
    ...data,
    price: fromSek(data.price),
    special_price: oreOrNull(data.special_price),
    // Euros become cents as kronor become öre (decision 0057).
    price_eur: oreOrNull(data.price_eur),
    special_price_eur: oreOrNull(data.special_price_eur),
    tier_prices: data.tier_prices.map((t) => ({ ...t, price: fromSek(t.price) })),
  };
}

/**
 * The back office's product input in kronor (as the storefront's price fields) → the product save in öre (decision
 * 0002: money becomes öre at the HTTP edge). The catalogue import converts its parsed rows with this too.
 */
export function toProductSave(data: AdminProductData): ProductSave {
  return {
    ...prices(data),
    variants: data.variants.map((variant) => prices(variant)),
    custom_options: data.custom_options.map((option) => ({
      ...option,
      price: oreOrNull(option.price),
      values: option.values.map((value) => ({ ...value, price: fromSek(value.price) })),
    })),
  };
}

export function toPriceEdit(data: AdminPriceInput): PriceEdit {
  return {
    ...data,
    price: data.price === undefined ? undefined : fromSek(data.price),
    special_price:
      data.special_price === undefined
        ? undefined
        : data.special_price === null
          ? null
          : fromSek(data.special_price),
    price_eur: data.price_eur === undefined ? undefined : oreOrNull(data.price_eur),
    special_price_eur: data.special_price_eur === undefined ? undefined : oreOrNull(data.special_price_eur),
    tier_prices: data.tier_prices?.map((t) => ({ ...t, price: fromSek(t.price) })),
  };
}
