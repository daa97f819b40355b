import type { ProductDto, ProductSummary, SearchResult } from '@hemma/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { groupTokenFor } from './support/group-token.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
let product: ProductSummary;

beforeAll(async () => {
  const { body } = await api.get<SearchResult<ProductSummary>>(
    '/api/catalog/products?size=999&sort=price_desc',
  );
  product = body.result.items.find((p) => p.type_id === 'simple' && !p.sale)!;
  const row = await api.handle.db
    .selectFrom('products')
    .select('id')
    .where('sku', '=', product.sku)
    .executeTakeFirstOrThrow();
  // From the first piece: General (1) pays 1 000 kr below the shelf price, Wholesale (2) 2 000 kr below.
  const shelf = Math.round(product.final_price_incl_tax * 100);
  await api.handle.db
    .insertInto('tier_prices')
    .values([
      { product_id: row.id, customer_group_id: 1, qty: 1, value: shelf - 100000 },
      { product_id: row.id, customer_group_id: 2, qty: 1, value: shelf - 200000 },
    ])
    .execute();
});

describe('customer group prices on catalogue calls (SPEC §6)', () => {
  it('gives the group its tier price on the product page call, and guests the shelf price', async () => {
    const guest = await api.get<ProductDto>(`/api/catalog/products/${product.sku}`);
    const member = await api.get<ProductDto>(`/api/catalog/products/${product.sku}?groupId=1`);
    expect(guest.body.result.final_price_incl_tax).toBe(product.final_price_incl_tax);
    expect(member.body.result.final_price_incl_tax).toBe(product.final_price_incl_tax - 1000);
  });

  it('gives the group its tier price in product lists', async () => {
    const { body } = await api.get<SearchResult<ProductSummary>>(
      `/api/catalog/products?skus=${product.sku}&groupId=1`,
    );
    expect(body.result.items[0]!.final_price_incl_tax).toBe(product.final_price_incl_tax - 1000);
  });

  it.each(['abc', '-1', '1.5'])('rejects groupId=%s with a 400 naming it', async (value) => {
    const { status, body } = await api.get(`/api/catalog/products/${product.sku}?groupId=${value}`);
    expect(status).toBe(400);
    expect(String(body.result)).toMatch(/groupId/);
  });

  it('prices a private group only with its groupToken, which wins over a groupId (a cache key then)', async () => {
    const wholesale = groupTokenFor(2);
    const withToken = await api.get<ProductDto>(
      `/api/catalog/products/${product.sku}?groupToken=${wholesale}`,
    );
    expect(withToken.body.result.final_price_incl_tax).toBe(product.final_price_incl_tax - 2000);
    const both = await api.get<SearchResult<ProductSummary>>(
      `/api/catalog/products?skus=${product.sku}&groupId=1&groupToken=${wholesale}`,
    );
    expect(both.body.result.items[0]!.final_price_incl_tax).toBe(product.final_price_incl_tax - 2000);
    const prices = await api.get<{ items: { final_price_incl_tax: number }[] }>(
      `/api/product/render-list?skus=${product.sku}&groupToken=${wholesale}`,
    );
    expect(prices.body.result.items[0]!.final_price_incl_tax).toBe(product.final_price_incl_tax - 2000);
  });

  it('answers 401 for a private groupId without a token, and for a forged or expired groupToken', async () => {
    const claimed = await api.get(`/api/catalog/products/${product.sku}?groupId=2`);
    expect(claimed.status).toBe(401);
    expect(String(claimed.body.result)).toMatch(/groupId 2: .*groupToken/);
    const general = groupTokenFor(1);
    const forged = general.replace(
      /\.[^.]+\./,
      `.${Buffer.from('{"use":"group","grp":2}').toString('base64url')}.`,
    );
    const expired = groupTokenFor(2, new Date(Date.now() - 2 * 3600_000));
    for (const token of [forged, expired, 'not-a-token']) {
      for (const path of [
        `/api/catalog/products/${product.sku}`,
        `/api/catalog/products?skus=${product.sku}`,
      ]) {
        const { status, body } = await api.get(`${path}${path.includes('?') ? '&' : '?'}groupToken=${token}`);
        expect(status, `${path} with ${token.slice(0, 12)}…`).toBe(401);
        expect(String(body.result)).toMatch(/^The groupToken (is not valid|has expired)/);
      }
    }
  });

  it('takes the groupToken on GraphQL product calls too', async () => {
    const response = await fetch(`${api.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'query($sku: String!, $t: String) { product(sku: $sku, groupToken: $t) { final_price_incl_tax } }',
        variables: { sku: product.sku, t: groupTokenFor(2) },
      }),
    });
    const body = (await response.json()) as { data: { product: { final_price_incl_tax: number } } };
    expect(body.data.product.final_price_incl_tax).toBe(product.final_price_incl_tax - 2000);
  });
});
