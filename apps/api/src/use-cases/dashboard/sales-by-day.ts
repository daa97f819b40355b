import { SHOP_TIME_ZONE, startOfLocalDay } from '@hemma/commerce';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
export const CHART_DAYS = 30;

const dayKey = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The shop's day (YYYY-MM-DD, Stockholm) an instant falls on. */
export const localDay = (instant: Date | string) => dayKey.format(new Date(instant));

/** The first instant of the chart's window: the start of the shop's day 29 days before today. */
export function chartStart(now: Date): Date {
  // From noon, whole days back never cross a date line, whatever daylight saving did.
  const noon = startOfLocalDay(now).getTime() + HOUR_MS * 12;
  return startOfLocalDay(new Date(noon - (CHART_DAYS - 1) * DAY_MS));
}

/**
 * Sales and returns per day for the last 30 days (decision 0055): every day present, oldest first, amounts in öre.
 */
export function salesByDay(
  now: Date,
  orders: readonly { created_at: string; grand_total: number }[],
  refunds: readonly { at: string; amount: number }[],
) {
  const noon = startOfLocalDay(now).getTime() + HOUR_MS * 12;
  const days = Array.from({ length: CHART_DAYS }, (_, i) => ({
    date: localDay(new Date(noon - (CHART_DAYS - 1 - i) * DAY_MS)),
    orders: 0,
    sales: 0,
    returns: 0,
  }));
  const byDate = new Map(days.map((d) => [d.date, d]));
  for (const order of orders) {
    const day = byDate.get(localDay(order.created_at));
    if (!day) continue;
    day.orders += 1;
    day.sales += order.grand_total;
  }
  for (const refund of refunds) {
    const day = byDate.get(localDay(refund.at));
    if (day) day.returns += refund.amount;
  }
  return days;
}
