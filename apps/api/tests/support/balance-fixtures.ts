import type { AdminOrderDto, BalancePaymentDto } from '@hemma/contract';
import type { AdminClient } from './admin-client.ts';
import { shopperCall } from './payment-fixtures.ts';
import type { TestApi } from './test-api.ts';

/** The calls of the balance tests (decision 0060): the owner's order and edit, the shopper's payment link. */
export function balanceCalls(api: TestApi, staff: { clerk: AdminClient }) {
  return {
    detail: async (id: number) =>
      (await staff.clerk.get<AdminOrderDto>(`/api/admin/orders/${id}`)).body.result,
    edit: (id: number, body: Record<string, unknown>) =>
      staff.clerk.send<AdminOrderDto & string>('POST', `/api/admin/orders/${id}/edit`, body),
    balance: (key: string) =>
      shopperCall<BalancePaymentDto & string>(api, 'GET', `/api/order-payments/${key}`),
    startPaying: (key: string) =>
      shopperCall<BalancePaymentDto & string>(api, 'POST', `/api/order-payments/${key}/payment`, {
        body: {},
      }),
  };
}
