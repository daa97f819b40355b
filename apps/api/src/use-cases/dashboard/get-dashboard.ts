import type { AdminDashboardDto } from '@hemma/contract';
import { OPEN_ORDER_STATUSES, startOfLocalDay, startOfLocalWeek } from '@hemma/commerce';
import type { DashboardContext } from './dashboard-context.ts';
import { presentDays, presentFigures } from './present-dashboard.ts';
import { chartStart, salesByDay } from './sales-by-day.ts';

/** How many low-stock products the dashboard names; the total counts them all. */
const LOW_STOCK_SHOWN = 20;

/**
 * GET /api/admin/dashboard: what a shop owner looks at every morning. Today and this week are the shop's
 * (Stockholm time, weeks from Monday); cancelled orders count in neither.
 */
export async function getDashboard(context: DashboardContext): Promise<AdminDashboardDto> {
  const now = context.now();
  const end = new Date(now.getTime() + 1).toISOString();
  const since = chartStart(now).toISOString();
  const [today, week, open, lowStock, reviewsPending, sales, returns] = await Promise.all([
    context.orders.placedBetween(startOfLocalDay(now).toISOString(), end),
    context.orders.placedBetween(startOfLocalWeek(now).toISOString(), end),
    context.orders.countByStatus(OPEN_ORDER_STATUSES),
    context.stock.lowStock(LOW_STOCK_SHOWN),
    context.reviews.countWithStatus('pending'),
    context.orders.salesSince(since),
    context.returns.read(since),
  ]);
  const waiting = {
    new: open.get('new') ?? 0,
    processing: open.get('processing') ?? 0,
    partially_shipped: open.get('partially_shipped') ?? 0,
  };
  return {
    today: presentFigures(today),
    this_week: presentFigures(week),
    to_ship: { ...waiting, total: waiting.new + waiting.processing + waiting.partially_shipped },
    low_stock: {
      total: lowStock.total,
      items: lowStock.rows.map((row) => ({
        product_id: row.id,
        sku: row.sku,
        name: row.name,
        qty: row.qty,
        low_stock_qty: row.low_stock_qty,
        is_in_stock: row.is_in_stock === 1,
      })),
    },
    reviews_pending: reviewsPending,
    returns_waiting: returns.waiting,
    sales_by_day: presentDays(salesByDay(now, sales, returns.refunds)),
  };
}
