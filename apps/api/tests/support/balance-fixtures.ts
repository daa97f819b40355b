import type { AdminOrderDto, BalancePaymentDto } from '@hemma/contract';
import type { AdminClient } from './admin-client.ts';
import type { FakeStripe } from './fake-stripe.ts';
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

/** The shopper finishes Stripe's page of the difference with a method Stripe settles later: complete, not yet paid. */
export function completeUnpaid(stripe: FakeStripe, payment: { url: string }) {
  const session = [...stripe.sessions.values()].find((s) => payment.url.endsWith(s.id))!;
  stripe.settleLater = true;
  try {
    stripe.complete(session.id);
  } finally {
    stripe.settleLater = false;
  }
  return session;
}
