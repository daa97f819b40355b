import type { AdminOrderDto, OrderHistoryDto, OrderHistoryEntryDto } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { mailsEventually } from './support/mail.ts';
import { placeCardOrder, providerCheckout, sandboxAction, shopperCall } from './support/payment-fixtures.ts';
import { useTestApi } from './support/test-api.ts';
import { tradeFixtures, useTradeStaff } from './support/trade-fixtures.ts';

// Decision 0060, addendum: a refund or a cancellation reaches the payment of what an edit raised (the order's own
// payment first, never more from one than it paid). The claim of a refund: order-refund-claim.test.ts.
const api = useTestApi();
const trade = tradeFixtures(api);
const { shop, customer, findOrder } = trade;
const staff = useTradeStaff(api);

const detail = async (id: number) =>
  (await staff.clerk.get<AdminOrderDto>(`/api/admin/orders/${id}`)).body.result;
const edit = (id: number, body: Record<string, unknown>) =>
  staff.clerk.send<AdminOrderDto & string>('POST', `/api/admin/orders/${id}/edit`, body);
const refund = (id: number, body: Record<string, unknown>) =>
  staff.clerk.send<AdminOrderDto & string>('POST', `/api/admin/orders/${id}/payment/refund`, body);
const cancel = (id: number, token: string) =>
  shopperCall<OrderHistoryEntryDto & string>(api, 'POST', `/api/user/orders/${id}/cancel`, { token });

/** The money moved at the sandbox for each of the order's payments: its own, then the balance's. */
async function sessionsOf(orderId: number) {
  const rows = await api.handle.db
    .selectFrom('payment_sessions')
    .select(['id', 'order_id', 'cart_token', 'amount', 'refunded_amount', 'status'])
    .where((eb) => eb.or([eb('order_id', '=', orderId), eb('cart_token', '=', `balance:${orderId}`)]))
    .execute();
  const own = rows.find((r) => r.order_id === orderId)!;
  const balance = rows.filter((r) => r.cart_token === `balance:${orderId}` && r.status !== 'expired');
  return { own, balance };
}

/** A customer's card order of 2 × one parcel, paid at the sandbox. */
async function cardOrder() {
  const karin = await customer();
  const product = await shop.find(
    'simple',
    (p) => p.stock.is_in_stock && (p.custom_options ?? []).length === 0,
  );
  await trade.setStock(product.id, 20);
  const placed = await placeCardOrder(api, karin.token, product.sku, 2);
  const { id } = await findOrder(staff.clerk, placed.increment_id);
  return { karin, id, placed };
}

/** The same order raised to 3 by an edit, the difference's payment opened on its link. */
async function raisedWithOpenPayment() {
  const { karin, id, placed } = await cardOrder();
  const line = (await detail(id)).items[0]!;
  expect((await edit(id, { lines: [{ item_id: line.id, qty: 3 }] })).status).toBe(200);
  const orders = await shopperCall<OrderHistoryDto>(api, 'GET', '/api/user/order-history', {
    token: karin.token,
  });
  const path = orders.body.result.items.find((o) => o.increment_id === placed.increment_id)!.balance_payment!
    .path;
  const key = new URL(path, 'http://shop.test').searchParams.get('key')!;
  const opened = await openBalancePayment(key);
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  return { karin, id, line, key, payment: opened.body.result.payment };
}

/** Opens the payment of an order's difference on its link, as the link's page does. */
const openBalancePayment = (key: string) =>
  shopperCall<{ payment: Parameters<typeof sandboxAction>[1] }>(
    api,
    'POST',
    `/api/order-payments/${key}/payment`,
    {
      body: {},
    },
  );

/** The same order with the difference paid on its link. */
async function raisedAndPaid() {
  const { karin, id, line, key, payment } = await raisedWithOpenPayment();
  const paid = await sandboxAction(api, payment, 'pay', {
    card_number: '4242 4242 4242 4242',
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  // Reading the balance settles it.
  await shopperCall(api, 'GET', `/api/order-payments/${key}`);
  const order = await detail(id);
  expect(order.amount_due).toBe(0);
  return { id, token: karin.token, order, line };
}

describe("the order's refund panel reaches the payment of a raised order's difference", () => {
  it('refunds the own payment first, then the difference, never more from one than it paid', async () => {
    const { id, order } = await raisedAndPaid();
    const before = await sessionsOf(id);
    expect(before.balance).toHaveLength(1);
    const ownOre = before.own.amount;
    const balanceOre = before.balance[0]!.amount;
    expect(order.refundable_amount * 100).toBeCloseTo(ownOre + balanceOre, 0);
    expect(order.payment_actions).toEqual(['refund']);

    // More than everything paid is 400 and names the field.
    const tooMuch = await refund(id, { amount: (ownOre + balanceOre) / 100 + 1 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.result).toMatch(/^amount: .* more than is left to refund of this order's payments/);

    // The own payment and 10 kr of the difference.
    const first = await refund(id, { amount: ownOre / 100 + 10, refund_id: 'across-1' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    let now = await sessionsOf(id);
    expect([now.own.refunded_amount, now.own.status]).toEqual([ownOre, 'refunded']);
    expect([now.balance[0]!.refunded_amount, now.balance[0]!.status]).toEqual([1000, 'paid']);
    expect(first.body.result.payment_status).toBe('paid');
    expect(first.body.result.refundable_amount * 100).toBeCloseTo(balanceOre - 1000, 0);
    expect(first.body.result.timeline.map((e) => e.note ?? '').join('\n')).toMatch(
      /Återbetalt 10\skr via Hemma Pay kort \(testläge\) \(betalningen av mellanskillnaden [0-9a-f]{32}\)/,
    );

    // The same refund id again moves nothing.
    expect((await refund(id, { amount: ownOre / 100 + 10, refund_id: 'across-1' })).status).toBe(200);
    expect((await sessionsOf(id)).balance[0]!.refunded_amount).toBe(1000);

    // The rest: all of what the difference paid, and the order is refunded.
    const rest = await refund(id, {});
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    now = await sessionsOf(id);
    expect([now.balance[0]!.refunded_amount, now.balance[0]!.status]).toEqual([balanceOre, 'refunded']);
    expect(rest.body.result).toMatchObject({ payment_status: 'refunded', refundable_amount: 0 });
    expect(rest.body.result.refunded_amount * 100).toBeCloseTo(ownOre + balanceOre, 0);
    expect((await refund(id, { amount: 1 })).status).toBe(409);
  });

  it("a shopper's cancellation refunds the order's own payment and the difference, each in full", async () => {
    const { id, token } = await raisedAndPaid();
    const cancelled = await cancel(id, token);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const after = await sessionsOf(id);
    expect([after.own.status, after.own.refunded_amount]).toEqual(['refunded', after.own.amount]);
    expect(after.balance.map((p) => [p.status, p.refunded_amount])).toEqual([
      ['refunded', after.balance[0]!.amount],
    ]);
    const order = await detail(id);
    expect(order).toMatchObject({ status: 'cancelled', payment_status: 'refunded', refundable_amount: 0 });
  });

  it('a retry under the same refund id refunds the part a provider refused before, once', async () => {
    const { id } = await raisedAndPaid();
    const before = await sessionsOf(id);
    const ownOre = before.own.amount;
    const balance = before.balance[0]!;
    const whole = (ownOre + balance.amount) / 100;
    const first = await refund(id, { amount: whole, refund_id: 'retry-once-1' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // As a provider refusing the difference's part leaves it: its reservation given back, the own part made.
    await api.handle.db
      .deleteFrom('payment_refunds')
      .where('session_id', '=', balance.id)
      .where('refund_id', '=', 'retry-once-1')
      .execute();
    await api.handle.db
      .updateTable('payment_sessions')
      .set({ refunded_amount: 0, status: 'paid' })
      .where('id', '=', balance.id)
      .execute();
    const retried = await refund(id, { amount: whole, refund_id: 'retry-once-1' });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    const now = await sessionsOf(id);
    expect([now.own.refunded_amount, now.own.status]).toEqual([ownOre, 'refunded']);
    expect([now.balance[0]!.refunded_amount, now.balance[0]!.status]).toEqual([balance.amount, 'refunded']);
    // Once more: nothing moves.
    expect((await refund(id, { amount: whole, refund_id: 'retry-once-1' })).status).toBe(200);
    expect((await sessionsOf(id)).balance[0]!.refunded_amount).toBe(balance.amount);
  });

  it('an order whose own payment is still authorized is not refunded when its difference is', async () => {
    const { id } = await raisedAndPaid();
    const before = await sessionsOf(id);
    await api.handle.db
      .updateTable('payment_sessions')
      .set({ status: 'authorized' })
      .where('id', '=', before.own.id)
      .execute();
    const rest = await refund(id, {});
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect((await sessionsOf(id)).balance[0]!.status).toBe('refunded');
    expect((await detail(id)).payment_status).not.toBe('refunded');
  });
});

describe('an edit lowering an order refunds through the payments taken, together with the edit (issue 31)', () => {
  it('an authorization gives back at most what it holds; the rest goes back through the paid difference', async () => {
    const { id, line } = await raisedAndPaid();
    const paid = await sessionsOf(id);
    const unit = paid.balance[0]!.amount;
    // The order's own payment only authorized, for less than the lowering below takes off.
    await api.handle.db
      .updateTable('payment_sessions')
      .set({ status: 'authorized', amount: 2 * unit - 1000 })
      .where('id', '=', paid.own.id)
      .execute();
    const raised = Math.round((await detail(id)).grand_total * 100);
    const lowered = await edit(id, { lines: [{ item_id: line.id, qty: 1 }] });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    const back = raised - Math.round(lowered.body.result.grand_total * 100);
    expect(back).toBeGreaterThan(2 * unit - 1000);
    const now = await sessionsOf(id);
    // All the authorization held comes off it, never below nothing; the rest goes back through the difference.
    expect(now.own.amount).toBe(0);
    expect(now.balance[0]!.refunded_amount).toBe(back - (2 * unit - 1000));
  });

  it('a lowering whose refund is refused while another refund holds the claim is not made', async () => {
    const { id } = await cardOrder();
    const before = await detail(id);
    const line = before.items[0]!;
    // A concurrent refund holds the order's refund claim.
    await api.handle.db
      .updateTable('orders')
      .set({ refund_claimed_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    const refused = await edit(id, { lines: [{ item_id: line.id, qty: 1 }] });
    expect(refused.status).toBe(409);
    const still = await detail(id);
    expect(still.grand_total).toBe(before.grand_total);
    expect(still.items[0]!.qty).toBe(2);
    expect(still.timeline.filter((e) => (e.note ?? '').startsWith('Ordern ändrad'))).toHaveLength(0);
    expect((await sessionsOf(id)).own.refunded_amount).toBe(0);

    // The claim given back, the same edit lowers the order and refunds the difference.
    await api.handle.db.updateTable('orders').set({ refund_claimed_at: null }).where('id', '=', id).execute();
    const lowered = await edit(id, { lines: [{ item_id: line.id, qty: 1 }] });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    const own = (await sessionsOf(id)).own;
    expect(own.amount - own.refunded_amount).toBe(Math.round(lowered.body.result.grand_total * 100));
  });
});

describe('a cancellation while the difference is being paid (issue 31)', () => {
  it.each([
    ['shopper', (id: number, token: string) => cancel(id, token)],
    [
      'owner',
      (id: number) =>
        staff.clerk.send<AdminOrderDto & string>('POST', `/api/admin/orders/${id}/status`, {
          status: 'cancelled',
        }),
    ],
  ] as const)(
    "the %s's cancellation closes the difference's open payment: approving it takes nothing",
    async (_, cancelIt) => {
      const { karin, id, key, payment } = await raisedWithOpenPayment();
      const cancelled = await cancelIt(id, karin.token);
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      const paid = await sandboxAction(api, payment, 'pay', {
        card_number: '4242 4242 4242 4242',
      });
      expect(paid.status, JSON.stringify(paid.body)).not.toBe(200);
      const balances = await api.handle.db
        .selectFrom('payment_sessions')
        .select(['status'])
        .where('cart_token', '=', `balance:${id}`)
        .execute();
      expect(balances.map((b) => b.status)).toEqual(['expired']);
      const reopened = await shopperCall(api, 'POST', `/api/order-payments/${key}/payment`, { body: {} });
      expect(reopened.status).toBe(409);
    },
  );

  it("a shopper's cancellation of an invoice order mails both: the authorization released, the difference refunded", async () => {
    const karin = await customer();
    const simple = await shop.find('simple');
    await trade.setStock(simple.id, 20);
    const checkout = await providerCheckout(api, shop, 'partpayment', karin.token);
    await sandboxAction(api, checkout.session, 'credit', {
      personal_number: '19121212-1212',
      option: 'invoice',
    });
    const placed = (await checkout.order()).body.result;
    const { id } = await findOrder(staff.clerk, placed.increment_id);
    const line = (await detail(id)).items[0]!;
    expect((await edit(id, { lines: [{ item_id: line.id, qty: 2 }] })).status).toBe(200);
    const key = (
      await api.handle.db
        .selectFrom('orders')
        .select('balance_key')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).balance_key!;
    const opened = await openBalancePayment(key);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const paid = await sandboxAction(api, opened.body.result.payment, 'pay', {
      card_number: '4242 4242 4242 4242',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await shopperCall(api, 'GET', `/api/order-payments/${key}`);
    const cancelled = await cancel(id, karin.token);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const after = await sessionsOf(id);
    expect(after.own.status).toBe('voided');
    expect(after.balance.map((p) => p.status)).toEqual(['refunded']);
    const [mail] = await mailsEventually(
      api.outboxDir,
      (m) => m.subject === `Din order ${placed.increment_id} är avbruten`,
    );
    expect(mail?.text).toContain('du debiteras ingenting');
    expect(mail?.text).toContain('Vi betalar tillbaka');
  });
});
