import type { CartItemDto, OrderResult, StockCheckResult } from '@hemma/contract';
import { INCORRECT_COUPON_MESSAGE } from '@hemma/commerce';
import { describe, expect, it } from 'vitest';
import { mailsEventually } from './support/mail.ts';
import { ADDRESS, checkoutFixtures, orderRequest } from './support/checkout-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
const shop = checkoutFixtures(api);
const order = (body: unknown) => api.post<OrderResult>('/api/order', body);
const stockOf = async (sku: string) =>
  (await api.get<StockCheckResult>(`/api/stock/check?sku=${sku}`)).body.result;

async function setStock(productId: number, qty: number) {
  await api.handle.db
    .updateTable('stock_items')
    .set({ qty, is_in_stock: qty > 0 ? 1 : 0, manage_stock: 1, backorders: 0 })
    .where('product_id', '=', productId)
    .execute();
}

async function orderCount(
  table: 'orders' | 'order_items' | 'order_reservations' | 'order_events' | 'mail_outbox' = 'orders',
): Promise<number> {
  const row = await api.handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/order', () => {
  it('places a guest order priced by the server, takes the stock, closes the cart and mails a confirmation', async () => {
    const simple = await shop.find(
      'simple',
      (p) => p.stock.is_in_stock && !p.custom_options?.length && p.final_price_incl_tax > 0,
    );
    await setStock(simple.id, 7);
    const cartId = await shop.createCart();
    await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 2 } });
    // A tampered client price is not part of the contract: it is dropped, the catalogue price is charged.
    const request = orderRequest([{ sku: simple.sku, qty: 2, price_incl_tax: 1 } as never], {
      cart_id: cartId,
    });
    const { status, body } = await order(request);
    expect(status, JSON.stringify(body)).toBe(200);
    const result = body.result;
    expect(result.order_id).toBe(request.order_id);
    expect(result.increment_id).toMatch(/^1\d{8}$/);
    expect(result.totals.subtotal_incl_tax).toBeCloseTo(simple.final_price_incl_tax * 2, 2);
    expect(result.grand_total).toBeCloseTo(simple.final_price_incl_tax * 2 + 5 + 29, 2);
    expect(result.totals.total_segments.map((s) => s.code)).toEqual([
      'subtotal',
      'shipping',
      'payment',
      'tax',
      'grand_total',
    ]);
    expect((await stockOf(simple.sku)).qty).toBe(5);
    expect((await api.get(`/api/cart/pull?cartId=${cartId}`)).status).toBe(404);
    const [mail] = await mailsEventually(api.outboxDir, (m) => m.subject.includes(result.increment_id));
    expect(mail).toMatchObject({
      to: 'astrid@example.se',
      subject: `Orderbekräftelse – order ${result.increment_id}`,
    });
    expect(mail!.text).toContain(simple.name);
    expect(mail!.text).toContain('Du betalar vid leverans.');
  });

  it('accepts the same order once however often and however concurrently it is sent', async () => {
    const simple = await shop.find('simple');
    await setStock(simple.id, 500);
    const before = await orderCount();
    const request = orderRequest([{ sku: simple.sku, qty: 1 }]);
    const answers = await Promise.all(Array.from({ length: 100 }, () => order(request)));
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    expect(new Set(answers.map((a) => a.body.result.increment_id)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    expect((await stockOf(simple.sku)).qty).toBe(499);
    // A resend with queue bookkeeping changed is still the same order.
    const resent = await order({ ...request, transmited: true, created_at: '2026-01-01T00:00:00Z' });
    expect(resent.body.result.increment_id).toBe(answers[0]!.body.result.increment_id);
    // Reusing the id for different content is refused, not silently merged.
    const reused = await order({ ...request, products: [{ sku: simple.sku, qty: 2 }] });
    expect(reused.status).toBe(409);
    expect(reused.body.result).toContain('already used for a different order');
  });

  it('sells the last 10 units to exactly 10 of 200 concurrent buyers', async () => {
    const simple = await shop.find('simple');
    await setStock(simple.id, 10);
    const tables = ['orders', 'order_items', 'order_reservations', 'order_events', 'mail_outbox'] as const;
    const counts = () => Promise.all(tables.map((table) => orderCount(table)));
    const before = await counts();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => order(orderRequest([{ sku: simple.sku, qty: 1 }]))),
    );
    const sold = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(sold).toHaveLength(10);
    expect(new Set(refused.map((a) => a.status))).toEqual(new Set([409]));
    expect(refused[0]!.body.result).toBe(`Some of the ordered products are not available! (${simple.sku})`);
    // A refused order's lines, reservation, event and mail were sent with its stock (decision 0073) and rolled back
    // with it: one of each per order sold.
    expect(await counts()).toEqual(before.map((n) => n + 10));
    expect(await stockOf(simple.sku)).toMatchObject({
      qty: 0,
      is_in_stock: false,
      stock_status: 'out_of_stock',
    });
  });

  it('takes the stock of all lines at once: two products bought in either order by 60 buyers, 12 pairs in stock', async () => {
    // One statement takes every line's stock (decision 0039, addendum); rows are locked in product order, so
    // orders naming the same products in opposite orders neither deadlock nor sell one product without the other.
    const first = await shop.parcel();
    const second = await shop.parcel(first.sku);
    await setStock(first.id, 12);
    await setStock(second.id, 40);
    const lines = [
      { sku: first.sku, qty: 1 },
      { sku: second.sku, qty: 1 },
    ];
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => order(orderRequest(i % 2 ? lines : [...lines].reverse()))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(12);
    const refused = answers.filter((a) => a.status !== 200);
    expect(new Set(refused.map((a) => a.status))).toEqual(new Set([409]));
    // Only the line that ran out is named; the other line's pieces went back with the rolled-back order.
    expect(refused[0]!.body.result).toBe(`Some of the ordered products are not available! (${first.sku})`);
    expect((await stockOf(first.sku)).qty).toBe(0);
    expect((await stockOf(second.sku)).qty).toBe(28);
  });

  it("takes a bundle's parts from stock and refuses the order when one part sold out", async () => {
    const bundle = await shop.find('bundle', (p) => p.stock.is_in_stock);
    const part =
      bundle.bundle_options![0]!.product_links.find((l) => l.is_default) ??
      bundle.bundle_options![0]!.product_links[0]!;
    for (const option of bundle.bundle_options!)
      for (const link of option.product_links) if (link.product) await setStock(link.product.id, 100);
    // Exactly one bundle's worth of the part is left.
    await setStock(part.product!.id, part.qty);
    const first = await order(orderRequest([{ sku: bundle.sku, qty: 1 }]));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await order(orderRequest([{ sku: bundle.sku, qty: 1 }]));
    expect(second.status).toBe(409);
    expect(second.body.result).toBe(`Some of the ordered products are not available! (${bundle.sku})`);
  });

  it('counts a single-use coupon once', async () => {
    const simple = await shop.find('simple');
    await setStock(simple.id, 100);
    const first = await order(orderRequest([{ sku: simple.sku, qty: 1 }], { coupon_code: 'engang20' }));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result.totals.coupon_code).toBe('ENGANG20');
    expect(first.body.result.totals.discount_amount).toBeCloseTo(-simple.final_price_incl_tax * 0.2, 0);
    const second = await order(orderRequest([{ sku: simple.sku, qty: 1 }], { coupon_code: 'ENGANG20' }));
    // Used up is a conflict with the shop's state (409), as when a concurrent order takes the last use.
    expect(second.status).toBe(409);
    expect(second.body.result).toBe(INCORRECT_COUPON_MESSAGE);
  });

  it('needs no shipping for virtual items and does not offer cash on delivery for them', async () => {
    const ebook = await shop.find('downloadable', () => true);
    const withCod = await order(
      orderRequest([{ sku: ebook.sku, qty: 1 }], {
        addressInformation: { billingAddress: ADDRESS, payment_method_code: 'cashondelivery' },
      }),
    );
    expect(withCod.status).toBe(400);
    expect(withCod.body.result).toContain('cashondelivery is not offered');
    const invoice = await order(
      orderRequest([{ sku: ebook.sku, qty: 1 }], {
        addressInformation: { billingAddress: ADDRESS, payment_method_code: 'invoice' },
      }),
    );
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
    expect(invoice.body.result.totals).toMatchObject({
      is_virtual: true,
      shipping_incl_tax: 0,
      shipping_method: null,
    });
  });
});

describe('faults', () => {
  it('completes an order whose connection closed mid-request, and answers its resend with it', async () => {
    const simple = await shop.find('simple');
    await setStock(simple.id, 50);
    const before = await orderCount();
    const request = orderRequest([{ sku: simple.sku, qty: 1 }]);
    const aborted = new AbortController();
    const first = fetch(`${api.baseUrl}/api/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal: aborted.signal,
    }).catch((error: unknown) => error);
    setTimeout(() => aborted.abort(), 1);
    await first;
    const resent = await order(request);
    expect(resent.status).toBe(200);
    expect(await orderCount()).toBe(before + 1);
    expect((await stockOf(simple.sku)).qty).toBe(49);
  });

  it('keeps one line per product when the same cart is updated concurrently', async () => {
    const simple = (await shop.find('simple')).sku;
    const variant = (await shop.find('configurable', (p) => (p.configurable_children ?? []).length > 0))
      .configurable_children![0]!.sku;
    const cartId = await shop.createCart();
    const updates = Array.from({ length: 20 }, (_, i) =>
      api.post(`/api/cart/update?cartId=${cartId}`, {
        cartItem: { sku: i % 2 ? simple : variant, qty: 1 + (i % 5) },
      }),
    );
    const answers = await Promise.all(updates);
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const lines = (await api.get<CartItemDto[]>(`/api/cart/pull?cartId=${cartId}`)).body.result;
    expect(lines.map((l) => l.sku).sort()).toEqual([simple, variant].sort());
    for (const line of lines) expect([1, 2, 3, 4, 5]).toContain(line.qty);
  });
});

describe('POST /api/order with bad input', () => {
  const valid = () => orderRequest([{ sku: 'X', qty: 1 }]);
  it.each([
    [
      'no products',
      { products: [] },
      'Shopping cart is empty. Please add some products before entering Checkout',
    ],
    ['a bad order id', { order_id: 'x' }, 'order_id'],
    ['a negative quantity', { products: [{ sku: 'X', qty: -1 }] }, 'Quantity must be above 0'],
  ])('answers %s with a 400', async (_name, overrides, message) => {
    const { status, body } = await order({ ...valid(), ...overrides });
    expect(status).toBe(400);
    expect(body.result).toContain(message);
  });

  it('answers an unknown sku with the SPEC message and invalid addresses field by field', async () => {
    const unknown = await order(orderRequest([{ sku: 'NO-SUCH-SKU', qty: 1 }]));
    expect(unknown.status).toBe(409);
    expect(unknown.body.result).toBe('Some of the ordered products are not available! (NO-SUCH-SKU)');
    const simple = await shop.find('simple');
    const bad = await order(
      orderRequest([{ sku: simple.sku, qty: 1 }], {
        personal_details: { firstname: 'A', lastname: 'Lindqvist', email: 'not-an-email' },
        addressInformation: {
          shippingAddress: { ...ADDRESS, postcode: '1', city: '' },
          shipping_carrier_code: 'courier',
          shipping_method_code: 'flatrate',
          payment_method_code: 'invoice',
        },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.result).toContain('The address data is invalid');
    expect(bad.body.result).toContain(
      'shippingAddress.postcode: Zip-code must have 5 digits, such as 114 53.',
    );
    expect(bad.body.result).toContain('Please provide valid e-mail address.');
    expect(bad.body.result).toContain('Name must have at least 2 letters.');
    expect(bad.body.result).toContain('shippingAddress.city: Field is required');
  });

  it('refuses an unknown shipping or payment method', async () => {
    const simple = await shop.find('simple');
    const { status, body } = await order(
      orderRequest([{ sku: simple.sku, qty: 1 }], {
        addressInformation: { ...orderRequest([]).addressInformation, payment_method_code: 'bitcoin' },
      }),
    );
    expect(status).toBe(400);
    expect(body.result).toContain('bitcoin is not offered');
  });
});

describe('GET /api/stock', () => {
  it('lists live stock of known skus and leaves unknown ones out', async () => {
    const simple = await shop.find('simple');
    const { body } = await api.get<StockCheckResult[]>(`/api/stock/list?skus=${simple.sku},NO-SUCH-SKU`);
    expect(body.result.map((s) => s.sku)).toEqual([simple.sku]);
    expect((await api.get('/api/stock/check?sku=NO-SUCH-SKU')).status).toBe(404);
    expect((await api.get('/api/stock/list?skus=')).status).toBe(400);
  });
});
