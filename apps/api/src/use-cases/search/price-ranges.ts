import type { AggregationBucket } from '@hemma/contract';
import { ORE_PER_KRONA, type CurrencyCode, type PriceCurrency } from '@hemma/commerce';

/**
 * SPEC §9 price ranges (0-50, 50-100, 100-150, 150+) scaled ×100 to Swedish furniture prices in kronor incl. VAT
 * (ADR 0008), and ×10 in euros for the EUR store views (decision 0035). Lower bounds inclusive, upper bounds
 * exclusive; the last range is open.
 */
export const PRICE_RANGE_BOUNDS_SEK = [0, 5000, 10000, 15000] as const;
export const PRICE_RANGE_BOUNDS: Record<CurrencyCode, readonly number[]> = {
  SEK: PRICE_RANGE_BOUNDS_SEK,
  EUR: [0, 500, 1000, 1500],
};

const SIGNS: Record<CurrencyCode, string> = { SEK: 'kr', EUR: '€' };

const amount = (n: number, code: CurrencyCode): string =>
  `${n.toLocaleString('sv-SE').replace(/\s/g, ' ')} ${SIGNS[code]}`;

/**
 * The range bounds as the search index compares them: minor units (öre, cents) of the store view's final prices
 * (store-pricing.ts), so a product lands in the range its shown price belongs to.
 */
export function priceBucketsOre(currency: PriceCurrency): number[] {
  return PRICE_RANGE_BOUNDS[currency.code].map((whole) => whole * ORE_PER_KRONA);
}

export function priceBuckets(counts: readonly number[], code: CurrencyCode = 'SEK'): AggregationBucket[] {
  const bounds = PRICE_RANGE_BOUNDS[code];
  return bounds.map((from, i) => {
    const to = i + 1 < bounds.length ? bounds[i + 1]! : null;
    const label =
      i === 0
        ? `< ${amount(to!, code)}`
        : to === null
          ? `> ${amount(from, code)}`
          : `${amount(from, code)} - ${amount(to, code)}`;
    return { key: `${from}-${to ?? ''}`, label, doc_count: counts[i] ?? 0, from, to };
  });
}
