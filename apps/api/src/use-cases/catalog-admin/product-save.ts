import type { AdminProductData, AdminVariantData } from '@hemma/contract';
import type { Ore } from '@hemma/commerce';

/**
 * What a product save writes (decision 0021): the contract's validated `adminProductInput` with every amount in öre
 * incl. VAT instead of kronor. The HTTP edge converts (input/product-input.ts, `toProductSave`); the catalogue
 * import does the same with the same function, then calls `saveProduct`.
 */
export interface PriceSave {
  price: Ore;
  special_price: Ore | null;
  /** The EUR price list (decision 0057), cents incl. VAT. */
  price_eur: Ore | null;
  special_price_eur: Ore | null;
  special_from_date: string | null;
  special_to_date: string | null;
  tier_prices: { customer_group_id: number | null; qty: number; price: Ore }[];
}

export type VariantSave = Omit<AdminVariantData, keyof PriceSave> & PriceSave;

type CustomOptionData = AdminProductData['custom_options'][number];

export type CustomOptionSave = Omit<CustomOptionData, 'price' | 'values'> & {
  price: Ore | null;
  values: (Omit<CustomOptionData['values'][number], 'price'> & { price: Ore })[];
};

export type ProductSave = Omit<AdminProductData, keyof PriceSave | 'variants' | 'custom_options'> &
  PriceSave & {
    variants: VariantSave[];
    custom_options: CustomOptionSave[];
  };
