import type { ProductDto, ProductSummary, SearchResult } from '@hemma/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCatalogContext,
  DEFAULT_CATALOG_SETTINGS,
} from '../src/use-cases/reference/catalog-context.ts';
import { changeProductPrice } from '../src/use-cases/pricing/change-product-price.ts';
import { useTestApi } from './support/test-api.ts';

// Lists are presented from per-process caches (decision 0011). These tests warm the caches with a request, change
// something the way another process would (through the database only), and expect the very next list to show it —
// or, for stock and tier prices, the next list after the page freshness of decision 0017.

const start = new Date('2026-11-21T12:00:00Z');
let clock = start;
const api = useTestApi({ now: () => clock });
type List = SearchResult<ProductSummary>;

async function list(query: string): Promise<List> {
  const { status, body } = await api.get<List>(`/api/catalog/products?${query}`);
  expect(status, JSON.stringify(body.result)).toBe(200);
  return body.result;
}
const item = async (sku: string, query = '') => (await list(`skus=${sku}${query}`)).items[0]!;
const ore = (sek: number) => Math.round(sek * 100);
/** A separate context: the change reaches this API process only through the database, as another process's would. */
const elsewhere = () => createCatalogContext(api.handle.db, { now: () => clock });
/** Lets the default page freshness (decision 0017) pass. */
const afterFreshness = () =>
  (clock = new Date(clock.getTime() + DEFAULT_CATALOG_SETTINGS.listPageFreshnessMs));

let products: ProductSummary[];
const plain = (i: number) =>
  products.filter((p) => p.type_id === 'simple' && !p.sale && p.tax_class_id === 2)[i]!;

beforeAll(async () => {
  products = (await list('size=999')).items;
});

describe('list caches (decision 0011)', () => {
  it('show a price changed through changeProductPrice in the next list, with its Omnibus price', async () => {
    const product = plain(0);
    const price = ore(product.price_incl_tax);
    expect((await item(product.sku)).final_price_incl_tax).toBe(product.final_price_incl_tax);
    await changeProductPrice(elsewhere(), product.id, { price: price + 10000 });
    expect((await item(product.sku)).final_price_incl_tax).toBe((price + 10000) / 100);
    await changeProductPrice(elsewhere(), product.id, { specialPrice: price - 5000 });
    const onSale = await item(product.sku);
    expect(onSale).toMatchObject({ sale: true, final_price_incl_tax: (price - 5000) / 100 });
    const lowest = await api.get<{ lowest_price_30d_incl_tax: number | null }>(
      `/api/ext/lowest-price/${product.sku}`,
    );
    expect(onSale.lowest_price_30d_incl_tax).not.toBeNull();
    expect(onSale.lowest_price_30d_incl_tax).toBe(lowest.body.result.lowest_price_30d_incl_tax);
  });

  it('open and close a special-price window on time, with no database change in between', async () => {
    const product = plain(1);
    const price = ore(product.price_incl_tax);
    const from = new Date('2026-11-22T00:00:00Z');
    const to = new Date('2026-11-23T00:00:00Z');
    await changeProductPrice(elsewhere(), product.id, {
      specialPrice: price - 10000,
      specialFromDate: from.toISOString(),
      specialToDate: to.toISOString(),
    });
    // Below the regular price, above the special one: the product is in this price range only during its sale.
    const cheap = `skus=${product.sku}&price=0-${Math.floor(price / 100) - 50}&aggregations=1`;
    const at = async (moment: Date) => {
      clock = moment;
      return { item: await item(product.sku), inRange: (await list(cheap)).total };
    };
    try {
      expect(await at(new Date(from.getTime() - 1))).toEqual({
        item: expect.objectContaining({ sale: false, final_price_incl_tax: price / 100 }),
        inRange: 0,
      });
      const during = await at(from);
      expect(during).toEqual({
        item: expect.objectContaining({ sale: true, final_price_incl_tax: (price - 10000) / 100 }),
        inRange: 1,
      });
      expect(during.item.lowest_price_30d_incl_tax).not.toBeNull();
      expect(await at(new Date(to.getTime() - 1))).toMatchObject({ item: { sale: true }, inRange: 1 });
      expect(await at(to)).toEqual({
        item: expect.objectContaining({ sale: false, final_price_incl_tax: price / 100 }),
        inRange: 0,
      });
      expect((await at(to)).item.lowest_price_30d_incl_tax).toBeNull();
    } finally {
      clock = start;
    }
  });

  it('keep customer groups apart, and see a tier price written behind the catalogue version', async () => {
    const product = plain(2);
    const price = ore(product.price_incl_tax);
    expect((await item(product.sku, '&groupId=1')).final_price_incl_tax).toBe(price / 100);
    expect((await item(product.sku)).final_price_incl_tax).toBe(price / 100);
    // No trigger moves the catalogue version for tier prices: they are read per request.
    await api.handle.db
      .insertInto('tier_prices')
      .values({ product_id: product.id, customer_group_id: 1, qty: 1, value: price - 20000 })
      .execute();
    afterFreshness();
    const member = await item(product.sku, '&groupId=1');
    expect(member.final_price_incl_tax).toBe((price - 20000) / 100);
    const guest = await item(product.sku);
    expect(guest.final_price_incl_tax).toBe(price / 100);
    expect((await item(product.sku, '&groupId=1')).final_price_incl_tax).toBe((price - 20000) / 100);
  });

  it('show stock as it is now (orders change it without moving the catalogue version)', async () => {
    const product = plain(3);
    expect((await item(product.sku)).stock.stock_status).not.toBe('out_of_stock');
    await api.handle.db
      .updateTable('stock_items')
      .set({ qty: 0, is_in_stock: 0, backorders: 0, manage_stock: 1 })
      .where('product_id', '=', product.id)
      .execute();
    // The product page reads stock live; a list page presented a moment ago may be reused for its freshness.
    const page = await api.get<ProductDto>(`/api/catalog/products/${product.sku}`);
    expect(page.body.result.stock).toMatchObject({ qty: 0, stock_status: 'out_of_stock' });
    expect((await item(product.sku)).stock.stock_status).not.toBe('out_of_stock');
    afterFreshness();
    expect((await item(product.sku)).stock).toMatchObject({ qty: 0, stock_status: 'out_of_stock' });
  });

  it('reuse a presented page only for the same query and customer group, and send the same bytes', async () => {
    const product = plain(4);
    const first = await fetch(`${api.baseUrl}/api/catalog/products?skus=${product.sku}`);
    const again = await fetch(`${api.baseUrl}/api/catalog/products?skus=${product.sku}`);
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await again.text()).toBe(await first.text());
    await api.handle.db
      .insertInto('tier_prices')
      .values({
        product_id: product.id,
        customer_group_id: 1,
        qty: 1,
        value: ore(product.price_incl_tax) - 30000,
      })
      .execute();
    // Another group's page was never presented, so it is presented now, with the new tier.
    expect((await item(product.sku, '&groupId=1')).final_price_incl_tax).toBe(
      (ore(product.price_incl_tax) - 30000) / 100,
    );
  });

  it('answer every product type as the product page does, for guests and for a group', async () => {
    const sample = ['simple', 'configurable', 'bundle', 'grouped', 'virtual', 'downloadable'].flatMap(
      (type) => products.filter((p) => p.type_id === type).slice(0, 4),
    );
    for (const group of ['', '&groupId=1']) {
      const listed = (await list(`skus=${sample.map((p) => p.sku).join(',')}&size=100${group}`)).items;
      expect(listed.length).toBe(sample.length);
      for (const summary of listed) {
        const { body } = await api.get<ProductDto>(`/api/catalog/products/${summary.sku}?${group}`);
        const page = Object.fromEntries(
          Object.keys(summary).map((k) => [k, body.result[k as keyof ProductDto]]),
        );
        expect(page, summary.sku).toEqual(summary);
      }
    }
  });
});
