import type {
  AdminOrderDto,
  AdminOrderSummaryDto,
  AdminPage,
  ApiKeyCreatedDto,
  AuditEntryDto,
  BulkStockResult,
} from '@hemma/contract';
import { BULK_MAX_ROWS } from '@hemma/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginOwner, type AdminClient } from './support/admin-client.ts';
import { useTestApi } from './support/test-api.ts';
import { tradeFixtures } from './support/trade-fixtures.ts';

/**
 * Issue 34's "done when", end to end over real HTTP: an ERP script holding an API key (decision 0051) reads the
 * shop's orders and sets the stock of 10 000 skus in one call. The script is plain fetch with the key: no cookie, no
 * CSRF token, no staff session.
 */
const api = useTestApi();
const trade = tradeFixtures(api);
let owner: AdminClient;
let key = '';
const SKUS = BULK_MAX_ROWS;

/** The ERP's side: fetch with `Authorization: Bearer <key>` and nothing else. */
async function erp<T>(method: 'GET' | 'PATCH', path: string, body?: unknown) {
  const response = await fetch(`${api.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as { code: number; result: T } };
}

/**
 * The demo shop has a few hundred skus; the rest of the 10 000 are copies of one simple product with a stock record,
 * written straight into the database (setting up the shop, not what is tested).
 */
async function shopOfTenThousandSkus(): Promise<string[]> {
  const { db } = api.handle;
  const model = await db
    .selectFrom('products')
    .innerJoin('stock_items', 'stock_items.product_id', 'products.id')
    .selectAll('products')
    .where('products.type_id', '=', 'simple')
    .orderBy('products.id')
    .executeTakeFirstOrThrow();
  const stock = await db
    .selectFrom('stock_items')
    .selectAll()
    .where('product_id', '=', model.id)
    .executeTakeFirstOrThrow();
  const existing = await db.selectFrom('products').select('sku').where('type_id', '=', 'simple').execute();
  const { id: _id, ...product } = model;
  for (let from = existing.length; from < SKUS; from += 500) {
    const batch = Array.from({ length: Math.min(500, SKUS - from) }, (_, i) => {
      const n = String(from + i).padStart(5, '0');
      return { ...product, sku: `ERP-${n}`, slug: `erp-${n}`, url_key: `erp-${n}`, url_path: `erp-${n}` };
    });
    const ids = await db.insertInto('products').values(batch).returning('id').execute();
    await db
      .insertInto('stock_items')
      .values(ids.map(({ id }) => ({ ...stock, product_id: id, qty: 7 })))
      .execute();
  }
  const skus = (await db.selectFrom('products').select('sku').where('type_id', '=', 'simple').execute()).map(
    (row) => row.sku,
  );
  return skus.slice(0, SKUS);
}

beforeAll(async () => {
  owner = await loginOwner(api);
  const made = await owner.send<ApiKeyCreatedDto>('POST', '/api/admin/api-keys', {
    name: 'ERP Affärssystem',
    scopes: ['orders:read', 'stock:write'],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  key = made.body.result.key;
});

describe('an ERP script with an API key', () => {
  it('reads the orders and sets the stock of 10 000 skus in one call', async () => {
    const placed = await trade.placeOrder({ sku: (await trade.shop.find('simple')).sku, qty: 2 });

    const orders = await erp<AdminPage<AdminOrderSummaryDto>>('GET', '/api/admin/orders?pageSize=50');
    expect(orders.status, JSON.stringify(orders.body).slice(0, 300)).toBe(200);
    const summary = orders.body.result.items.find((o) => o.increment_id === placed.increment_id);
    expect(summary).toBeDefined();
    const order = await erp<AdminOrderDto>('GET', `/api/admin/orders/${summary!.id}`);
    expect(order.status).toBe(200);
    expect(order.body.result.items.map((line) => line.qty)).toEqual([2]);

    const skus = await shopOfTenThousandSkus();
    expect(skus).toHaveLength(10_000);
    const qtyOf = (i: number) => 1000 + (i % 97);
    const set = await erp<BulkStockResult>('PATCH', '/api/admin/stock', {
      items: skus.map((sku, i) => ({ sku, qty: qtyOf(i) })),
    });
    expect(set.status, JSON.stringify(set.body).slice(0, 300)).toBe(200);
    expect(set.body.result).toEqual({ changed: 10_000, low_stock: [] });

    const stored = await api.handle.db
      .selectFrom('stock_items')
      .innerJoin('products', 'products.id', 'stock_items.product_id')
      .select(['products.sku', 'stock_items.qty', 'stock_items.is_in_stock'])
      .where('products.sku', 'in', skus)
      .execute();
    const qtyBySku = new Map(stored.map((row) => [row.sku, row.qty]));
    expect(skus.filter((sku, i) => qtyBySku.get(sku) !== qtyOf(i))).toEqual([]);
    expect(stored.every((row) => Number(row.is_in_stock) === 1)).toBe(true);
    // What a shopper sees follows, for a copy made above as for a demo product.
    const shown = await api.get<{ stock: { qty: number } }>(`/api/catalog/products/${skus.at(-1)}`);
    expect(shown.body.result.stock.qty).toBe(qtyOf(SKUS - 1));

    // Within its scopes only, and in the audit log under its name.
    expect((await erp('GET', '/api/admin/products')).status).toBe(403);
    expect((await erp('PATCH', '/api/admin/prices', { items: [{ sku: skus[0], price: 1 }] })).status).toBe(
      403,
    );
    const audit = await owner.get<AdminPage<AuditEntryDto>>(
      `/api/admin/audit?staff=${encodeURIComponent('api-key:ERP Affärssystem')}`,
    );
    expect(audit.body.result.items.map((entry) => entry.action)).toEqual(['stock.bulk']);
    expect(Object.keys(audit.body.result.items[0]!.after as object)).toHaveLength(10_000);
  });

  it('records every kind of write a key makes under its name: an order note, a price, a stock edit', async () => {
    const made = await owner.send<ApiKeyCreatedDto>('POST', '/api/admin/api-keys', {
      name: 'Ekonomi',
      scopes: ['orders:write', 'catalogue:write', 'stock:write'],
    });
    key = made.body.result.key;
    const placed = await trade.placeOrder({ sku: (await trade.shop.find('simple')).sku });
    const { id: orderId } = await trade.findOrder(owner, placed.increment_id);
    const product = await trade.shop.find('simple');
    const { id: productId } = await api.handle.db
      .selectFrom('products')
      .select('id')
      .where('sku', '=', product.sku)
      .executeTakeFirstOrThrow();
    const writes: [string, string, unknown][] = [
      ['POST', `/api/admin/orders/${orderId}/notes`, { note: 'Bokförd i Fortnox' }],
      ['PATCH', `/api/admin/products/${productId}/price`, { price: 1299 }],
      ['PATCH', `/api/admin/products/${productId}/stock`, { qty: 12 }],
    ];
    for (const [method, path, body] of writes) {
      const answer = await fetch(`${api.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(answer.status, `${method} ${path}: ${await answer.clone().text()}`).toBe(200);
    }
    const audit = await owner.get<AdminPage<AuditEntryDto>>(
      `/api/admin/audit?staff=${encodeURIComponent('api-key:Ekonomi')}`,
    );
    expect(audit.body.result.items.map((entry) => entry.action).sort()).toEqual(
      ['order.note', 'product.price', 'stock.update'].sort(),
    );
  });
});
