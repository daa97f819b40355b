import type { PriceFields, ProductSummary, SearchResult, TierPrice } from '@hemma/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCatalogContext } from '../src/use-cases/reference/catalog-context.ts';
import { changeProductPrice } from '../src/use-cases/pricing/change-product-price.ts';
import { groupTokenFor } from './support/group-token.ts';
import { useTestApi } from './support/test-api.ts';

const now = new Date('2026-11-21T12:00:00Z');
// Reference data (tax rules, customer groups) read afresh on every request: these tests change it in the database.
const api = useTestApi({ now: () => now, catalog: { referenceTtlMs: 0 } });

interface RenderItem extends PriceFields {
  id: number;
  sku: string;
  tier_prices: TierPrice[];
  lowest_price_30d_incl_tax: number | null;
}
interface LowestPrice {
  sku: string;
  lowest_price_30d_incl_tax: number | null;
  window_days: number;
  since: string;
  until: string;
}

let products: ProductSummary[];
const EXPORT_GROUP = 7;

beforeAll(async () => {
  const { body } = await api.get<SearchResult<ProductSummary>>('/api/catalog/products?size=999');
  products = body.result.items;
  // A customer group with a zero-rated tax class (export customers): same net prices, no Swedish VAT.
  const { db } = api.handle;
  await db
    .insertInto('tax_classes')
    .values({ id: 40, class_name: 'Export', class_type: 'CUSTOMER' })
    .execute();
  await db
    .insertInto('customer_groups')
    .values({ id: EXPORT_GROUP, code: 'Export', tax_class_id: 40 })
    .execute();
  await db
    .insertInto('tax_rates')
    .values({
      id: 40,
      code: 'SE-0',
      tax_country_id: 'SE',
      tax_region_id: 0,
      region_name: '',
      tax_postcode: '*',
      rate: 0,
    })
    .execute();
  await db.insertInto('tax_rules').values({ id: 40, code: 'Export 0 %', priority: 0, position: 9 }).execute();
  await db
    .insertInto('tax_rule_classes')
    .values([
      { tax_rule_id: 40, tax_class_id: 40 },
      { tax_rule_id: 40, tax_class_id: 2 },
    ])
    .execute();
  await db.insertInto('tax_rule_rates').values({ tax_rule_id: 40, tax_rate_id: 40 }).execute();
});

const plain = (i = 0) =>
  products.filter((p) => p.type_id === 'simple' && !p.sale && p.tax_class_id === 2)[i]!;
const ore = (sek: number) => Math.round(sek * 100);

async function renderList(query: string) {
  return api.get<{ items: RenderItem[] }>(`/api/product/render-list?${query}`);
}

describe('GET /api/product/render-list (SPEC §7 Prices)', () => {
  it('answers the price fields of the skus asked for, in order, leaving unknown skus out', async () => {
    const [a, b] = [plain(0), plain(1)];
    const { status, body } = await renderList(
      `skus=${b.sku},NO-SUCH-SKU,${a.sku},${b.sku}&currencyCode=SEK&storeId=1&userGroupId=`,
    );
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.result.items.map((i) => i.sku)).toEqual([b.sku, a.sku]);
    const item = body.result.items[1]!;
    expect(item.id).toBe(a.id);
    for (const field of [
      'price',
      'price_incl_tax',
      'final_price_incl_tax',
      'special_price',
      'original_price',
    ] as const) {
      expect(item[field]).toBe(a[field]);
    }
    expect(item.price + item.price_tax).toBeCloseTo(item.price_incl_tax, 2);
    expect(item.lowest_price_30d_incl_tax).toBeNull();
  });

  it('prices configurable children too (they are what goes in the cart)', async () => {
    const child = await api.handle.db
      .selectFrom('products')
      .select(['sku', 'price'])
      .where('visibility', '=', 1)
      .executeTakeFirstOrThrow();
    const { body } = await renderList(`skus=${child.sku}`);
    expect(body.result.items[0]?.price_incl_tax).toBe(child.price / 100);
  });

  it('accepts 999 skus', async () => {
    const skus = Array.from({ length: 999 }, (_, i) => products[i % products.length]!.sku);
    const { status, body } = await renderList(`skus=${skus.join(',')}`);
    expect(status).toBe(200);
    expect(body.result.items.length).toBe(new Set(skus).size);
  });

  it.each([
    ['no skus', '', 'skus'],
    ['an empty sku list', 'skus=,', 'at least one sku'],
    ['1000 skus', `skus=${Array.from({ length: 1000 }, (_, i) => `S${i}`).join(',')}`, 'skus'],
    ['an unknown currency', 'skus=A&currencyCode=USD', 'currencyCode: "USD" is not sold; use SEK or EUR'],
    ['EUR from a SEK store view', 'skus=A&currencyCode=EUR', 'store view "default" sells in SEK, not EUR'],
    [
      'SEK from a EUR store view',
      'skus=A&storeCode=de&currencyCode=SEK',
      'store view "de" sells in EUR, not SEK',
    ],
    ['a group id that is not a number', 'skus=A&userGroupId=abc', 'userGroupId'],
    ['a negative group id', 'skus=A&userGroupId=-1', 'userGroupId'],
    ['an unknown group', `skus=A&groupToken=${groupTokenFor(999, now)}`, 'no customer group 999'],
    ['a store id that is not a number', 'skus=A&storeId=x', 'storeId'],
    ['an unknown parameter', 'skus=A&foo=1', 'unknown query parameter(s) "foo"'],
  ])('answers 400 for %s', async (_name, query, message) => {
    const { status, body } = await renderList(query);
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.result).toContain(message);
  });
});

describe('customer groups (SPEC §6)', () => {
  it('applies a group tier for one piece only to that group and exposes only its tiers', async () => {
    const product = plain(2);
    const price = ore(product.price_incl_tax);
    await api.handle.db
      .insertInto('tier_prices')
      .values([
        { product_id: product.id, customer_group_id: 2, qty: 1, value: price - 10000 },
        { product_id: product.id, customer_group_id: 2, qty: 5, value: price - 20000 },
        { product_id: product.id, customer_group_id: 3, qty: 1, value: price - 5000 },
        { product_id: product.id, customer_group_id: null, qty: 10, value: price - 15000 },
      ])
      .execute();
    const item = async (q: string) => (await renderList(`skus=${product.sku}${q}`)).body.result.items[0]!;
    const guest = await item('');
    const wholesale = await item(`&userGroupId=2&groupToken=${groupTokenFor(2, now)}`);
    const retailer = await item(`&groupToken=${groupTokenFor(3, now)}`);
    expect(guest.final_price_incl_tax).toBe(price / 100);
    expect(guest.tier_prices).toEqual([{ customer_group_id: null, qty: 10, value: (price - 15000) / 100 }]);
    expect(wholesale.final_price_incl_tax).toBe((price - 10000) / 100);
    expect(wholesale.price_incl_tax).toBe(price / 100);
    expect(wholesale.tier_prices).toEqual([
      { customer_group_id: 2, qty: 1, value: (price - 10000) / 100 },
      { customer_group_id: 2, qty: 5, value: (price - 20000) / 100 },
      { customer_group_id: null, qty: 10, value: (price - 15000) / 100 },
    ]);
    expect(retailer.final_price_incl_tax).toBe((price - 5000) / 100);
    expect(retailer.tier_prices.map((t) => t.customer_group_id)).toEqual([3, null]);
  });

  it("uses the group's tax class: a zero-rated group pays the net price", async () => {
    const product = plain(3);
    const { body } = await renderList(`skus=${product.sku}&groupToken=${groupTokenFor(EXPORT_GROUP, now)}`);
    const item = body.result.items[0]!;
    expect(item.price).toBe(product.price);
    expect(item.price_tax).toBe(0);
    expect(item.price_incl_tax).toBe(product.price);
    expect(item.final_price_incl_tax).toBe(product.price);
  });

  it('uses group 0 (NOT LOGGED IN) when no group is given', async () => {
    await api.handle.db
      .updateTable('customer_groups')
      .set({ tax_class_id: 40 })
      .where('id', '=', 0)
      .execute();
    try {
      const product = plain(4);
      const { body } = await renderList(`skus=${product.sku}`);
      expect(body.result.items[0]!.price_incl_tax).toBe(product.price);
    } finally {
      await api.handle.db
        .updateTable('customer_groups')
        .set({ tax_class_id: 3 })
        .where('id', '=', 0)
        .execute();
    }
  });
});

describe('EU Omnibus lowest price', () => {
  const context = () => createCatalogContext(api.handle.db, { now: () => now });

  it('is present on products on sale and null otherwise, in lists and on the product page', async () => {
    const onSale = products.filter((p) => p.sale);
    expect(onSale.length).toBeGreaterThan(5);
    for (const p of onSale) {
      expect(p.lowest_price_30d_incl_tax).not.toBeNull();
      expect(p.lowest_price_30d_incl_tax!).toBeLessThanOrEqual(p.original_price_incl_tax);
    }
    // The seed gives some products a campaign 10–20 days before their sale: lowest below the regular price.
    expect(onSale.some((p) => p.lowest_price_30d_incl_tax! < p.original_price_incl_tax)).toBe(true);
    for (const p of products.filter((x) => !x.sale)) expect(p.lowest_price_30d_incl_tax).toBeNull();
    const { body } = await api.get<ProductSummary>(`/api/catalog/products/${onSale[0]!.sku}`);
    expect(body.result.lowest_price_30d_incl_tax).toBe(onSale[0]!.lowest_price_30d_incl_tax);
  });

  it('the extension endpoint names the window before the sale started', async () => {
    const p = products.find((x) => x.sale && x.special_from_date !== null)!;
    const { status, body } = await api.get<LowestPrice>(`/api/ext/lowest-price/${p.sku}`);
    expect(status).toBe(200);
    expect(body.result).toEqual({
      sku: p.sku,
      lowest_price_30d_incl_tax: p.lowest_price_30d_incl_tax,
      window_days: 30,
      since: new Date(Date.parse(p.special_from_date!) - 30 * 86_400_000).toISOString(),
      until: new Date(p.special_from_date!).toISOString(),
    });
  });

  it('a price change records history and moves the lowest price', async () => {
    const product = plain(5);
    const price = ore(product.price_incl_tax);
    const ctx = createCatalogContext(api.handle.db, { now: () => new Date('2026-11-05T10:00:00Z') });
    // A short campaign two weeks ago ...
    const first = await changeProductPrice(ctx, product.id, { specialPrice: price - 30000 });
    expect(first.recorded).toMatchObject({
      final_price: price - 30000,
      special_price: price - 30000,
      reason: 'special_price',
    });
    const ended = await changeProductPrice(
      createCatalogContext(api.handle.db, { now: () => new Date('2026-11-08T10:00:00Z') }),
      product.id,
      { specialPrice: null },
    );
    expect(ended.recorded).toMatchObject({
      final_price: price,
      special_price: null,
      reason: 'special_price_removed',
    });
    // ... a change that does not change the price records nothing ...
    expect((await changeProductPrice(context(), product.id, { price })).recorded).toBeNull();
    // ... and today's sale reports the campaign price as the 30-day lowest.
    const sale = await changeProductPrice(context(), product.id, { specialPrice: price - 20000 });
    expect(sale.recorded?.final_price).toBe(price - 20000);
    const { body } = await api.get<LowestPrice>(`/api/ext/lowest-price/${product.sku}`);
    expect(body.result.lowest_price_30d_incl_tax).toBe((price - 30000) / 100);
    expect(body.result.until).toBe(now.toISOString());
    const list = await renderList(`skus=${product.sku}`);
    expect(list.body.result.items[0]).toMatchObject({
      final_price_incl_tax: (price - 20000) / 100,
      lowest_price_30d_incl_tax: (price - 30000) / 100,
    });
    const rows = await api.handle.db

      .selectFrom('price_history')
      .select('reason')
      .where('product_id', '=', product.id)
      .execute();
    expect(rows.map((r) => r.reason).slice(-3)).toEqual([
      'special_price',
      'special_price_removed',
      'special_price',
    ]);
  });

  it('a price change updates the product in the same step', async () => {
    const product = plain(6);
    await changeProductPrice(context(), product.id, { price: ore(product.price_incl_tax) + 10000 });
    const { body } = await api.get<ProductSummary>(`/api/catalog/products/${product.sku}`);
    expect(body.result.price_incl_tax).toBe(product.price_incl_tax + 100);
    expect(body.result.lowest_price_30d_incl_tax).toBeNull();
  });

  it('rejects invalid price changes', async () => {
    const product = plain(7);
    await expect(changeProductPrice(context(), product.id, { price: 12.5 })).rejects.toThrow('öre');
    await expect(changeProductPrice(context(), product.id, { specialFromDate: 'tomorrow' })).rejects.toThrow(
      'ISO',
    );
    await expect(
      changeProductPrice(context(), product.id, {
        specialFromDate: '2026-12-01T00:00:00Z',
        specialToDate: '2026-11-01T00:00:00Z',
      }),
    ).rejects.toThrow('after');
    await expect(changeProductPrice(context(), 99_999_999, { price: 100 })).rejects.toThrow('No product');
  });

  it('a product not on sale gets the lowest price of the last 30 days', async () => {
    const product = plain(8);
    const { body } = await api.get<LowestPrice>(`/api/ext/lowest-price/${product.sku}`);
    expect(body.result.until).toBe(now.toISOString());
    expect(body.result.lowest_price_30d_incl_tax).not.toBeNull();
    expect(body.result.lowest_price_30d_incl_tax!).toBeLessThanOrEqual(product.price_incl_tax);
  });

  it.each([
    ['an unknown sku', '/api/ext/lowest-price/NO-SUCH-SKU', 404, 'sku = NO-SUCH-SKU'],
    ['a bad group id', '/api/ext/lowest-price/A?groupId=x', 400, 'groupId'],
    ['an unknown parameter', '/api/ext/lowest-price/A?foo=1', 400, 'foo'],
  ])('answers %s with %s', async (_name, path, status, message) => {
    const response = await api.get<string>(path);
    expect(response.status).toBe(status);
    expect(response.body.result).toContain(message);
  });
});
