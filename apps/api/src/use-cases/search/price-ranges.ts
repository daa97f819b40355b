import type { AggregationBucket } from '@hemma/contract';

/**
 * SPEC §9 price ranges (0-50, 50-100, 100-150, 150+) scaled ×100 to Swedish furniture prices in kronor incl. VAT
 * (ADR 0008). Lower bounds inclusive, upper bounds exclusive; the last range is open.
 */
export const PRICE_RANGE_BOUNDS_SEK = [0, 5000, 10000, 15000] as const;

const kr = (n: number): string => `${n.toLocaleString('sv-SE').replace(/\s/g, ' ')} kr`;

export function priceBuckets(counts: readonly number[]): AggregationBucket[] {
  const bounds = PRICE_RANGE_BOUNDS_SEK;
  return bounds.map((from, i) => {
    const to = i + 1 < bounds.length ? bounds[i + 1]! : null;
    const label = i === 0 ? `< ${kr(to!)}` : to === null ? `> ${kr(from)}` : `${kr(from)} - ${kr(to)}`;
    return { key: `${from}-${to ?? ''}`, label, doc_count: counts[i] ?? 0, from, to };
  });
}
