import type { AdminDashboardDto } from '@hemma/contract';
import { toSek } from '@hemma/commerce';
import type { OrderFigures } from '../../modules/order/order-figures-repository.ts';

/** Order figures as the dashboard shows them: revenue becomes decimals of each currency here. */
export function presentFigures(figures: OrderFigures): AdminDashboardDto['today'] {
  return { orders: figures.orders, revenue: toSek(figures.revenue), revenue_eur: toSek(figures.revenueEur) };
}

/** The chart's days (decision 0055): sales and refunded returns become SEK here. */
export function presentDays(
  days: readonly { date: string; orders: number; sales: number; returns: number }[],
): AdminDashboardDto['sales_by_day'] {
  return days.map((d) => ({ ...d, sales: toSek(d.sales), returns: toSek(d.returns) }));
}
