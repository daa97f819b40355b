import type {
  AdminReturnDto,
  AdminReturnListDto,
  GuestOrderAccessDto,
  OrderReturnsDto,
  ReturnDto,
} from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { shopperCall } from './support/payment-fixtures.ts';
import { useStripeShop } from './support/stripe-shop.ts';

// A return refunded through Stripe (decisions 0054, 0060): recorded only once Stripe accepted the refund.
const { stripe, api, staff, paidStripeOrder } = useStripeShop();

const step = (id: number, action: string, body: unknown = {}) =>
  staff.clerk.send<AdminReturnDto & string>('POST', `/api/admin/returns/${id}/${action}`, body);

/** A Stripe card order paid, delivered, and one return of it received by the shop. */
async function receivedReturn() {
  const { number, admin } = await paidStripeOrder();
  for (const body of [
    { status: 'processing' },
    { status: 'shipped', carrier: 'PostNord', tracking_number: 'SE77' },
    { status: 'delivered' },
  ])
    expect((await staff.clerk.send('POST', `/api/admin/orders/${admin.id}/status`, body)).status).toBe(200);
  const opened = await shopperCall<GuestOrderAccessDto>(api, 'POST', '/api/order-status', {
    body: { order_number: number, email: admin.customer_email },
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const headers = { 'x-hemma-order-access': opened.body.result.token, 'content-type': 'application/json' };
  const lines = (await (await fetch(`${api.baseUrl}/api/orders/${number}/returns`, { headers })).json()) as {
    result: OrderReturnsDto;
  };
  const asked = (await (
    await fetch(`${api.baseUrl}/api/orders/${number}/returns`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        lines: [{ item_id: lines.result.lines[0]!.item_id, qty: 1, reason: 'För stor' }],
      }),
    })
  ).json()) as { result: ReturnDto };
  const list = await staff.clerk.get<AdminReturnListDto>(`/api/admin/returns?order_id=${admin.id}`);
  const id = list.body.result.items.find((r) => r.return_number === asked.result.return_number)!.id;
  expect((await step(id, 'approve')).status).toBe(200);
  expect((await step(id, 'receive', { restock_item_ids: [] })).status).toBe(200);
  return id;
}

describe('a return refunded through Stripe', () => {
  it('reads as received, without a credit note, until Stripe has accepted the refund; a second press is 409', async () => {
    const id = await receivedReturn();
    let release = () => {};
    stripe.holdRefunds = new Promise<void>((resolve) => (release = resolve));
    try {
      const pressed = step(id, 'refund', { refund_shipping: false });
      await expect.poll(() => stripe.requests.filter((r) => r.path === '/v1/refunds').length).toBe(1);
      // Stripe has not answered: nothing is recorded as refunded, and another owner's press is refused.
      const meanwhile = (await staff.owner.get<AdminReturnDto>(`/api/admin/returns/${id}`)).body.result;
      expect(meanwhile).toMatchObject({ status: 'received', credit_note: null, refunded_amount: 0 });
      const second = await step(id, 'refund', { refund_shipping: false });
      expect(second).toMatchObject({
        status: 409,
        body: { result: 'The return is being refunded by someone else right now — reload' },
      });
      release();
      const done = await pressed;
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.result).toMatchObject({ status: 'refunded', refund_method: 'provider' });
    } finally {
      stripe.holdRefunds = null;
      release();
    }
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(1);
  });

  it('stays received, without a credit note, when Stripe refuses the refund; pressing again refunds it', async () => {
    const id = await receivedReturn();
    stripe.failing.push({ status: 400, code: 'charge_disputed', message: 'The charge is disputed' });
    const refused = await step(id, 'refund', { refund_shipping: false });
    expect(refused.status).toBe(502);
    const after = (await staff.owner.get<AdminReturnDto>(`/api/admin/returns/${id}`)).body.result;
    expect(after).toMatchObject({ status: 'received', credit_note: null });
    // Stripe would answer the refusal again under the same key: the second press is a new attempt (decision 0060).
    const again = await step(id, 'refund', { refund_shipping: false });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.result).toMatchObject({ status: 'refunded', refund_method: 'provider' });
    expect(
      stripe.requests
        .filter((r) => r.path === '/v1/refunds')
        .slice(-2)
        .map((r) => r.idempotencyKey),
    ).toEqual([`refund-return-${id}`, `refund-return-${id}-attempt-2`]);
  });
});
