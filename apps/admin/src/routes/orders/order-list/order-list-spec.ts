import { ORDER_STATUSES } from '@hemma/commerce';
import type { OrderListQuery } from '../../../hooks/api/orders.ts';
import type { ListSpec, ListState } from '../../../ui/data-list/list-state.ts';

export type OrderFilter = 'status' | 'payment_method' | 'payment_status' | 'from' | 'to';
export type OrderSort = 'created_at' | 'grand_total' | 'increment_id' | 'customer';

export const PAYMENT_METHODS = ['invoice', 'cashondelivery', 'card'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid'] as const;

/**
 * The orders list in the URL: `?status=new` (the dashboard links there), payment, a date range, a sort such as
 * `?sort=-grand_total`, the page. Newest first by default.
 */
export const ORDER_LIST: ListSpec<OrderFilter, OrderSort> = {
  filters: ['status', 'payment_method', 'payment_status', 'from', 'to'],
  filterValues: { status: ORDER_STATUSES, payment_method: PAYMENT_METHODS, payment_status: PAYMENT_STATUSES },
  sorts: ['created_at', 'grand_total', 'increment_id', 'customer'],
  defaultSort: { key: 'created_at', direction: 'desc' },
  pageSize: 25,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The API query of a list state. A date that is not a day (a hand-edited address) is left out rather than sent,
 * so the list still opens; `to` before `from` is swapped, as the owner meant the days between.
 */
export function orderListQuery(state: ListState<OrderFilter, OrderSort>, pageSize: number): OrderListQuery {
  const { status, payment_method, payment_status } = state.filters;
  let [from, to] = [state.filters.from, state.filters.to].map((day) =>
    day && DAY.test(day) ? day : undefined,
  );
  if (from && to && to < from) [from, to] = [to, from];
  const sort = state.sort ?? ORDER_LIST.defaultSort!;
  return {
    ...(state.q ? { q: state.q } : {}),
    ...(status ? { status: status as OrderListQuery['status'] } : {}),
    ...(payment_method ? { payment_method } : {}),
    ...(payment_status ? { payment_status } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    sort: sort.key,
    dir: sort.direction,
    page: state.page,
    pageSize,
  };
}
