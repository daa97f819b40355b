import type { OrderHistoryDto } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { balanceCalls } from './support/balance-fixtures.ts';
import { mailsEventually } from './support/mail.ts';
import { placeCardOrder, sandboxAction, shopperCall } from './support/payment-fixtures.ts';
import { useTestApi } from './support/test-api.ts';
import { tradeFixtures, useTradeStaff } from './support/trade-fixtures.ts';

const api = useTestApi();
const trade = tradeFixtures(api);
const { shop, customer, findOrder } = trade;
const staff = useTradeStaff(api);

const { detail, edit, balance, startPaying } = balanceCalls(api, staff);

/** A customer's order of 2 × one parcel, paid by card at the sandbox. */
async function cardOrderOfTwo(token: string) {
  const product = await shop.find(
    'simple',
    (p) => p.stock.is_in_stock && (p.custom_options ?? []).length === 0,
  );
  await trade.setStock(product.id, 20);
  const placed = await placeCardOrder(api, token, product.sku, 2);
  const { id } = await findOrder(staff.clerk, placed.increment_id);
  return { id, incrementId: placed.increment_id };
}

const keyOf = (path: string | null | undefined) =>
  new URL(path ?? '/', 'http://shop.test').searchParams.get('key') ?? '';

describe('an edit that raises the total of an order paid at a provider', () => {
  it('is saved with the difference due, mails a payment link, and the difference is paid once', async () => {
    const karin = await customer();
    const order = await cardOrderOfTwo(karin.token);
    const before = await detail(order.id);
    const line = before.items[0]!;

    const raised = await edit(order.id, { lines: [{ item_id: line.id, qty: 3 }] });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    const after = raised.body.result;
    expect(after.items[0]).toMatchObject({ qty: 3 });
    expect(after.totals.grand_total).toBeCloseTo(before.totals.grand_total + line.price_incl_tax, 2);
    expect(after.amount_due).toBeCloseTo(line.price_incl_tax, 2);
    expect(after).toMatchObject({ payment_status: 'paid', refunded_amount: 0 });
    expect(after.timeline.map((e) => e.note ?? '').join('\n')).toMatch(/att betala via betalningslänk/);

    // The shopper's order says what is due and where to pay it; the mail carries the same link.
    const orders = await shopperCall<OrderHistoryDto>(api, 'GET', '/api/user/order-history', {
      token: karin.token,
    });
    const mine = orders.body.result.items.find((o) => o.increment_id === order.incrementId)!;
    expect(mine.total_due).toBeCloseTo(line.price_incl_tax, 2);
    expect(mine.balance_payment?.amount).toBeCloseTo(line.price_incl_tax, 2);
    expect(mine.balance_payment?.path).toMatch(/^\/order-payment\?key=[0-9a-f]{32}$/);
    const key = keyOf(mine.balance_payment?.path);
    const [mail] = await mailsEventually(
      api.outboxDir,
      (m) => m.subject === `Din order ${order.incrementId} är ändrad` && m.text.includes(key),
    );
    expect(mail?.text).toContain('Det återstår');
    expect(mail?.text).toContain(`/order-payment?key=${key}`);

    const due = await balance(key);
    expect(due.body.result).toMatchObject({ order_number: order.incrementId, status: 'due', payment: null });
    expect(due.body.result.amount_due).toBeCloseTo(line.price_incl_tax, 2);

    // Two presses at once open one payment (the other answers it, or is refused as changed meanwhile).
    const [first, second] = await Promise.all([startPaying(key), startPaying(key)]);
    const opened = [first, second].filter((r) => r.status === 200).map((r) => r.body.result.payment!);
    expect(opened.length).toBeGreaterThan(0);
    expect(new Set(opened.map((p) => p.session_id)).size).toBe(1);
    const payment = opened[0]!;
    expect(payment).toMatchObject({ method: 'card', status: 'pending' });
    expect(payment.amount).toBeCloseTo(line.price_incl_tax, 2);

    const paid = await sandboxAction(api, payment, 'pay', { card_number: '4242 4242 4242 4242' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await balance(key)).body.result).toMatchObject({ status: 'paid', amount_due: 0, payment: null });
    const settled = await detail(order.id);
    expect(settled.amount_due).toBe(0);
    expect(settled.timeline.map((e) => e.note ?? '').join('\n')).toMatch(
      /Mellanskillnaden .* efter ändringen är betald via Hemma Pay kort/,
    );

    // Paying again is refused, and so is the same payment's page a second time.
    expect(await startPaying(key)).toMatchObject({
      status: 409,
      body: {
        result: `The difference of order ${order.incrementId} is paid already: nothing is left to pay`,
      },
    });
    expect((await sandboxAction(api, payment, 'pay', { card_number: '4242 4242 4242 4242' })).status).toBe(
      409,
    );
    expect((await detail(order.id)).amount_due).toBe(0);
  });

  it('a lowering while a difference is due takes from what is due first; a payment opened for the old amount closes', async () => {
    const olle = await customer();
    const order = await cardOrderOfTwo(olle.token);
    const line = (await detail(order.id)).items[0]!;
    await edit(order.id, { lines: [{ item_id: line.id, qty: 4 }] });
    const orders = await shopperCall<OrderHistoryDto>(api, 'GET', '/api/user/order-history', {
      token: olle.token,
    });
    const key = keyOf(
      orders.body.result.items.find((o) => o.increment_id === order.incrementId)!.balance_payment?.path,
    );
    const open = (await startPaying(key)).body.result.payment!;

    const lowered = await edit(order.id, { lines: [{ item_id: line.id, qty: 3 }] });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    expect(lowered.body.result.amount_due).toBeCloseTo(line.price_incl_tax, 2);
    expect(lowered.body.result.refunded_amount).toBe(0);
    // The page opened for two more can no longer take money.
    expect((await sandboxAction(api, open, 'pay', { card_number: '4242 4242 4242 4242' })).status).toBe(409);

    const back = await edit(order.id, { lines: [{ item_id: line.id, qty: 1 }] });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.result.amount_due).toBe(0);
    expect(back.body.result.refunded_amount).toBeCloseTo(line.price_incl_tax, 2);
    expect((await balance(key)).body.result).toMatchObject({ status: 'paid', amount_due: 0 });
  });

  it('refuses a link that is not one (400) or unknown (404)', async () => {
    expect((await balance('nope')).status).toBe(400);
    expect((await balance('0'.repeat(32))).status).toBe(404);
    expect((await startPaying('0'.repeat(32))).status).toBe(404);
  });
});
