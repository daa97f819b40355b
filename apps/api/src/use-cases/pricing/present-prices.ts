import type { LowestPriceDto, PriceFields, TierPrice } from '@hemma/contract';
import { PRICE_HISTORY_WINDOW_DAYS, toSek, type Ore } from '@hemma/commerce';
import type { ProductPrices } from './price-products.ts';

/**
 * The HTTP edge of pricing: the SPEC §3 price fields (x, x_tax, x_incl_tax) as SEK decimals, from the öre amounts
 * pricing computed (decision 0002: convert only at the edges).
 */
export function presentPriceFields(prices: ProductPrices): PriceFields {
  const { original, special, final } = prices.breakdown;
  return {
    price: toSek(original.net),
    price_tax: toSek(original.tax),
    price_incl_tax: toSek(original.gross),
    original_price: toSek(original.net),
    original_price_tax: toSek(original.tax),
    original_price_incl_tax: toSek(original.gross),
    special_price: special ? toSek(special.net) : null,
    special_price_tax: special ? toSek(special.tax) : null,
    special_price_incl_tax: special ? toSek(special.gross) : null,
    special_from_date: prices.specialWindow.from,
    special_to_date: prices.specialWindow.to,
    final_price: toSek(final.net),
    final_price_tax: toSek(final.tax),
    final_price_incl_tax: toSek(final.gross),
    original_final_price: toSek(original.net),
    original_final_price_incl_tax: toSek(original.gross),
    original_special_price: special ? toSek(special.net) : null,
  };
}

/** The group's tier prices, SEK incl. the group's VAT. */
export function presentTierPrices(prices: ProductPrices): TierPrice[] {
  return prices.tiers.map((t) => ({
    customer_group_id: t.customerGroupId,
    qty: t.qty,
    value: toSek(t.amount.gross),
  }));
}

/** The EU Omnibus lowest price in SEK incl. VAT, or null. */
export function presentLowestPrice(prices: ProductPrices): number | null {
  return prices.lowest30dInclTax === null ? null : toSek(prices.lowest30dInclTax);
}

/** The SPEC §7 "lowest price" extension answer (EU Omnibus) for one product. */
export function presentLowestPriceAnswer(input: {
  sku: string;
  lowestInclTax: Ore | null;
  since: Date;
  until: Date;
}): LowestPriceDto {
  return {
    sku: input.sku,
    lowest_price_30d_incl_tax: input.lowestInclTax === null ? null : toSek(input.lowestInclTax),
    window_days: PRICE_HISTORY_WINDOW_DAYS,
    since: input.since.toISOString(),
    until: input.until.toISOString(),
  };
}
