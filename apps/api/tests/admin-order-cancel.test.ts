import type { AdminOrderDto, LoyaltyDto, OrderResult, PaymentSessionDto } from '@hemma/contract';
import { rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mailsEventually } from './support/mail.ts';
import { ADDRESS, orderRequest } from './support/checkout-fixtures.ts';
import { sandboxAction } from './support/payment-fixtures.ts';
import { useTestApi } from './support/test-api.ts';
import { tradeFixtures, useTradeStaff } from './support/trade-fixtures.ts';

const api = useTestApi();
const trade = tradeFixtures(api);
const { shop, customer, placeOrder, findOrder, setStatus } = trade;

const staff = useTradeStaff(api);

const detail = async (id: number) =>
  (await staff.clerk.get<AdminOrderDto>(`/api/admin/orders/${id}`)).body.result;

describe('cancelling', () => {
  it('returns the stock, gives back the single-use coupon and takes back the loyalty points', async () => {
    const simple = await shop.find('simple');
    await trade.setStock(simple.id, 10);
    const karin = await customer();
    const placed = await placeOrder({
      sku: simple.sku,
      qty: 2,
      token: karin.token,
      person: karin,
      coupon: 'engang20',
    });
    expect(placed.totals.coupon_code).toBe('ENGANG20');
    expect((await trade.stockOf(simple.sku)).qty).toBe(8);
    const cart = await shop.createCart();
    await api.post(`/api/cart/update?cartId=${cart}`, { cartItem: { sku: simple.sku, qty: 1 } });
    expect((await api.post(`/api/cart/apply-coupon?cartId=${cart}&coupon=ENGANG20`, {})).status).toBe(400);
    const loyalty = () => trade.accounts.call<LoyaltyDto>('GET', '/api/user/loyalty', { token: karin.token });
    const earned = (await loyalty()).body.result.points_balance;
    expect(earned).toBeGreaterThan(0);

    const { id } = await findOrder(staff.clerk, placed.increment_id);
    const cancelled = await setStatus(staff.clerk, id, { status: 'cancelled', note: 'Kunden ångrade sig' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.result).toMatchObject({ status: 'cancelled', next_statuses: [] });
    const step = cancelled.body.result.timeline.find(
      (e) => e.to_status === 'cancelled' && e.type === 'status',
    );
    expect(step?.note).toBe(
      [
        'Kunden ångrade sig',
        'Stock returned: 2 pcs of 1 product(s).',
        'Coupon ENGANG20: its use was given back.',
        `${earned} loyalty points taken back.`,
      ].join('\n'),
    );

    expect((await trade.stockOf(simple.sku)).qty).toBe(10);
    expect((await api.post(`/api/cart/apply-coupon?cartId=${cart}&coupon=ENGANG20`, {})).status).toBe(200);
    const after = (await loyalty()).body.result;
    expect(after.points_balance).toBe(0);
    expect(after.history.map((h) => [h.reason, h.points, h.increment_id])).toEqual([
      ['reversal', -earned, placed.increment_id],
      ['order', earned, placed.increment_id],
    ]);
    const [mail] = await mailsEventually(
      api.outboxDir,
      (m) => m.subject.includes(placed.increment_id) && m.subject.includes('avbruten'),
    );
    expect(mail?.to).toContain(karin.email);
    expect(mail?.text).toContain('Du har inget att betala för ordern.');

    const again = await setStatus(staff.clerk, id, { status: 'cancelled' });
    expect(again.status).toBe(409);
    expect(again.body.result).toBe('The order is already cancelled');
    expect((await trade.stockOf(simple.sku)).qty).toBe(10);
  });

  it('returns the parts a bundle took', async () => {
    const bundle = await shop.find(
      'bundle',
      (p) => p.stock.is_in_stock && (p.custom_options ?? []).length === 0,
    );
    const partSkus = [
      ...new Set((bundle.bundle_options ?? []).flatMap((o) => o.product_links.map((l) => l.sku))),
    ];
    expect(partSkus.length).toBeGreaterThan(0);
    for (const sku of partSkus) await trade.setStock((await trade.stockOf(sku)).product_id, 10);
    const before = await Promise.all(partSkus.map(async (sku) => (await trade.stockOf(sku)).qty));
    const placed = await placeOrder({ sku: bundle.sku });
    const taken = await Promise.all(partSkus.map(async (sku) => (await trade.stockOf(sku)).qty));
    expect(taken).not.toEqual(before);
    const { id } = await findOrder(staff.clerk, placed.increment_id);
    expect((await setStatus(staff.clerk, id, { status: 'cancelled' })).status).toBe(200);
    expect(await Promise.all(partSkus.map(async (sku) => (await trade.stockOf(sku)).qty))).toEqual(before);
  });

  it('cancels a card-paid order without refunding it, and says so in the timeline and the mail', async () => {
    const simple = await shop.find('simple');
    const cartId = await shop.createCart();
    await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 1 } });
    const addressInformation = {
      shippingAddress: ADDRESS,
      billingAddress: ADDRESS,
      shipping_carrier_code: 'courier',
      shipping_method_code: 'flatrate',
      payment_method_code: 'card',
    };
    await api.post(`/api/cart/shipping-information?cartId=${cartId}`, { addressInformation });
    const session = (await api.post<PaymentSessionDto>(`/api/ext/payment/sessions?cartId=${cartId}`, {})).body
      .result;
    await sandboxAction(api, session, 'pay', { card_number: '4242 4242 4242 4242' });
    const placed = await api.post<OrderResult>(
      '/api/order',
      orderRequest([{ sku: simple.sku, qty: 1 }], {
        cart_id: cartId,
        addressInformation: {
          ...addressInformation,
          payment_method_additional: { payment_session_id: session.session_id },
        },
      }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { id } = await findOrder(staff.clerk, placed.body.result.increment_id);
    expect(await detail(id)).toMatchObject({ payment_status: 'paid', card_last4: '4242', status: 'new' });

    const cancelled = await setStatus(staff.clerk, id, { status: 'cancelled' });
    expect(cancelled.body.result.payment_status).toBe('paid');
    const step = cancelled.body.result.timeline.find((e) => e.type === 'status');
    expect(step?.note).toContain('Paid by card: NOT refunded by cancelling');
    const [mail] = await mailsEventually(
      api.outboxDir,
      (m) => m.subject === `Din order ${placed.body.result.increment_id} är avbruten`,
    );
    expect(mail?.text).toContain('Du betalade med kort. Återbetalningen görs separat');
  });

  it('records a mail that could not be sent, and the change stands', async () => {
    const simple = await shop.find('simple');
    const { id } = await findOrder(staff.clerk, (await placeOrder({ sku: simple.sku })).increment_id);
    // A file where the outbox folder should be: writing the mail fails.
    rmSync(api.outboxDir, { recursive: true, force: true });
    writeFileSync(api.outboxDir, 'not a folder');
    try {
      const cancelled = await setStatus(staff.clerk, id, { status: 'cancelled' });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.result.status).toBe('cancelled');
      // The outbox worker tries after the commit and writes the failed attempt into the timeline.
      await expect
        .poll(async () => (await detail(id)).timeline.at(-1), { timeout: 10_000 })
        .toMatchObject({
          type: 'mail',
          note: expect.stringMatching(
            /^Cancellation notice to astrid@example\.se FAILED: .*\(attempt 1 of 10, next try \S+\)$/,
          ),
        });
    } finally {
      rmSync(api.outboxDir, { force: true });
    }
  });
});
