import type {
  AdminCouponDto,
  AdminCouponListQuery,
  AdminCustomerDto,
  AdminCustomerListQuery,
  AdminCustomerSummaryDto,
  AdminOrderDto,
  AdminOrderListQuery,
  AdminOrderSummaryDto,
  AdminPage,
  AdminReviewDto,
  AdminReviewListQuery,
  CouponCreateInput,
  CouponUpdateInput,
  CustomerGroupDto,
  CustomerGroupInput,
  OrderEditInput,
  OrderPaymentActionInput,
  OrderStatusInput,
  ShipLinesInput,
} from '@hemma/contract';
import type { Query } from '../requester.ts';
import type { AdminHttp } from './admin-http.ts';

/** A list query with every parameter optional (the API fills in its defaults). */
type ListQuery<T> = Partial<T>;

/** The trade's resources of the back office (decision 0022): orders, customers, reviews and coupons. */
export function tradeCalls(http: AdminHttp) {
  return {
    orders: {
      list: (query: ListQuery<AdminOrderListQuery> = {}) =>
        http.get<AdminPage<AdminOrderSummaryDto>>('orders', query as Query),
      get: (id: number) => http.get<AdminOrderDto>(`orders/${id}`),
      changeStatus: (id: number, input: OrderStatusInput) =>
        http.send<AdminOrderDto>('POST', `orders/${id}/status`, input),
      addNote: (id: number, note: string) => http.send<AdminOrderDto>('POST', `orders/${id}/notes`, { note }),
      /** Ships some lines with their own carrier and tracking number (decision 0055). */
      shipLines: (id: number, input: ShipLinesInput) =>
        http.send<AdminOrderDto>('POST', `orders/${id}/shipments`, input),
      /** Changes quantities, the delivery address or the shipping price before anything ships (decision 0055). */
      edit: (id: number, input: OrderEditInput) =>
        http.send<AdminOrderDto>('POST', `orders/${id}/edit`, input),
      /** Marks an edit's refused or unanswered refund handled: its banner goes (decision 0060, addendum 4). */
      editRefundHandled: (id: number, refund: number) =>
        http.send<AdminOrderDto>('POST', `orders/${id}/edit-refunds/${refund}/handled`),
      /**
       * Capture an authorized payment or refund a paid one through its provider (decision 0027); a refund may name
       * an amount (SEK, partial) and its own id (the same id again is the same refund, decision 0033).
       */
      payment: (id: number, action: 'capture' | 'refund', input?: OrderPaymentActionInput) =>
        http.send<AdminOrderDto>('POST', `orders/${id}/payment/${action}`, input),
    },
    customers: {
      list: (query: ListQuery<AdminCustomerListQuery> = {}) =>
        http.get<AdminPage<AdminCustomerSummaryDto>>('customers', query as Query),
      get: (id: number) => http.get<AdminCustomerDto>(`customers/${id}`),
      changeGroup: (id: number, input: CustomerGroupInput) =>
        http.send<AdminCustomerDto>('PATCH', `customers/${id}/group`, input),
      groups: () => http.get<CustomerGroupDto[]>('customer-groups'),
    },
    reviews: {
      list: (query: ListQuery<AdminReviewListQuery> = {}) =>
        http.get<AdminPage<AdminReviewDto>>('reviews', query as Query),
      approve: (id: number) => http.send<AdminReviewDto>('POST', `reviews/${id}/approve`),
      reject: (id: number) => http.send<AdminReviewDto>('POST', `reviews/${id}/reject`),
    },
    coupons: {
      list: (query: ListQuery<AdminCouponListQuery> = {}) =>
        http.get<AdminPage<AdminCouponDto>>('coupons', query as Query),
      get: (id: number) => http.get<AdminCouponDto>(`coupons/${id}`),
      create: (input: CouponCreateInput) => http.send<AdminCouponDto>('POST', 'coupons', input),
      update: (id: number, input: CouponUpdateInput) =>
        http.send<AdminCouponDto>('PATCH', `coupons/${id}`, input),
      deactivate: (id: number) => http.send<AdminCouponDto>('POST', `coupons/${id}/deactivate`),
    },
  };
}
