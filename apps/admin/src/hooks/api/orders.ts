import type {
  AdminOrderDto,
  AdminOrderListQuery,
  OrderEditInput,
  OrderPaymentActionInput,
  OrderStatusInput,
  ShipLinesInput,
} from '@hemma/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { invalidateAfterWrite } from './audit.ts';

export type OrderListQuery = Partial<AdminOrderListQuery>;

export const orderKeys = {
  all: ['orders'] as const,
  list: (query: OrderListQuery) => [...orderKeys.all, 'list', query] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
};

/** What an order's change also moves: customers' totals, coupon use, the dashboard's figures. */
const DEPENDENT_KEYS = [['customers'], ['coupons'], ['dashboard']] as const;

/** A page of orders; the previous page stays on screen while the next one loads. */
export function useOrderList(query: OrderListQuery) {
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: () => adminApi.orders.list(query),
    placeholderData: keepPreviousData,
  });
}

/** One order with its lines, totals, addresses, payment and timeline. */
export function useOrder(id: number) {
  return useQuery({ queryKey: orderKeys.detail(id), queryFn: () => adminApi.orders.get(id) });
}

/** The answer of a change is the order as it now is: shown at once, the lists refetched. */
function afterOrderWrite(order: AdminOrderDto) {
  queryClient.setQueryData(orderKeys.detail(order.id), order);
  return invalidateAfterWrite([...orderKeys.all, 'list'], ...DEPENDENT_KEYS);
}

/** Moves an order on (processing, shipped with carrier and tracking number, delivered, cancelled). */
export function useChangeOrderStatus(id: number) {
  return useMutation({
    mutationFn: (input: OrderStatusInput) => adminApi.orders.changeStatus(id, input),
    onSuccess: afterOrderWrite,
  });
}

/** Captures or refunds the order's payment at its provider. */
export function useOrderPayment(id: number) {
  return useMutation({
    mutationFn: ({ action, ...input }: { action: 'capture' | 'refund' } & OrderPaymentActionInput) =>
      adminApi.orders.payment(id, action, input),
    onSuccess: afterOrderWrite,
  });
}

/** Ships some of the order's lines (decision 0055). */
export function useShipLines(id: number) {
  return useMutation({
    mutationFn: (input: ShipLinesInput) => adminApi.orders.shipLines(id, input),
    onSuccess: afterOrderWrite,
  });
}

/** Marks an edit's refused or unanswered refund handled (decision 0060, addendum 4). */
export function useEditRefundHandled(id: number) {
  return useMutation({
    mutationFn: (refund: number) => adminApi.orders.editRefundHandled(id, refund),
    onSuccess: afterOrderWrite,
  });
}

/** Edits the order before it ships (decision 0055). */
export function useEditOrder(id: number) {
  return useMutation({
    mutationFn: (input: OrderEditInput) => adminApi.orders.edit(id, input),
    onSuccess: afterOrderWrite,
  });
}

/** Adds a staff note to the order's timeline. */
export function useAddOrderNote(id: number) {
  return useMutation({
    mutationFn: (note: string) => adminApi.orders.addNote(id, note),
    onSuccess: afterOrderWrite,
  });
}
