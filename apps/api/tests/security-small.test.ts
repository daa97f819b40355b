import type { OrderResult } from '@hemma/contract';
import { INCORRECT_COUPON_MESSAGE } from '@hemma/commerce';
import { describe, expect, it } from 'vitest';
import { checkoutFixtures, orderRequest } from './support/checkout-fixtures.ts';
import { graphqlClient } from './support/graphql-client.ts';
import { useTestApi } from './support/test-api.ts';

// Issue 13, finding 8: the smaller items. (The server's default HOST: apps/server/src/env.test.ts.)
const api = useTestApi();
const shop = checkoutFixtures(api);
const { graphql } = graphqlClient(api);

async function singleUseCoupon(code: string) {
  await api.handle.db
    .insertInto('coupons')
    .values({
      code,
      description: 'Security test',
      type: 'percent',
      value: 10,
      usage_limit: 1,
      times_used: 0,
      is_active: 1,
      created_at: new Date().toISOString(),
    })
    .execute();
}

describe('a used single-use coupon', () => {
  it('answers 409 with the SPEC message, after the use and during a race for it alike', async () => {
    const simple = await shop.find('simple');
    await singleUseCoupon('SAKER1');
    const items = [{ sku: simple.sku, qty: 1 }];
    expect(
      (await api.post<OrderResult>('/api/order', orderRequest(items, { coupon_code: 'SAKER1' }))).status,
    ).toBe(200);
    // Before: 400 here on SQLite, 409 on PostgreSQL when the use was taken during the order.
    const later = await api.post<string>('/api/order', orderRequest(items, { coupon_code: 'SAKER1' }));
    expect(later.body).toEqual({ code: 409, result: INCORRECT_COUPON_MESSAGE });

    await singleUseCoupon('SAKER2');
    const race = await Promise.all(
      Array.from({ length: 6 }, () => api.post('/api/order', orderRequest(items, { coupon_code: 'SAKER2' }))),
    );
    expect(race.filter((a) => a.status === 200)).toHaveLength(1);
    expect(new Set(race.filter((a) => a.status !== 200).map((a) => a.status))).toEqual(new Set([409]));
  });
});

describe('GraphQL page sizes', () => {
  it.each([[-1], [0], [1_000_000]])('refuses size %d with a message naming it', async (size) => {
    // Before: size -1 gave the first 100 products.
    const { body } = await graphql('query ($size: Int) { products(size: $size) { total } }', { size });
    expect(body.data).toEqual({ products: null });
    expect(body.errors![0]!.message).toMatch(/size: /);
  });
});

describe('404 messages', () => {
  it('name the missing thing without echoing markup', async () => {
    const path = '/api/catalog/products/%3Cscript%3Ealert(1)%3C%2Fscript%3E';
    const product = await api.get<string>(path);
    expect(product.status).toBe(404);
    // Before: "Product query returned empty result sku = <script>alert(1)</script>".
    expect(product.body.result).toBe(
      'Product query returned empty result sku = %3Cscript%3Ealert(1)%3C/script%3E',
    );
    const endpoint = await fetch(`${api.baseUrl}/api/<img src=x onerror=alert(1)>`);
    const text = await endpoint.text();
    expect(endpoint.status).toBe(404);
    expect(text).not.toMatch(/[<>]/);
    expect(JSON.parse(text)).toMatchObject({
      result: expect.stringMatching(/^No such API endpoint: GET \/api\//) as string,
    });
  });
});
