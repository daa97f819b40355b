import type { CartItemDto, CartTotalsDto } from '@hemma/contract';
import { INCORRECT_COUPON_MESSAGE } from '@hemma/commerce';
import { describe, expect, it } from 'vitest';
import { checkoutFixtures } from './support/checkout-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

/**
 * Decision 0063: every call that changes the cart answers, beside its SPEC §7 result, the cart's lines and totals as
 * the change left them (`meta.totals`) — exactly what a cart/totals asked next answers, so one request is enough.
 */
const api = useTestApi();
const shop = checkoutFixtures(api);

interface Change<T> {
  status: number;
  body: { code: number; result: T; meta?: { totals: CartTotalsDto } };
}
const change = async <T>(path: string, body: unknown) => (await api.post<T>(path, body)) as Change<T>;
const totals = async (cartId: string, query = '') =>
  (await api.get<CartTotalsDto>(`/api/cart/totals?cartId=${cartId}${query}`)).body.result;
const cheap = () =>
  shop.find(
    'simple',
    (p) =>
      p.stock.is_in_stock &&
      p.stock.qty >= 10 &&
      (p.custom_options ?? []).length === 0 &&
      (p.tier_prices ?? []).length === 0 &&
      p.final_price_incl_tax > 0 &&
      p.final_price_incl_tax < 1500,
  );

describe('a change of the cart answers its totals', () => {
  it('cart/update: the line as before, and the totals a following cart/totals answers', async () => {
    const cartId = await shop.createCart();
    const simple = await cheap();
    const added = await change<CartItemDto>(`/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: simple.sku, qty: 1 },
    });
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({ sku: simple.sku, qty: 1 });
    expect(added.body.meta?.totals.items_qty).toBe(1);
    expect(added.body.meta?.totals).toEqual(await totals(cartId));

    const raised = await change<CartItemDto>(`/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: simple.sku, qty: 3, item_id: added.body.result.item_id },
    });
    const after = raised.body.meta!.totals;
    expect(after.items).toEqual([expect.objectContaining({ item_id: added.body.result.item_id, qty: 3 })]);
    expect(after.subtotal_incl_tax).toBeCloseTo(simple.final_price_incl_tax * 3, 2);
    expect(after).toEqual(await totals(cartId));
  });

  it('cart/update prices the new quantity: a tier price reached shows in the line and the totals', async () => {
    const cartId = await shop.createCart();
    const tiered = await shop.find(
      'simple',
      (p) =>
        p.stock.is_in_stock &&
        (p.custom_options ?? []).length === 0 &&
        (p.tier_prices ?? []).some(
          (t) => t.qty > 1 && t.qty <= p.stock.qty && t.value < p.final_price_incl_tax,
        ),
    );
    const tier = tiered.tier_prices!.find((t) => t.qty > 1 && t.value < tiered.final_price_incl_tax)!;
    const one = await change<CartItemDto>(`/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: tiered.sku, qty: 1 },
    });
    const more = await change<CartItemDto>(`/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: tiered.sku, qty: tier.qty, item_id: one.body.result.item_id },
    });
    const line = more.body.meta!.totals.items[0]!;
    expect(line.price_incl_tax).toBeLessThan(one.body.meta!.totals.items[0]!.price_incl_tax);
    expect(line.price_incl_tax).toBe(more.body.result.price_incl_tax);
    expect(more.body.meta!.totals).toEqual(await totals(cartId));
  });

  it('cart/delete: true as before, and the totals without the line', async () => {
    const cartId = await shop.createCart();
    const simple = await cheap();
    const other = await shop.find('virtual', (p) => p.stock.is_in_stock && p.final_price_incl_tax > 0);
    const kept = await change<CartItemDto>(`/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: other.sku, qty: 1 },
    });
    const gone = await change<CartItemDto>(`/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: simple.sku, qty: 2 },
    });
    const removed = await change<boolean>(`/api/cart/delete?cartId=${cartId}`, {
      cartItem: { sku: simple.sku, item_id: gone.body.result.item_id },
    });
    expect(removed.body.result).toBe(true);
    expect(removed.body.meta!.totals.items.map((i) => i.item_id)).toEqual([kept.body.result.item_id]);
    expect(removed.body.meta!.totals).toEqual(await totals(cartId));
  });

  it('cart/apply-coupon and cart/delete-coupon: true as before, and the totals with and without the discount', async () => {
    const cartId = await shop.createCart();
    const simple = await cheap();
    await change(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 1 } });
    const applied = await change<boolean>(`/api/cart/apply-coupon?cartId=${cartId}&coupon=hemma10`, {});
    expect(applied.body.result).toBe(true);
    expect(applied.body.meta!.totals.coupon_code).toBe('HEMMA10');
    expect(applied.body.meta!.totals.discount_amount).toBeCloseTo(-simple.final_price_incl_tax * 0.1, 0);
    expect(applied.body.meta!.totals).toEqual(await totals(cartId));

    const dropped = await change<boolean>(`/api/cart/delete-coupon?cartId=${cartId}`, {});
    expect(dropped.body.result).toBe(true);
    expect(dropped.body.meta!.totals.coupon_code).toBeNull();
    expect(dropped.body.meta!.totals.discount_amount).toBe(0);
    expect(dropped.body.meta!.totals).toEqual(await totals(cartId));
  });

  it("answers in the store view's currency, as cart/totals does there", async () => {
    const cartId = await shop.createCart();
    const simple = await cheap();
    const added = await change<CartItemDto>(`/api/cart/update?cartId=${cartId}&storeCode=de`, {
      cartItem: { sku: simple.sku, qty: 2 },
    });
    expect(added.body.meta!.totals.currency).toBe('EUR');
    expect(added.body.meta!.totals).toEqual(await totals(cartId, '&storeCode=de'));
  });

  it('a refused change answers the error alone, and the cart stays as it was', async () => {
    const cartId = await shop.createCart();
    const simple = await cheap();
    await change(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 1 } });
    const before = await totals(cartId);
    const wrong = await change<string>(`/api/cart/apply-coupon?cartId=${cartId}&coupon=NOPE`, {});
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 400, result: INCORRECT_COUPON_MESSAGE });
    const missing = await change<string>(`/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: simple.sku, qty: 2, item_id: 999_999_999 },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.meta).toBeUndefined();
    expect(await totals(cartId)).toEqual(before);
  });

  it('is described in the OpenAPI document: meta names the CartChangeMeta schema', async () => {
    const { body } = await api.get<never>('/api/openapi.json');
    const doc = body as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const path of [
      '/api/cart/update',
      '/api/cart/delete',
      '/api/cart/apply-coupon',
      '/api/cart/delete-coupon',
    ]) {
      const ok = JSON.stringify(doc.paths[path]!['post']!.responses['200']);
      expect(ok, path).toContain('"meta":{"$ref":"#/components/schemas/CartChangeMeta"}');
    }
  });
});
