import type { ProductDto, ProductSummary, SearchResult } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { useTestApi } from './support/test-api.ts';

const now = new Date('2026-11-21T12:00:00Z');
const api = useTestApi({ now: () => now });

async function simpleProduct(): Promise<ProductSummary> {
  const { body } = await api.get<SearchResult<ProductSummary>>('/api/catalog/products?size=999');
  return body.result.items.find((p) => p.type_id === 'simple' && !p.sale)!;
}

async function setSpecial(sku: string, special: number | null, from: string | null, to: string | null) {
  await api.handle.db
    .updateTable('products')
    .set({ special_price: special, special_from_date: from, special_to_date: to })
    .where('sku', '=', sku)
    .execute();
}

describe('special prices (SPEC §4 Prices)', () => {
  it('applies a lower special price inside its window', async () => {
    const product = await simpleProduct();
    const price = Math.round(product.original_price_incl_tax * 100);
    await setSpecial(product.sku, price - 10000, '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z');
    const { body } = await api.get<ProductDto>(`/api/catalog/products/${product.sku}`);
    expect(body.result.final_price_incl_tax).toBe((price - 10000) / 100);
    expect(body.result.special_price_incl_tax).toBe((price - 10000) / 100);
    expect(body.result.original_price_incl_tax).toBe(price / 100);
    expect(body.result.sale).toBe(true);
  });

  it.each([
    ['before its window', '2026-11-22T00:00:00Z', null],
    ['after its window', null, '2026-11-20T00:00:00Z'],
  ])('ignores a special price %s', async (_name, from, to) => {
    const product = await simpleProduct();
    const price = Math.round(product.original_price_incl_tax * 100);
    await setSpecial(product.sku, price - 10000, from, to);
    const { body } = await api.get<ProductDto>(`/api/catalog/products/${product.sku}`);
    expect(body.result.final_price_incl_tax).toBe(price / 100);
    expect(body.result.special_price).toBeNull();
    expect(body.result.sale).toBe(false);
  });

  it('ignores a special price that is not lower than the price', async () => {
    const product = await simpleProduct();
    const price = Math.round(product.original_price_incl_tax * 100);
    await setSpecial(product.sku, price + 100, null, null);
    const { body } = await api.get<ProductDto>(`/api/catalog/products/${product.sku}`);
    expect(body.result.final_price_incl_tax).toBe(price / 100);
  });
});
