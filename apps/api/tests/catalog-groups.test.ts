import type { ProductDto, ProductSummary, SearchResult } from '@hemma/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
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
  // A price for customer group 1 (General) from the first piece: 1 000 kr below the shelf price.
  await api.handle.db
    .insertInto('tier_prices')
    .values({
      product_id: row.id,
      customer_group_id: 1,
      qty: 1,
      value: Math.round(product.final_price_incl_tax * 100) - 100000,
    })
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
});
