import type { AdminPricesDto, ProductDto, ProductSummary, SearchResult } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { checkoutFixtures } from './support/checkout-fixtures.ts';
import { useTestApi } from './support/test-api.ts';
import { useTradeStaff } from './support/trade-fixtures.ts';

/**
 * Issue 33: the price filter and the price facet of /de and /it compare the EUR prices the shopper sees — the
 * owner's EUR price where set (decision 0057), else the SEK price converted to the view's VAT and rounded (decision
 * 0056) — not the SEK price converted at the rate.
 */
const api = useTestApi();
const shop = checkoutFixtures(api);
const staff = useTradeStaff(api);

type Page = SearchResult<ProductSummary>;
const list = async (query: string) => (await api.get<Page>(`/api/catalog/products?${query}`)).body.result;
const skus = (page: Page) => page.items.map((item) => item.sku);
const bucket = (page: Page, key: string) => page.aggregations.price!.buckets.find((b) => b.key === key)!;

describe('the price filter of an EUR store view', () => {
  it('finds a product by the range of its owner EUR price, not of its SEK price converted', async () => {
    // Not on sale, no tiers, well below 500 € converted.
    const product = await shop.find(
      'simple',
      (p: ProductDto) =>
        p.special_price === null && p.tier_prices.length === 0 && p.final_price_incl_tax < 2_000,
    );
    const before = await list('storeCode=de&aggregations=1&size=1');
    const sku = encodeURIComponent(product.sku);
    expect(skus(await list(`storeCode=de&price=0-500&size=200&skus=${sku}`))).toEqual([product.sku]);

    const { id } = await api.handle.db
      .selectFrom('products')
      .select('id')
      .where('sku', '=', product.sku)
      .executeTakeFirstOrThrow();
    const set = await staff.owner.send<AdminPricesDto>('PATCH', `/api/admin/products/${id}/price`, {
      price_eur: 1_649,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);

    for (const store of ['de', 'it']) {
      const shown = (await api.get<ProductDto>(`/api/catalog/products/${sku}?storeCode=${store}`)).body
        .result;
      expect(shown.final_price_incl_tax).toBe(1_649);
      expect(skus(await list(`storeCode=${store}&price=1500-&size=200&skus=${sku}`)), store).toEqual([
        product.sku,
      ]);
      expect(skus(await list(`storeCode=${store}&price=0-500&size=200&skus=${sku}`)), store).toEqual([]);
    }
    // The facet counts it where its shown price is.
    const after = await list('storeCode=de&aggregations=1&size=1');
    expect(bucket(after, '1500-').doc_count).toBe(bucket(before, '1500-').doc_count + 1);
    expect(bucket(after, '0-500').doc_count).toBe(bucket(before, '0-500').doc_count - 1);
    // The Swedish store still filters on its kronor price.
    expect(skus(await list(`price=0-5000&size=200&skus=${sku}`))).toEqual([product.sku]);
  });

  it('puts every product of /de and /it in the range of the price it shows, at the view’s own VAT', async () => {
    for (const store of ['de', 'it']) {
      const facets = await list(`storeCode=${store}&aggregations=1&size=1`);
      for (const range of facets.aggregations.price!.buckets) {
        const page = await list(`storeCode=${store}&price=${range.key}&size=300`);
        expect(page.total, `${store} ${range.key}`).toBe(range.doc_count);
        for (const item of page.items) {
          expect(item.final_price_incl_tax, `${store} ${item.sku}`).toBeGreaterThanOrEqual(range.from!);
          if (range.to !== null)
            expect(item.final_price_incl_tax, `${store} ${item.sku}`).toBeLessThan(range.to!);
        }
      }
    }
    // The price sort follows the shown prices too (of simple products: a bundle's is the sum of its parts' now).
    const sorted = (await list('storeCode=it&sort=price_asc&size=300')).items
      .filter((i) => i.type_id === 'simple')
      .map((i) => i.final_price_incl_tax);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
  });
});
