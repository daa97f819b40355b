import type { DeliveryTimeCode } from './constants.ts';

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
  const rule = (code && EARLIEST[code as DeliveryTimeCode]) || IN_STOCK;
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
