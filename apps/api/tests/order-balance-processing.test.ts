import type { GuestOrderAccessDto } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { balanceCalls, completeUnpaid } from './support/balance-fixtures.ts';
import { shopperCall } from './support/payment-fixtures.ts';
import { deliver } from './support/stripe-checkout.ts';
import { useStripeShop } from './support/stripe-shop.ts';

// Decision 0060, addendum 4: a difference finished on Stripe's page with a method Stripe settles later is "being
// processed". An edit or a cancellation meanwhile waits for Stripe's word (409) instead of closing the payment, so
// the money Stripe confirms later is recorded and never lost.
const { stripe, api, staff, paidStripeOrder } = useStripeShop({ now: () => new Date() });
const { detail, edit, balance, startPaying } = balanceCalls(api, staff);

/** An order raised by one more of its line whose difference was finished on Stripe's page, money still to come. */
async function processing() {
  const paid = await paidStripeOrder();
  const line = paid.admin.items[0]!;
  expect((await edit(paid.admin.id, { lines: [{ item_id: line.id, qty: 2 }] })).status).toBe(200);
  const row = await api.handle.db
    .selectFrom('orders')
    .select(['balance_key', 'balance_due'])
    .where('id', '=', paid.admin.id)
    .executeTakeFirstOrThrow();
  const key = row.balance_key!;
  const payment = (await startPaying(key)).body.result.payment!;
  const session = completeUnpaid(stripe, payment);
  expect((await balance(key)).body.result.status).toBe('processing');
  return { ...paid, line, key, due: row.balance_due, paymentId: payment.session_id, session };
}

const sessionRow = (id: string) =>
  api.handle.db
    .selectFrom('payment_sessions')
    .select(['status', 'amount', 'refunded_amount'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** Stripe confirms the money of the processing payment. */
async function stripeSettles(session: { id: string }) {
  const paidAt = stripe.settle(session.id);
  const delivered = await deliver(
    api,
    stripe.signedEvent('checkout.session.async_payment_succeeded', paidAt),
  );
  expect(delivered.status).toBe(200);
}

describe('an edit or a cancellation while the difference is being processed at Stripe', () => {
  it('an edit waits (409) and keeps the payment open; Stripe\'s "paid" then settles the difference', async () => {
    const order = await processing();
    const again = await edit(order.admin.id, { lines: [{ item_id: order.line.id, qty: 3 }] });
    expect(again.status, JSON.stringify(again.body)).toBe(409);
    expect(JSON.stringify(again.body)).toMatch(/being paid at Stripe: wait until Stripe confirms it/);
    expect(await sessionRow(order.paymentId)).toMatchObject({ status: 'pending', amount: order.due });
    expect((await detail(order.admin.id)).items[0]).toMatchObject({ qty: 2 });

    await stripeSettles(order.session);
    expect(await sessionRow(order.paymentId)).toMatchObject({ status: 'paid', amount: order.due });
    expect((await balance(order.key)).body.result).toMatchObject({ status: 'paid', amount_due: 0 });
    const after = await edit(order.admin.id, { lines: [{ item_id: order.line.id, qty: 3 }] });
    expect(after.status, JSON.stringify(after.body)).toBe(200);
  });

  it("a shopper's cancellation waits (409); once Stripe confirms, the cancellation refunds the difference too", async () => {
    const order = await processing();
    const access = await shopperCall<GuestOrderAccessDto>(api, 'POST', '/api/order-status', {
      body: { order_number: order.number, email: order.admin.customer_email },
    });
    const cancel = () =>
      fetch(`${api.baseUrl}/api/orders/${order.number}/cancel`, {
        method: 'POST',
        headers: { 'x-hemma-order-access': access.body.result.token, 'content-type': 'application/json' },
        body: '{}',
      });
    const refused = await cancel();
    expect(refused.status).toBe(409);
    expect(await refused.text()).toMatch(/being paid at Stripe/);
    expect(await sessionRow(order.paymentId)).toMatchObject({ status: 'pending' });
    expect((await detail(order.admin.id)).status).not.toBe('cancelled');

    await stripeSettles(order.session);
    const cancelled = await cancel();
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(await sessionRow(order.paymentId)).toMatchObject({
      status: 'refunded',
      refunded_amount: order.due,
    });
    expect(stripe.intents.get(String(order.session.payment_intent))!.amount_refunded).toBe(order.due);
  });

  it('a "paid" from Stripe for a difference closed here already is refunded in full under its own key, once', async () => {
    const order = await processing();
    // As before this fix: the payment was closed here while Stripe was still settling it.
    await api.handle.db
      .updateTable('payment_sessions')
      .set({ status: 'expired' })
      .where('id', '=', order.paymentId)
      .execute();
    const paidAt = stripe.settle(order.session.id);
    const event = stripe.signedEvent('checkout.session.async_payment_succeeded', paidAt);
    expect((await deliver(api, event)).status).toBe(200);
    // Stripe's word again, as another event (its checkout.session.completed arriving late): no second refund.
    const again = stripe.signedEvent('checkout.session.completed', paidAt);
    expect((await deliver(api, again)).status).toBe(200);

    expect(await sessionRow(order.paymentId)).toMatchObject({
      status: 'refunded',
      refunded_amount: order.due,
    });
    const refunds = stripe.requests.filter(
      (r) => r.path === '/v1/refunds' && r.idempotencyKey?.includes('late-'),
    );
    expect(refunds.map((r) => r.idempotencyKey)).toEqual([`refund-late-${order.paymentId}`]);
    expect(stripe.intents.get(String(order.session.payment_intent))!.amount_refunded).toBe(order.due);
    const notes = (await detail(order.admin.id)).timeline.filter((e) =>
      /betalades hos Stripe efter/.test(e.note ?? ''),
    );
    expect(notes).toHaveLength(1);
    const audits = await api.handle.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('action', '=', 'order.balance_late_refund')
      .where('entity_id', '=', String(order.admin.id))
      .execute();
    expect(audits).toHaveLength(1);
  });
});
