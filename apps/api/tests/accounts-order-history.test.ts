import type { OrderResult } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import type { OrderHistoryDto } from '@hemma/contract';
import { accountFixtures } from './support/account-fixtures.ts';
import { checkoutFixtures, orderRequest } from './support/checkout-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
const { call, register, login } = accountFixtures(api);
const shop = checkoutFixtures(api);

/** Places a guest order and gives it to a customer by SQL: wiring orders to accounts is the order module's issue. */
async function placeOrderFor(customerId: number, sku: string, qty: number): Promise<OrderResult> {
  const { status, body } = await api.post<OrderResult>('/api/order', orderRequest([{ sku, qty }]));
  if (status !== 200) throw new Error(JSON.stringify(body));
  await api.handle.db

    .updateTable('orders')
    .set({ customer_id: customerId })
    .where('increment_id', '=', body.result.increment_id)
    .execute();
  return body.result;
}

describe('GET /api/user/order-history', () => {
  it("answers the caller's orders only, newest first, page by page", async () => {
    const simple = await shop.find('simple');
    const a = await register();
    const b = await register();
    const first = await placeOrderFor(a.customer.id, simple.sku, 1);
    const ofB = await placeOrderFor(b.customer.id, simple.sku, 3);
    const second = await placeOrderFor(a.customer.id, simple.sku, 2);
    await api.post('/api/order', orderRequest([{ sku: simple.sku, qty: 1 }])); // a guest's, nobody's history
    const { token } = await login(a.email, a.password);

    const all = await call<OrderHistoryDto>('GET', '/api/user/order-history?pageSize=20&currentPage=1', {
      token,
    });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.result.total_count).toBe(2);
    expect(all.body.result.search_criteria).toEqual({ page_size: 20, current_page: 1 });
    expect(all.body.result.items.map((o) => o.increment_id)).toEqual([
      second.increment_id,
      first.increment_id,
    ]);
    const newest = all.body.result.items[0]!;
    expect(newest).toMatchObject({
      store_name: 'Hemma',
      grand_total: second.grand_total,
      total_due: second.grand_total,
      payment: { method: 'cashondelivery' },
    });
    expect(newest.items).toEqual([
      expect.objectContaining({ sku: simple.sku, qty_ordered: 2, name: simple.name }) as unknown,
    ]);
    expect(JSON.stringify(all.body.result)).not.toContain(ofB.increment_id);

    const page2 = await call<OrderHistoryDto>('GET', '/api/user/order-history?pageSize=1&currentPage=2', {
      bearer: token,
    });
    expect(page2.body.result.items.map((o) => o.increment_id)).toEqual([first.increment_id]);
    expect(page2.body.result.total_count).toBe(2);

    const ofBsToken = (await login(b.email, b.password)).token;
    const bHistory = await call<OrderHistoryDto>('GET', '/api/user/order-history', { token: ofBsToken });
    expect(bHistory.body.result.items.map((o) => o.increment_id)).toEqual([ofB.increment_id]);
  });

  it('needs a token and sane paging', async () => {
    expect((await call('GET', '/api/user/order-history')).status).toBe(401);
    const { email, password } = await register();
    const { token } = await login(email, password);
    const bad = await call<string>('GET', '/api/user/order-history?pageSize=0', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.result).toMatch(/pageSize/);
  });
});
