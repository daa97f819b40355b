import type { OrderHistoryDto } from '@hemma/contract';
import type { AccountContext } from './account-context.ts';
import { presentHistoryOrder } from './present-order-history.ts';

/** GET /api/user/order-history: the caller's orders only, newest first, one page (SPEC §9: 20 per page). */
export async function getOrderHistory(
  context: AccountContext,
  customerId: number,
  page: { pageSize: number; currentPage: number },
): Promise<OrderHistoryDto> {
  const { orders, total } = await context.orderHistory.page(
    customerId,
    page.pageSize,
    (page.currentPage - 1) * page.pageSize,
  );
  const ids = orders.map((o) => o.id);
  const [items, shipments] = await Promise.all([
    context.orderHistory.items(ids),
    context.shipments.ofOrders(ids),
  ]);
  return {
    items: orders.map((order) =>
      presentHistoryOrder(
        order,
        items.filter((item) => item.order_id === order.id),
        shipments.get(order.id) ?? [],
      ),
    ),
    total_count: total,
    search_criteria: { page_size: page.pageSize, current_page: page.currentPage },
  };
}
