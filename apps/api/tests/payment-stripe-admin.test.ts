import type { AdminOrderDto } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { accountFixtures } from './support/account-fixtures.ts';
import { checkoutFixtures } from './support/checkout-fixtures.ts';
import { adminOrderByNumber, shopperCall } from './support/payment-fixtures.ts';
import { deliver, placeStripeOrder, returnTo, stockOf } from './support/stripe-checkout.ts';
import { useStripeApi } from './support/stripe-shop.ts';
import { useTradeStaff } from './support/trade-fixtures.ts';

// The owner's side of Stripe (decision 0050): reconciliation after a lost webhook, refunds, Klarna's capture when the
// order ships, disputes. The clock moves when a test says so.
let offsetMs = 0;
const { stripe, api } = useStripeApi({ now: () => new Date(Date.now() + offsetMs) });
const shop = checkoutFixtures(api);
const staff = useTradeStaff(api);
const place = (method?: Parameters<typeof placeStripeOrder>[3]) =>
  placeStripeOrder(api, shop, stripe, method);
const adminOrder = (incrementId: string) => adminOrderByNumber(staff.clerk, incrementId);
const reconcile = async () => {
  const answer = await staff.clerk.send<{ asked: number; settled: number; failed: number }>(
    'POST',
    '/api/admin/payments/reconcile',
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result;
};
async function paidOrder(method: Parameters<typeof placeStripeOrder>[3] = 'stripe_card') {
  const order = await place(method);
  await deliver(api, stripe.signedEvent('checkout.session.completed', stripe.complete(order.session!.id)));
  return { ...order, admin: await adminOrder(order.placed.body.result.increment_id) };
}

describe('Stripe reconciliation', () => {
  it('asks Stripe about payments pending for 30 minutes: a lost webhook leaves nothing hanging', async () => {
    const paidAtStripe = await place('stripe_card');
    const expiredAtStripe = await place('stripe_card');
    const stillOpen = await place('stripe_card');
    stripe.complete(paidAtStripe.session!.id);
    stripe.expireAtStripe(expiredAtStripe.session!.id);
    const held = await stockOf(api, stillOpen.sku);
    // Not yet: nothing is asked before its 30 minutes.
    expect(await reconcile()).toMatchObject({ asked: 0 });
    offsetMs = 32 * 60 * 1000;
    try {
      expect(await reconcile()).toMatchObject({ asked: 3, settled: 3, failed: 0 });
    } finally {
      offsetMs = 0;
    }
    expect((await adminOrder(paidAtStripe.placed.body.result.increment_id)).payment_status).toBe('paid');
    const expired = await adminOrder(expiredAtStripe.placed.body.result.increment_id);
    expect([expired.status, expired.payment_status]).toEqual(['cancelled', 'expired']);
    // Open past its end: expired at Stripe first, so it can no longer be paid.
    expect(stripe.sessions.get(stillOpen.session!.id)!.status).toBe('expired');
    expect(
      stripe.requests.some((r) => r.path === `/v1/checkout/sessions/${stillOpen.session!.id}/expire`),
    ).toBe(true);
    expect((await adminOrder(stillOpen.placed.body.result.increment_id)).status).toBe('cancelled');
    expect(await stockOf(api, stillOpen.sku)).toBe(held + 2);
    expect(await reconcile()).toMatchObject({ asked: 0 });
  });
});

describe('Stripe in the back office', () => {
  it('shows the payment intent with its dashboard link and refunds in parts, each with its idempotency key', async () => {
    const order = await paidOrder();
    expect(order.admin.payment_provider).toMatchObject({
      provider: 'stripe',
      test_mode: true,
      dispute: null,
    });
    const intent = order.admin.payment_provider!.payment_id!;
    expect(intent).toMatch(/^pi_/);
    expect(order.admin.payment_provider!.dashboard_url).toBe(
      `https://dashboard.stripe.com/test/payments/${intent}`,
    );
    expect(order.admin.payment_title).toContain('(testläge)');
    const refund = (body: unknown) =>
      staff.clerk.send<AdminOrderDto>('POST', `/api/admin/orders/${order.admin.id}/payment/refund`, body);
    const part = await refund({ amount: 10, refund_id: 'refund-part-1' });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    const sent = stripe.requests.filter((r) => r.path === '/v1/refunds');
    expect(sent.map((r) => [r.form.payment_intent, r.form.amount, r.idempotencyKey])).toEqual([
      [intent, '1000', 'refund-refund-part-1'],
    ]);
    // The same refund again (a double click) moves no money a second time.
    expect((await refund({ amount: 10, refund_id: 'refund-part-1' })).status).toBe(200);
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(1);
    const rest = await refund({});
    expect(rest.status).toBe(200);
    const after = await adminOrder(order.placed.body.result.increment_id);
    expect([after.payment_status, after.refundable_amount]).toEqual(['refunded', 0]);
  });

  it('says so when Stripe refuses a refund, and leaves the payment as it was', async () => {
    const order = await paidOrder();
    stripe.failing.push({ status: 400, code: 'charge_disputed', message: 'This charge is disputed' });
    const refused = await staff.clerk.send('POST', `/api/admin/orders/${order.admin.id}/payment/refund`, {
      amount: 5,
      refund_id: 'refused-1',
    });
    expect(refused.status).toBe(502);
    expect(JSON.stringify(refused.body)).toContain('charge_disputed');
    const after = await adminOrder(order.placed.body.result.increment_id);
    expect([after.payment_status, after.refunded_amount]).toEqual(['paid', 0]);
  });

  it("captures Klarna's authorization when the order ships, and not before", async () => {
    const order = await paidOrder('stripe_klarna');
    expect(order.admin.payment_status).toBe('authorized');
    const opened = stripe.requests.find((r) => r.form['allowed_payment_method_types[0]'] === 'klarna')!;
    expect(opened.form['payment_intent_data[capture_method]']).toBe('manual');
    const status = (body: unknown) =>
      staff.clerk.send<AdminOrderDto>('POST', `/api/admin/orders/${order.admin.id}/status`, body);
    expect((await status({ status: 'processing' })).status).toBe(200);
    // A shipment without its tracking number is refused before anything is captured.
    expect((await status({ status: 'shipped', carrier: 'postnord' })).status).toBe(400);
    expect(stripe.requests.some((r) => r.path.endsWith('/capture'))).toBe(false);
    const shipped = await status({
      status: 'shipped',
      carrier: 'postnord',
      tracking_number: '00370712345678901',
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.result.payment_status).toBe('paid');
    const captures = stripe.requests.filter((r) => r.path.endsWith('/capture'));
    expect(captures.map((r) => r.path)).toEqual([
      `/v1/payment_intents/${order.admin.payment_provider!.payment_id}/capture`,
    ]);
  });

  it('keeps a Klarna order unshipped when Stripe refuses the capture, and says why', async () => {
    const order = await paidOrder('stripe_klarna');
    const status = (body: unknown) =>
      staff.clerk.send<AdminOrderDto>('POST', `/api/admin/orders/${order.admin.id}/status`, body);
    expect((await status({ status: 'processing' })).status).toBe(200);
    stripe.failing.push({
      status: 400,
      code: 'payment_intent_unexpected_state',
      message: 'Authorization expired',
    });
    const refused = await status({
      status: 'shipped',
      carrier: 'postnord',
      tracking_number: '00370712345678902',
    });
    stripe.failing.length = 0;
    expect(refused.status).toBe(502);
    expect(JSON.stringify(refused.body)).toContain('Authorization expired');
    const after = await adminOrder(order.placed.body.result.increment_id);
    expect([after.status, after.payment_status]).toEqual(['processing', 'authorized']);
  });

  it('shows a dispute Stripe reports, in the order and its timeline', async () => {
    const order = await paidOrder();
    const intent = order.admin.payment_provider!.payment_id!;
    const dispute = {
      id: 'dp_fake1',
      object: 'dispute',
      amount: Math.round(order.admin.grand_total * 100),
      currency: 'sek',
      payment_intent: intent,
      reason: 'fraudulent',
      status: 'needs_response',
      created: Math.floor(Date.now() / 1000),
    };
    const delivered = await deliver(api, stripe.signedEvent('charge.dispute.created', dispute));
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    const after = await adminOrder(order.placed.body.result.increment_id);
    expect(after.payment_provider!.dispute).toMatchObject({
      status: 'needs_response',
      reason: 'fraudulent',
      amount: order.admin.grand_total,
    });
    expect(after.timeline.some((e) => e.note?.includes('bestridit'))).toBe(true);
    expect((await returnTo(api, order.paymentId, order.key)).status).toBe('paid');
  });
});

describe("the shopper's cancel of a Stripe order (decision 0055)", () => {
  it("waits while Stripe's page is open, refunds a card payment and voids a Klarna authorization at Stripe", async () => {
    const accounts = accountFixtures(api);
    const { email, password, customer } = await accounts.register({ firstname: 'Sara', lastname: 'Lund' });
    const { token } = await accounts.login(email, password);
    const own = async (order: Awaited<ReturnType<typeof place>>) => {
      const id = (await adminOrder(order.placed.body.result.increment_id)).id;
      await api.handle.db
        .updateTable('orders')
        .set({ customer_id: customer.id })
        .where('id', '=', id)
        .execute();
      return id;
    };
    const cancel = (id: number) =>
      shopperCall<{ payment: { status: string } } & string>(api, 'POST', `/api/user/orders/${id}/cancel`, {
        token,
      });

    const open = await place('stripe_card');
    const openId = await own(open);
    const waiting = await cancel(openId);
    expect(waiting.status).toBe(409);
    expect(waiting.body.result).toMatch(/^The payment is still open at Stripe/);
    const edit = await staff.clerk.send('POST', `/api/admin/orders/${openId}/edit`, { shipping_incl_tax: 0 });
    expect(edit.status).toBe(409);

    const card = await paidOrder('stripe_card');
    const cardCancel = await cancel(await own(card));
    expect(cardCancel.status, JSON.stringify(cardCancel.body)).toBe(200);
    expect(cardCancel.body.result.payment.status).toBe('refunded');
    const cardIntent = stripe.intents.get(stripe.sessions.get(card.session!.id)!.payment_intent!)!;
    expect(cardIntent.amount_refunded).toBe(cardIntent.amount);

    const klarna = await paidOrder('stripe_klarna');
    const klarnaCancel = await cancel(await own(klarna));
    expect(klarnaCancel.body.result.payment.status).toBe('voided');
    expect(stripe.intents.get(stripe.sessions.get(klarna.session!.id)!.payment_intent!)!.status).toBe(
      'canceled',
    );
  });
});
