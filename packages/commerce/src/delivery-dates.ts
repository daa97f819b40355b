import type { DeliveryTimeCode } from './constants.ts';
import { dateFormat } from './date-formats.ts';

/**
 * The days a home delivery can be booked for (decision 0027, the SPEC §7 delivery-date extension): from the first
 * day the slowest product's delivery time allows — "8–12 veckor" from 8 weeks on, "2–8 arbetsdagar" from 2 working
 * days on, a product in stock without a delivery time from 2 working days on — the next `count` weekdays. Dates are
 * calendar days (YYYY-MM-DD, the shop's day) and never a Saturday or Sunday.
 */
const EARLIEST: Record<DeliveryTimeCode, { weeks?: number; workingDays?: number }> = {
  'w2-4': { weeks: 2 },
  'w3-6': { weeks: 3 },
  'w6-8': { weeks: 6 },
  'w8-12': { weeks: 8 },
  'd2-8': { workingDays: 2 },
  'd7-14': { workingDays: 7 },
};
const IN_STOCK: { weeks?: number; workingDays?: number } = { workingDays: 2 };
/** The other end of each delivery time: "8–12 veckor" arrives within 12 weeks; a product in stock within a week. */
const LATEST: Record<DeliveryTimeCode, { weeks?: number; workingDays?: number }> = {
  'w2-4': { weeks: 4 },
  'w3-6': { weeks: 6 },
  'w6-8': { weeks: 8 },
  'w8-12': { weeks: 12 },
  'd2-8': { workingDays: 8 },
  'd7-14': { workingDays: 14 },
};
const IN_STOCK_LATEST: { weeks?: number; workingDays?: number } = { workingDays: 5 };

const isWeekend = (day: Date) => day.getUTCDay() === 0 || day.getUTCDay() === 6;
const iso = (day: Date) => day.toISOString().slice(0, 10);

function addWorkingDays(day: Date, count: number): Date {
  const next = new Date(day);
  let left = count;
  while (left > 0) {
    next.setUTCDate(next.getUTCDate() + 1);
    if (!isWeekend(next)) left--;
  }
  return next;
}

function earliestFor(code: string | null, today: Date): Date {
  return dayAfter((code && EARLIEST[code as DeliveryTimeCode]) || IN_STOCK, today);
}

function dayAfter(rule: { weeks?: number; workingDays?: number }, today: Date): Date {
  if (rule.weeks) {
    const day = new Date(today);
    day.setUTCDate(day.getUTCDate() + rule.weeks * 7);
    while (isWeekend(day)) day.setUTCDate(day.getUTCDate() + 1);
    return day;
  }
  return addWorkingDays(today, rule.workingDays ?? 2);
}

/** The bookable delivery days for products with these delivery-time codes (null: in stock), from `today` on. */
export function deliveryDates(codes: readonly (string | null)[], today: Date, count = 20): string[] {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const earliest = (codes.length > 0 ? codes : [null])
    .map((code) => earliestFor(code, start))
    .reduce((a, b) => (a > b ? a : b));
  const days = [iso(earliest)];
  let day = earliest;
  while (days.length < count) {
    day = addWorkingDays(day, 1);
    days.push(iso(day));
  }
  return days;
}

/** When an order is expected: a booked day, or from its first possible day to the slowest product's last one. */
export interface DeliveryInterval {
  from: string;
  to: string;
}

/**
 * The expected delivery of products with these delivery-time codes ordered `today`: the booked day when there is
 * one, otherwise from the first bookable day to the day the slowest delivery time ends ("2–4 veckor": 4 weeks on).
 * A pick-up point's parcel travels as a home delivery does, so the same interval applies to it.
 */
export function expectedDelivery(
  codes: readonly (string | null)[],
  today: Date,
  booked?: string | null,
): DeliveryInterval {
  if (booked) return { from: booked, to: booked };
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const latest = (codes.length > 0 ? codes : [null])
    .map((code) => dayAfter((code && LATEST[code as DeliveryTimeCode]) || IN_STOCK_LATEST, start))
    .reduce((a, b) => (a > b ? a : b));
  const from = deliveryDates(codes, today, 1)[0]!;
  return { from, to: iso(latest) > from ? iso(latest) : from };
}

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * An expected delivery as the shopper reads it: one day with its weekday ("onsdag 9 december"), an interval as the
 * locale writes one ("9–15 december", "30 november – 4 december").
 */
export function formatDeliveryInterval(interval: DeliveryInterval, locale: string): string {
  if (interval.from === interval.to)
    return dateFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(noon(interval.from));
  // Italian's interval pattern pads the day ("01 febbraio – 01 marzo") where its single date does not ("1 febbraio").
  return dateFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' })
    .formatRangeToParts(noon(interval.from), noon(interval.to))
    .map((part) => (part.type === 'day' ? String(Number(part.value)) : part.value))
    .join('');
}
