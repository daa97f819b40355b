import type { AdminOrderDto, GuestOrderAccessDto } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { balanceCalls, completeUnpaid } from './support/balance-fixtures.ts';
import { mailsEventually } from './support/mail.ts';
import { shopperCall } from './support/payment-fixtures.ts';
import { deliver } from './support/stripe-checkout.ts';
import { useStripeShop } from './support/stripe-shop.ts';

// Decision 0060, second addendum: an order paid with Stripe's methods can be raised; its difference is paid in a
// Checkout Session of its own, settled once by Stripe's webhook, refunded through Stripe with the order's own payment.
let offsetMs = 0;
const { stripe, api, staff, paidStripeOrder } = useStripeShop({ now: () => new Date(Date.now() + offsetMs) });
const { detail, edit, balance, startPaying } = balanceCalls(api, staff);
const notes = (order: AdminOrderDto) => order.timeline.map((e) => e.note ?? '');
const checkoutsAtStripe = () =>
  stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');

/** The same order raised by one more of its line: the difference is due on its link. */
async function raised() {
  const paid = await paidStripeOrder();
  const line = paid.admin.items[0]!;
  const answer = await edit(paid.admin.id, { lines: [{ item_id: line.id, qty: 2 }] });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const row = await api.handle.db
    .selectFrom('orders')
    .select(['balance_key', 'balance_due'])
    .where('id', '=', paid.admin.id)
    .executeTakeFirstOrThrow();
  return { ...paid, line, key: row.balance_key!, due: row.balance_due, raised: answer.body.result };
}

/** The difference paid on Stripe's page and its webhook delivered. */
async function raisedAndPaid() {
  const order = await raised();
  const opened = await startPaying(order.key);
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const payment = opened.body.result.payment!;
  const session = [...stripe.sessions.values()].find((s) => payment.url.endsWith(s.id))!;
  const completed = stripe.signedEvent('checkout.session.completed', stripe.complete(session.id));
  const delivered = await deliver(api, completed);
  expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
  return { ...order, payment, session, completed };
}

describe('an order paid with Stripe raised by an edit', () => {
  it('opens a Checkout Session of its own for the difference; the webhook settles it once', async () => {
    const order = await raised();
    expect(order.raised.amount_due).toBeCloseTo(order.line.price_incl_tax, 2);
    expect(order.due).toBe(Math.round(order.line.price_incl_tax * 100));
    expect(notes(order.raised).join('\n')).toMatch(/att betala via betalningslänk/);
    const [mail] = await mailsEventually(
      api.outboxDir,
      (m) => m.subject === `Din order ${order.number} är ändrad` && m.text.includes(order.key),
    );
    expect(mail?.text).toContain(`/order-payment?key=${order.key}`);
    expect((await balance(order.key)).body.result).toMatchObject({ status: 'due', payment: null });

    const before = checkoutsAtStripe().length;
    const opened = await startPaying(order.key);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const payment = opened.body.result.payment!;
    expect(payment).toMatchObject({ method: 'stripe_card', status: 'pending' });
    expect(payment.url.startsWith(`${stripe.url}/c/pay/cs_test_`)).toBe(true);
    const session = [...stripe.sessions.values()].find((s) => payment.url.endsWith(s.id))!;
    // Its own session: the balance's amount, its metadata naming the balance's payment, not the order's.
    expect(session.amount_total).toBe(order.due);
    expect(session.metadata).toEqual({
      payment_id: payment.session_id,
      order: order.number,
      pays: 'balance',
    });
    expect(payment.session_id).not.toBe(order.ownPaymentId);
    expect(String(session.success_url)).toMatch(new RegExp(`/order-payment\\?key=${order.key}&stripe=done$`));
    expect(String(session.cancel_url)).toMatch(new RegExp(`/order-payment\\?key=${order.key}$`));
    // Pressing again answers the same page; Stripe is not asked for another.
    const again = await startPaying(order.key);
    expect(again.body.result.payment?.session_id).toBe(payment.session_id);
    expect(checkoutsAtStripe().length - before).toBe(1);

    const completed = stripe.signedEvent('checkout.session.completed', stripe.complete(session.id));
    const delivered = await deliver(api, completed);
    expect(delivered.body.result).toMatchObject({
      duplicate: false,
      payment_id: payment.session_id,
      status: 'paid',
    });
    const settled = await detail(order.admin.id);
    expect(settled).toMatchObject({ amount_due: 0, payment_status: 'paid' });
    const paidNotes = () => notes(settled).filter((n) => n.startsWith('Mellanskillnaden'));
    expect(paidNotes()).toHaveLength(1);
    expect(paidNotes()[0]).toMatch(/betald via Stripe \(kort\) \(testläge\)/);

    // The same event again, and the same word in another event: nothing moves a second time.
    expect((await deliver(api, completed)).body.result).toMatchObject({ duplicate: true });
    const other = await deliver(api, stripe.signedEvent('checkout.session.completed', session));
    expect(other.body.result).toMatchObject({ duplicate: false, status: 'paid' });
    expect(notes(await detail(order.admin.id)).filter((n) => n.startsWith('Mellanskillnaden'))).toHaveLength(
      1,
    );

    expect((await balance(order.key)).body.result).toMatchObject({
      status: 'paid',
      amount_due: 0,
      payment: null,
    });
    expect(await startPaying(order.key)).toMatchObject({
      status: 409,
      body: { result: `The difference of order ${order.number} is paid already: nothing is left to pay` },
    });
    // The order's own payment is as it was.
    const own = await api.handle.db
      .selectFrom('payment_sessions')
      .select(['status', 'amount'])
      .where('id', '=', order.ownPaymentId)
      .executeTakeFirstOrThrow();
    expect(own.status).toBe('paid');
  });

  it('the shopper back from Stripe before its webhook sees the difference paid (Stripe is asked)', async () => {
    const order = await raised();
    const payment = (await startPaying(order.key)).body.result.payment!;
    const session = [...stripe.sessions.values()].find((s) => payment.url.endsWith(s.id))!;
    stripe.complete(session.id);
    expect((await balance(order.key)).body.result).toMatchObject({ status: 'paid', amount_due: 0 });
    // The webhook coming after changes nothing.
    await deliver(api, stripe.signedEvent('checkout.session.completed', session));
    expect(notes(await detail(order.admin.id)).filter((n) => n.startsWith('Mellanskillnaden'))).toHaveLength(
      1,
    );
  });

  it('finished on Stripe\'s page but not yet paid, the difference is "processing" until Stripe says it came', async () => {
    const order = await raised();
    const payment = (await startPaying(order.key)).body.result.payment!;
    const session = completeUnpaid(stripe, payment);
    // Back on the link's page (Stripe is asked) and again after the webhook of the completion: processing.
    expect((await balance(order.key)).body.result).toMatchObject({
      status: 'processing',
      amount_due: order.due / 100,
    });
    await deliver(api, stripe.signedEvent('checkout.session.completed', session));
    expect((await balance(order.key)).body.result.status).toBe('processing');
    // Pressing pay again answers the same payment: no second page at Stripe.
    expect((await startPaying(order.key)).body.result).toMatchObject({ status: 'processing' });
    const paid = stripe.settle(session.id);
    await deliver(api, stripe.signedEvent('checkout.session.async_payment_succeeded', paid));
    expect((await balance(order.key)).body.result).toMatchObject({ status: 'paid', amount_due: 0 });
  });

  it("a guest's cancellation afterwards refunds both payments through Stripe, each under its own key", async () => {
    const order = await raisedAndPaid();
    const before = stripe.requests.filter((r) => r.path === '/v1/refunds').length;
    const access = await shopperCall<GuestOrderAccessDto>(api, 'POST', '/api/order-status', {
      body: { order_number: order.number, email: order.admin.customer_email },
    });
    const cancelled = await fetch(`${api.baseUrl}/api/orders/${order.number}/cancel`, {
      method: 'POST',
      headers: { 'x-hemma-order-access': access.body.result.token, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const refunds = stripe.requests.filter((r) => r.path === '/v1/refunds').slice(before);
    const ownIntent = stripe.intents.get(
      String(
        [...stripe.sessions.values()].find((s) => s.metadata.payment_id === order.ownPaymentId)!
          .payment_intent,
      ),
    )!;
    const balanceIntent = stripe.intents.get(String(order.session.payment_intent))!;
    expect(refunds.map((r) => [r.form.payment_intent, Number(r.form.amount)])).toEqual([
      [ownIntent.id, ownIntent.amount],
      [balanceIntent.id, order.due],
    ]);
    expect(new Set(refunds.map((r) => r.idempotencyKey)).size).toBe(2);
    expect([ownIntent.amount_refunded, balanceIntent.amount_refunded]).toEqual([ownIntent.amount, order.due]);
    expect(await detail(order.admin.id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      refundable_amount: 0,
    });
  });

  it('an edit while the difference is open at Stripe ends its Checkout Session there first', async () => {
    const order = await raised();
    const payment = (await startPaying(order.key)).body.result.payment!;
    const session = [...stripe.sessions.values()].find((s) => payment.url.endsWith(s.id))!;
    const back = await edit(order.admin.id, { lines: [{ item_id: order.line.id, qty: 1 }] });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.result.amount_due).toBe(0);
    expect(session.status).toBe('expired');
    expect(stripe.requests.some((r) => r.path === `/v1/checkout/sessions/${session.id}/expire`)).toBe(true);
  });

  it("a page of the difference left open past its time is ended at Stripe by the reconciliation; it's due again", async () => {
    const order = await raised();
    const payment = (await startPaying(order.key)).body.result.payment!;
    const session = [...stripe.sessions.values()].find((s) => payment.url.endsWith(s.id))!;
    offsetMs = 32 * 60 * 1000;
    try {
      const answer = await staff.clerk.send<{ asked: number; settled: number }>(
        'POST',
        '/api/admin/payments/reconcile',
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.result, JSON.stringify(answer.body)).toMatchObject({ failed: 0 });
      expect(answer.body.result.settled).toBeGreaterThanOrEqual(1);
    } finally {
      offsetMs = 0;
    }
    expect(session.status).toBe('expired');
    const status = await api.handle.db
      .selectFrom('payment_sessions')
      .select('status')
      .where('id', '=', payment.session_id)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('expired');
    // Still due: a new press opens a new page.
    const again = await startPaying(order.key);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.result.payment?.session_id).not.toBe(payment.session_id);
  });

  it('refuses a link that is not one (400) or unknown (404)', async () => {
    expect((await startPaying('not-a-key')).status).toBe(400);
    expect((await startPaying('f'.repeat(32))).status).toBe(404);
  });
});

describe('an edit lowering a Stripe-paid order whose refund Stripe refuses', () => {
  it('is made, says "Återbetalning nekad" to the owner, and its mail claims no refund', async () => {
    // Two of the line first (paid on the link), then back to one: the lowering's refund is refused.
    const order = await raisedAndPaid();
    stripe.failing.push({ status: 400, code: 'charge_disputed', message: 'The charge is disputed' });
    const lowered = await edit(order.admin.id, { lines: [{ item_id: order.line.id, qty: 1 }] });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    expect(lowered.body.result.items[0]).toMatchObject({ qty: 1 });
    const all = notes(lowered.body.result).join('\n');
    expect(all).toMatch(
      /Återbetalning nekad: .* efter ändringen kunde inte betalas tillbaka .*charge_disputed/,
    );
    // What is paid is still all there to refund: the panel shows it and the owner refunds it from there.
    expect(lowered.body.result.refundable_amount * 100).toBeCloseTo(
      Math.round(order.admin.grand_total * 100) + order.due,
      0,
    );
    const mails = await mailsEventually(
      api.outboxDir,
      (m) =>
        m.subject === `Din order ${order.number} är ändrad` &&
        m.text.includes('inte kunnat betalas tillbaka'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).not.toContain('Vi betalar tillbaka');
    const audit = await api.handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(order.admin.id))
      .where('action', '=', 'order.payment_refund_refused')
      .execute();
    expect(audit).toHaveLength(1);
  });
});

describe("an edit lowering a Stripe-paid order whose refund's answer is lost", () => {
  const refundKeys = (from: number) =>
    stripe.requests
      .filter((r) => r.path === '/v1/refunds')
      .slice(from)
      .map((r) => r.idempotencyKey);

  it('is asked again under the same key: refunded once, and no "nekad" for the owner to refund again', async () => {
    const order = await raisedAndPaid();
    const before = refundKeys(0).length;
    // Stripe refunds, but the answers to the first ask (and the SDK's two retries under its key) never arrive.
    stripe.loseRefundAnswers = 3;
    const lowered = await edit(order.admin.id, { lines: [{ item_id: order.line.id, qty: 1 }] });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    expect(notes(lowered.body.result).join('\n')).not.toMatch(/Återbetalning (nekad|utan svar)/);
    expect(order.intent.amount_refunded).toBe(order.due);
    const keys = refundKeys(before);
    expect(keys.length).toBeGreaterThan(3);
    expect(new Set(keys).size).toBe(1);
    expect(lowered.body.result.refundable_amount * 100).toBeCloseTo(
      Math.round(order.admin.grand_total * 100),
      0,
    );
  });

  it('still without an answer, the owner is told to look at Stripe before refunding, not that it was refused', async () => {
    const order = await raisedAndPaid();
    stripe.loseRefundAnswers = 6;
    const lowered = await edit(order.admin.id, { lines: [{ item_id: order.line.id, qty: 1 }] });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    const all = notes(lowered.body.result).join('\n');
    expect(all).not.toContain('Återbetalning nekad');
    expect(all).toMatch(
      /Återbetalning utan svar: .* se efter hos betalningsleverantören innan du återbetalar/,
    );
    // Stripe did refund (once): what the shop shows as left to refund is why the owner must look first.
    expect(order.intent.amount_refunded).toBe(order.due);
    const audit = await api.handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(order.admin.id))
      .where('action', 'in', ['order.payment_refund_refused', 'order.payment_refund_unanswered'])
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['order.payment_refund_unanswered']);
  });
});
