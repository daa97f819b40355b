import { formatPrice } from '@hemma/commerce';
import type { AdminOrderDto } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { balanceCalls } from './support/balance-fixtures.ts';
import { mailsEventually } from './support/mail.ts';
import { deliver } from './support/stripe-checkout.ts';
import { useStripeShop } from './support/stripe-shop.ts';

// Decision 0060, addendum 4: an edit's refund is kept as owed in the edit's transaction; a refusal or a missing answer
// is a banner on the order page (`edit_refunds_open`) until the amount is refunded or marked handled; a refused part
// is named as such; a process that stops after the commit leaves the refund to a work round, which sends the mail.
let offsetMs = 0;
let stopAfterCommit = false;
const { stripe, api, staff, paidStripeOrder } = useStripeShop({
  now: () => new Date(Date.now() + offsetMs),
  stopAfterEditCommit: () => stopAfterCommit,
});
const { detail, edit, startPaying } = balanceCalls(api, staff);
const notes = (order: AdminOrderDto) => order.timeline.map((e) => e.note ?? '');
const refundsAtStripe = () => stripe.requests.filter((r) => r.path === '/v1/refunds');
const refundFromPanel = (id: number, amount: number, refundId: string) =>
  staff.clerk.send<AdminOrderDto & string>('POST', `/api/admin/orders/${id}/payment/refund`, {
    amount,
    refund_id: refundId,
  });
const markHandled = (id: number, refund: number) =>
  staff.clerk.send<AdminOrderDto & string>('POST', `/api/admin/orders/${id}/edit-refunds/${refund}/handled`);
const finishRound = () =>
  staff.clerk.send<{ finished: number; waiting: number }>('POST', '/api/admin/orders/edit-refunds/finish');
const changeMails = (orderId: number) =>
  api.handle.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'order_changed')
    .orderBy('id')
    .execute();

/** A Stripe-paid order raised by one more of its line and the difference paid: lowering it back refunds `due`. */
async function raisedAndPaid() {
  const paid = await paidStripeOrder();
  const line = paid.admin.items[0]!;
  expect((await edit(paid.id, { lines: [{ item_id: line.id, qty: 2 }] })).status).toBe(200);
  const row = await api.handle.db
    .selectFrom('orders')
    .select(['balance_key', 'balance_due'])
    .where('id', '=', paid.id)
    .executeTakeFirstOrThrow();
  const payment = (await startPaying(row.balance_key!)).body.result.payment!;
  const session = [...stripe.sessions.values()].find((s) => payment.url.endsWith(s.id))!;
  await deliver(api, stripe.signedEvent('checkout.session.completed', stripe.complete(session.id)));
  const balanceIntent = stripe.intents.get(String(session.payment_intent))!;
  return { ...paid, line, due: row.balance_due, balanceIntent };
}

const editRow = (orderId: number) =>
  api.handle.db
    .selectFrom('order_edit_refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
/** The round as it runs once the edit's process is long gone (its claim stale). */
async function lateRound() {
  offsetMs = 6 * 60 * 1000;
  try {
    return await finishRound();
  } finally {
    offsetMs = 0;
  }
}
/** A raised and paid order lowered back by an edit whose process stops right after its commit. */
async function loweredAndStopped() {
  const order = await raisedAndPaid();
  stopAfterCommit = true;
  try {
    const lowered = await edit(order.id, { lines: [{ item_id: order.line.id, qty: 1 }] });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
  } finally {
    stopAfterCommit = false;
  }
  return order;
}

describe("the back office's banner for an edit's refund that did not go through", () => {
  it('names what is owed after a refusal, and goes once the owner has refunded it from the panel', async () => {
    const order = await raisedAndPaid();
    stripe.failing.push({ status: 400, code: 'charge_disputed', message: 'The charge is disputed' });
    const lowered = await edit(order.id, { lines: [{ item_id: order.line.id, qty: 1 }] });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    expect(lowered.body.result.edit_refunds_open).toEqual([
      expect.objectContaining({ state: 'refused', amount: order.due / 100, refunded: 0 }),
    ]);
    expect(lowered.body.result.edit_refunds_open[0]!.reason).toContain('charge_disputed');
    // A part of it refunded from the panel: what is left is still owed.
    const half = Math.floor(order.due / 2) / 100;
    expect((await refundFromPanel(order.id, half, 'panel-part-1')).status).toBe(200);
    expect((await detail(order.id)).edit_refunds_open).toEqual([
      expect.objectContaining({ amount: (order.due - Math.floor(order.due / 2)) / 100 }),
    ]);
    const rest = (order.due - Math.floor(order.due / 2)) / 100;
    const refunded = await refundFromPanel(order.id, rest, 'panel-part-2');
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.result.edit_refunds_open).toEqual([]);
  });

  it("an unanswered refund's banner asks to look at Stripe first and goes when the owner marks it handled", async () => {
    const order = await raisedAndPaid();
    stripe.loseRefundAnswers = 6;
    const lowered = await edit(order.id, { lines: [{ item_id: order.line.id, qty: 1 }] });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    const [open] = lowered.body.result.edit_refunds_open;
    expect(open).toMatchObject({ state: 'unanswered', amount: order.due / 100 });
    const handled = await markHandled(order.id, open!.id);
    expect(handled.status, JSON.stringify(handled.body)).toBe(200);
    expect(handled.body.result.edit_refunds_open).toEqual([]);
    expect(notes(handled.body.result).join('\n')).toMatch(
      /Återbetalningen efter ändringen .*markerad som hanterad/,
    );
    // Handled once: again, or a refund that is not one of this order's, is 409 with what to do.
    const again = await markHandled(order.id, open!.id);
    expect(again.status).toBe(409);
    expect(String(again.body.result)).toMatch(/no refused or unanswered refund .* reload the order/);
    expect((await markHandled(order.id + 100_000, open!.id)).status).toBe(404);
    const audit = await api.handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(order.id))
      .where('action', '=', 'order.edit_refund_handled')
      .execute();
    expect(audit).toHaveLength(1);
  });
});

describe('an edit whose refund is refused in part', () => {
  it('names the refused part and the refunded part, and the banner owes only the refused part', async () => {
    const order = await raisedAndPaid();
    // The order's own payment keeps half the line; the difference's payment was refunded at Stripe's dashboard.
    const part = Math.floor(order.due / 2);
    const ownLeft = Math.round(order.admin.grand_total * 100);
    expect((await refundFromPanel(order.id, (ownLeft - part) / 100, 'panel-before-edit')).status).toBe(200);
    order.balanceIntent.amount_refunded = order.balanceIntent.amount;
    const lowered = await edit(order.id, { lines: [{ item_id: order.line.id, qty: 1 }] });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    const kr = (ore: number) => formatPrice(ore, 'sv-SE', 'SEK');
    const refused = notes(lowered.body.result).find((n) => n.startsWith('Återbetalning nekad'));
    expect(refused).toBe(
      `Återbetalning nekad: ${kr(order.due - part)} av ${kr(order.due)} (${kr(part)} är återbetalt) efter ändringen ` +
        'kunde inte betalas tillbaka (Stripe could not refund: [req_fake] Refund amount is greater than unrefunded ' +
        'amount (amount_too_large)) – återbetala från betalningspanelen',
    );
    expect(lowered.body.result.edit_refunds_open).toEqual([
      expect.objectContaining({ state: 'refused', amount: (order.due - part) / 100, refunded: part / 100 }),
    ]);
    const [mail] = await mailsEventually(
      api.outboxDir,
      (m) =>
        m.subject === `Din order ${order.number} är ändrad` &&
        m.text.includes('inte kunnat betalas tillbaka'),
    );
    expect(mail?.text).toContain(`Vi betalar tillbaka ${kr(part)}`);
    expect(mail?.text).toContain(`Mellanskillnaden på ${kr(order.due - part)} har inte kunnat`);
  });
});

describe('an edit whose process stops between its commit and its refund', () => {
  it('is finished by the work round: refunded once under its own key, then its change mail', async () => {
    const before = refundsAtStripe().length;
    const order = await loweredAndStopped();
    expect(refundsAtStripe().length).toBe(before);
    const changed = async () => (await changeMails(order.id)).filter((m) => m.subject.includes('ändrad'));
    const mailsBefore = (await changed()).length; // the raise's mail
    // A round now leaves it: the edit's own process may still be asking.
    expect((await finishRound()).body.result.finished).toBe(0);
    offsetMs = 6 * 60 * 1000;
    try {
      const round = await finishRound();
      expect(round.status, JSON.stringify(round.body)).toBe(200);
      expect(round.body.result.finished).toBe(1);
      expect((await finishRound()).body.result.finished).toBe(0);
    } finally {
      offsetMs = 0;
    }
    const refunds = refundsAtStripe().slice(before);
    expect(refunds).toHaveLength(1);
    const after = await changed();
    expect(after).toHaveLength(mailsBefore + 1);
    expect(after.at(-1)!.text_body).toContain('Vi betalar tillbaka');
    const row = await api.handle.db
      .selectFrom('order_edit_refunds')
      .select(['state', 'refunded', 'amount', 'refund_id'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      state: 'refunded',
      refunded: order.due,
      amount: order.due,
      refund_id: row.refund_id,
    });
    // Under the refund id the edit wrote: what a process stopped after asking would have sent (decision 0033).
    expect(refunds[0]!.idempotencyKey).toContain(row.refund_id);
    expect((await detail(order.id)).edit_refunds_open).toEqual([]);
  });

  it('asks nothing when the order was cancelled before the round: the cancellation paid it back', async () => {
    const order = await loweredAndStopped();
    const access = await api.post<{ token: string }>('/api/order-status', {
      order_number: order.number,
      email: order.admin.customer_email,
    });
    const cancelled = await fetch(`${api.baseUrl}/api/orders/${order.number}/cancel`, {
      method: 'POST',
      headers: { 'x-hemma-order-access': access.body.result.token, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const afterCancel = refundsAtStripe().length;
    offsetMs = 6 * 60 * 1000;
    try {
      expect((await finishRound()).body.result.finished).toBe(1);
    } finally {
      offsetMs = 0;
    }
    expect(refundsAtStripe().length).toBe(afterCancel);
    const shown = await detail(order.id);
    expect(shown).toMatchObject({ status: 'cancelled', refundable_amount: 0, edit_refunds_open: [] });
    expect(notes(shown).filter((n) => n.includes('Återbetalning nekad'))).toEqual([]);
  });

  it('asks Stripe again for a part reserved by a process that stopped before the answer (decision 0060, addendum 5)', async () => {
    const order = await loweredAndStopped();
    const row = await editRow(order.id);
    const own = await api.handle.db
      .selectFrom('payment_sessions')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    // What the refund's first transaction commits before the provider is asked, and nothing after it.
    await api.handle.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('payment_refunds')
        .values({
          session_id: own.id,
          refund_id: row.refund_id,
          amount: row.amount,
          staff_email: 'owner@hemma.test',
          created_at: new Date().toISOString(),
          answered_at: null,
        })
        .execute();
      await trx
        .updateTable('payment_sessions')
        .set({ refunded_amount: own.refunded_amount + row.amount })
        .where('id', '=', own.id)
        .execute();
    });
    const before = refundsAtStripe().length;
    expect((await lateRound()).body.result.finished).toBe(1);
    const asked = refundsAtStripe().slice(before);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.idempotencyKey).toContain(row.refund_id);
    expect(Number(asked[0]!.form.amount)).toBe(row.amount);
    expect(await editRow(order.id)).toMatchObject({ state: 'refunded', refunded: row.amount });
    expect((await detail(order.id)).edit_refunds_open).toEqual([]);
  });

  it("refunds the difference when the owner's cancellation paid nothing back", async () => {
    const order = await loweredAndStopped();
    const cancelled = await staff.clerk.send('POST', `/api/admin/orders/${order.id}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const before = refundsAtStripe().length;
    await lateRound();
    expect(refundsAtStripe().length - before).toBe(1);
    expect(await editRow(order.id)).toMatchObject({ state: 'refunded', refunded: order.due });
  });

  it('refuses a refund from the panel while the refund is still due, so the round pays it once', async () => {
    const order = await loweredAndStopped();
    const panel = await refundFromPanel(order.id, order.due / 100, 'panel-while-due');
    expect(panel.status).toBe(409);
    expect(panel.body.result).toMatch(/still being made/);
    const before = refundsAtStripe().length;
    await lateRound();
    expect(refundsAtStripe().length - before).toBe(1);
    expect((await detail(order.id)).refunded_amount).toBe(order.due / 100);
  });
});
