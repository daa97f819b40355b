import type { AdminOrderListQuery, AdminOrderSummaryDto, AdminPage } from '@hemma/contract';
import { dateRange, pageOf, pageWindow } from '../staff/admin-lists.ts';
import type { OrderAdminContext } from './order-admin-context.ts';
import { presentListRow } from './present-admin-order.ts';

/** GET /api/admin/orders: search, filters, sorting and paging. */
export async function listOrders(
  context: OrderAdminContext,
  query: AdminOrderListQuery,
): Promise<AdminPage<AdminOrderSummaryDto>> {
  const { rows, total } = await context.admin.page({
    search: query.q,
    status: query.status,
    paymentMethod: query.payment_method,
    paymentStatus: query.payment_status,
    ...dateRange(query.from, query.to),
    sort: query.sort,
    direction: query.dir,
    ...pageWindow(query),
  });
  return pageOf(rows.map(presentListRow), total, query);
}
