import type { Ore } from './money.ts';
import { splitGross, type TaxedAmount } from './tax.ts';

/** A product's catalogue prices as the shop enters them: öre, tax included. */
export interface CatalogPrice {
  price: Ore;
  specialPrice: Ore | null;
  /** ISO timestamps; null means the window is open at that end. */
  specialFromDate: string | null;
  specialToDate: string | null;
}

/**
 * A special price applies only when it is lower than the regular price and `now` lies inside its window
 * (from before now, now before to; open ends allowed) — SPEC §4 "Prices".
 */
export function isSpecialPriceActive(input: CatalogPrice, now: Date): boolean {
  const { price, specialPrice, specialFromDate, specialToDate } = input;
  if (specialPrice === null || specialPrice >= price || specialPrice < 0) return false;
  const time = now.getTime();
  if (specialFromDate && Date.parse(specialFromDate) > time) return false;
  if (specialToDate && Date.parse(specialToDate) <= time) return false;
  return true;
}

export interface PriceBreakdown {
  /** The regular price. */
  original: TaxedAmount;
  /** The special price when active, else null. */
  special: TaxedAmount | null;
  /** What the shopper pays for one unit. */
  final: TaxedAmount;
  onSale: boolean;
}

/** Splits a product's prices into net, tax and gross at the product's tax rate. */
export function priceBreakdown(input: CatalogPrice, ratePercent: number, now: Date): PriceBreakdown {
  const original = splitGross(input.price, ratePercent);
  const special =
    isSpecialPriceActive(input, now) && input.specialPrice !== null
      ? splitGross(input.specialPrice, ratePercent)
      : null;
  return { original, special, final: special ?? original, onSale: special !== null };
}
