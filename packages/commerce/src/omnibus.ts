import type { Ore } from './money.ts';

/** SPEC §9: price history window (EU Omnibus directive, art. 6a of directive 98/6/EC). */
export const PRICE_HISTORY_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** One recorded price change: from `recordedAt` on, the product's final price (öre incl. VAT) was `finalPrice`. */
export interface PriceHistoryPoint {
  recordedAt: string;
  finalPrice: Ore;
  specialPrice: Ore | null;
}

function byTime(history: readonly PriceHistoryPoint[]): PriceHistoryPoint[] {
  return [...history].sort((a, b) => Date.parse(a.recordedAt) - Date.parse(b.recordedAt));
}

/**
 * When the current price reduction started: its special_from_date when set; otherwise the moment the history
 * shows the current special price taking effect (the oldest of the trailing rows at that special price);
 * otherwise `now`.
 */
export function reductionStart(
  current: { specialPrice: Ore | null; specialFromDate: string | null },
  history: readonly PriceHistoryPoint[],
  now: Date,
): Date {
  if (current.specialFromDate) return new Date(Date.parse(current.specialFromDate));
  let start: string | null = null;
  const past = byTime(history).filter((p) => Date.parse(p.recordedAt) <= now.getTime());
  for (let i = past.length - 1; i >= 0; i--) {
    const point = past[i]!;
    if (current.specialPrice === null || point.specialPrice !== current.specialPrice) break;
    if (point.finalPrice !== current.specialPrice) break;
    start = point.recordedAt;
  }
  return start === null ? now : new Date(Date.parse(start));
}

/** The window the lowest price is taken from: the `days` days before the reduction started. */
export function omnibusWindow(
  start: Date,
  days: number = PRICE_HISTORY_WINDOW_DAYS,
): { since: Date; until: Date } {
  return { since: new Date(start.getTime() - days * DAY_MS), until: start };
}

/**
 * The lowest final price in force at any moment of [since, until): the price in force when the window opened (the
 * last change at or before `since`) and every change inside the window. Null when the history says nothing about
 * the window (no change before `until`).
 */
export function lowestPriceInWindow(
  history: readonly PriceHistoryPoint[],
  since: Date,
  until: Date,
): Ore | null {
  let inForceAtStart: PriceHistoryPoint | null = null;
  let lowest: Ore | null = null;
  for (const point of byTime(history)) {
    const at = Date.parse(point.recordedAt);
    if (at <= since.getTime()) {
      inForceAtStart = point;
    } else if (at < until.getTime()) {
      lowest = lowest === null ? point.finalPrice : Math.min(lowest, point.finalPrice);
    }
  }
  if (inForceAtStart)
    lowest = lowest === null ? inForceAtStart.finalPrice : Math.min(lowest, inForceAtStart.finalPrice);
  return lowest;
}

/** The EU Omnibus "lowest price in the 30 days before the reduction" for a product on sale, with its window. */
export function omnibusLowestPrice(
  current: { specialPrice: Ore | null; specialFromDate: string | null },
  history: readonly PriceHistoryPoint[],
  now: Date,
  days: number = PRICE_HISTORY_WINDOW_DAYS,
): { lowest: Ore | null; since: Date; until: Date } {
  const { since, until } = omnibusWindow(reductionStart(current, history, now), days);
  return { lowest: lowestPriceInWindow(history, since, until), since, until };
}
