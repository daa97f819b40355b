import type {
  AdminPage,
  ApiKeyCreatedDto,
  ApiKeyDto,
  AuditEntryDto,
  BulkPricesResult,
  BulkStockResult,
  PriceHistoryEntry,
  ProductDto,
  WebhookCreatedDto,
  WebhookDeliveryDto,
} from '@hemma/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountFixtures } from './support/account-fixtures.ts';
import { adminClient, loginAs, loginOwner, type AdminClient } from './support/admin-client.ts';
import { checkoutFixtures } from './support/checkout-fixtures.ts';
import { eurCentsFor } from './support/foreign-addresses.ts';
import { useTestApi } from './support/test-api.ts';

/**
 * API keys for machines and the bulk stock and price calls (decision 0051): a key acts on /api/admin/* with exactly
 * its scopes, without CSRF, throttled per key and audited under its name; bulk calls are checked whole and applied
 * whole, and name the changed skus now at or below their low-stock level.
 */
const PER_MINUTE = 25;
const published: string[][] = [];
const api = useTestApi({
  staff: { apiKeyRequestsPerMinute: PER_MINUTE },
  purges: { publish: (tags) => published.push([...tags]) },
});
const shop = checkoutFixtures(api);
let owner: AdminClient;
let skus: string[] = [];

const keyClient = (key: string) => adminClient(api, { authorization: `Bearer ${key}` });
const makeKey = async (name: string, scopes: string[]) => {
  const made = await owner.send<ApiKeyCreatedDto>('POST', '/api/admin/api-keys', { name, scopes });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.result;
};
const publicProduct = (sku: string) => shop.product(sku);

beforeAll(async () => {
  owner = await loginOwner(api);
  // Simple products that the public product API shows.
  skus = (await shop.products()).filter((p) => p.type_id === 'simple').map((p) => p.sku);
  expect(skus.length).toBeGreaterThanOrEqual(6);
});

describe('API keys', () => {
  it('acts with exactly its scopes, without CSRF, shows the key once, and audits under its name', async () => {
    const made = await makeKey('ERP Lager', ['orders:read', 'stock:write']);
    expect(made.key).toMatch(/^hk_live_[A-Za-z0-9_-]{43}$/);
    expect(made.key.startsWith(made.prefix)).toBe(true);
    const listed = (await owner.get<ApiKeyDto[]>('/api/admin/api-keys')).body.result;
    const entry = listed.find((k) => k.id === made.id)!;
    expect(entry).toMatchObject({
      name: 'ERP Lager',
      scopes: ['orders:read', 'stock:write'],
      last_used_at: null,
    });
    expect(JSON.stringify(listed)).not.toContain(made.key);
    const stored = await api.handle.db.selectFrom('api_keys').selectAll().where('id', '=', made.id).execute();
    expect(JSON.stringify(stored)).not.toContain(made.key.slice(made.prefix.length));

    const erp = keyClient(made.key);
    expect((await erp.get('/api/admin/orders')).status).toBe(200);
    const firstUse = (await owner.get<ApiKeyDto[]>('/api/admin/api-keys')).body.result.find(
      (k) => k.id === made.id,
    )!.last_used_at;
    expect(firstUse).not.toBeNull();
    // No CSRF token is sent (the key's client has none), and none is needed.
    const set = await erp.send<BulkStockResult>('PATCH', '/api/admin/stock', {
      items: [{ sku: skus[0], qty: 41 }],
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.result.changed).toBe(1);
    expect((await publicProduct(skus[0]!)).stock.qty).toBe(41);
    // The last use is written at most once a minute, not by every request.
    const again = (await owner.get<ApiKeyDto[]>('/api/admin/api-keys')).body.result.find(
      (k) => k.id === made.id,
    )!;
    expect(again.last_used_at).toBe(firstUse);

    // Outside its scopes: 403 naming the missing scope, or that keys may not call it at all.
    const outside: [string, string, RegExp][] = [
      ['GET', '/api/admin/products', /catalogue:read/],
      ['PATCH', '/api/admin/prices', /catalogue:write/],
      ['GET', '/api/admin/customers', /customers:read/],
      ['POST', '/api/admin/orders/1/notes', /orders:write/],
      ['GET', '/api/admin/api-keys', /staff session/],
      ['POST', '/api/admin/api-keys', /staff session/],
      ['GET', '/api/admin/dashboard', /staff session/],
      ['GET', '/api/admin/reviews', /staff session/],
    ];
    for (const [method, path, reason] of outside) {
      const answer =
        method === 'GET' ? await erp.get<string>(path) : await erp.send<string>(method as 'POST', path, {});
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.result, `${method} ${path}`).toMatch(reason);
    }

    const audit = await owner.get<AdminPage<AuditEntryDto>>(
      `/api/admin/audit?staff=${encodeURIComponent('api-key:ERP Lager')}`,
    );
    expect(audit.body.result.items.map((e) => e.action)).toEqual(['stock.bulk']);
    expect(audit.body.result.items[0]!.after).toEqual({ [skus[0]!]: 41 });
  });

  it('refuses revoked keys, unknown keys and shoppers’ tokens with 401; only an owner revokes', async () => {
    const made = await makeKey('Gammal', ['orders:read']);
    const catalogue = await loginAs(api, owner, 'catalogue');
    expect((await catalogue.send('DELETE', `/api/admin/api-keys/${made.id}`)).status).toBe(403);
    expect((await keyClient(made.key).get('/api/admin/orders')).status).toBe(200);
    expect((await owner.send('DELETE', `/api/admin/api-keys/${made.id}`)).status).toBe(200);
    const revoked = await keyClient(made.key).get<string>('/api/admin/orders');
    expect(revoked.status).toBe(401);
    expect(revoked.body.result).toMatch(/not a live API key/);
    expect((await owner.send('DELETE', `/api/admin/api-keys/${made.id}`)).status).toBe(404);
    expect((await owner.get<ApiKeyDto[]>('/api/admin/api-keys')).body.result.map((k) => k.id)).not.toContain(
      made.id,
    );
    expect((await keyClient(`${made.key.slice(0, -2)}xx`).get('/api/admin/orders')).status).toBe(401);
    const accounts = accountFixtures(api);
    const { email, password } = await accounts.register();
    const { token } = await accounts.login(email, password);
    expect((await keyClient(token).get('/api/admin/orders')).status).toBe(401);
    expect((await keyClient(token).send('PATCH', '/api/admin/stock', { items: [] })).status).toBe(401);
    const bad = await owner.send<string>('POST', '/api/admin/api-keys', {
      name: ' ',
      scopes: ['stock:delete'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.result).toMatch(/name/);
    expect(bad.body.result).toMatch(/scopes/);
  });

  it('throttles each key on its own: 429 with Retry-After beyond its requests per minute', async () => {
    const busy = keyClient((await makeKey('Brådskande', ['orders:read'])).key);
    const calm = keyClient((await makeKey('Lugn', ['orders:read'])).key);
    let refused: Awaited<ReturnType<typeof busy.get<string>>> | undefined;
    // Two minute windows at most: 2 × limit + 1 requests overfill one of them.
    for (let i = 0; i <= 2 * PER_MINUTE && !refused; i += 1) {
      const answer = await busy.get<string>('/api/admin/orders?pageSize=1');
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(200);
    }
    expect(refused?.body.result).toMatch(/more than 25 requests this minute/);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await calm.get('/api/admin/orders?pageSize=1')).status).toBe(200);
  });
});

describe('bulk stock and prices', () => {
  it('refuses a call with bad rows as a whole, naming them, and applies nothing', async () => {
    const before = (await publicProduct(skus[1]!)).stock.qty;
    const cases: [string, unknown, RegExp[]][] = [
      [
        'stock',
        {
          items: [
            { sku: skus[1], qty: 5 },
            { sku: skus[2], qty: -1 },
          ],
        },
        [/items\.1\.qty: must not be negative/],
      ],
      [
        'stock',
        {
          items: [
            { sku: skus[1], qty: 5 },
            { sku: 'NO-SUCH-SKU', qty: 1 },
            { sku: skus[1], qty: 6 },
          ],
        },
        [
          /2 of 3 rows refused/,
          /items\.1 \(sku "NO-SUCH-SKU"\): no product/,
          /items\.2 .*repeats the sku of items\.0/,
        ],
      ],
      [
        'stock',
        { items: Array.from({ length: 10_001 }, (_, i) => ({ sku: skus[i % skus.length], qty: 1 })) },
        [/items: at most 10000 rows per call/],
      ],
      [
        'prices',
        {
          items: [
            { sku: skus[1], price: 10 },
            { sku: skus[2], price: -5 },
            { sku: skus[3], price: 1.234 },
          ],
        },
        [
          /items\.1\.price: must not be negative/,
          /items\.2\.price: must be kronor with at most two decimals/,
        ],
      ],
      [
        'prices',
        {
          items: [
            { sku: skus[1], price: 10 },
            { sku: skus[2], special_from: '2027-02-01', special_to: '2027-01-01' },
            { sku: 'NO-SUCH-SKU', price: 10 },
          ],
        },
        [/items\.1 .*special_to must be after special_from/, /items\.2 \(sku "NO-SUCH-SKU"\)/],
      ],
    ];
    const priceBefore = (await publicProduct(skus[1]!)).price_incl_tax;
    for (const [kind, body, messages] of cases) {
      const answer = await owner.send<string>('PATCH', `/api/admin/${kind}`, body);
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(400);
      for (const message of messages) expect(answer.body.result).toMatch(message);
    }
    expect((await publicProduct(skus[1]!)).stock.qty).toBe(before);
    expect((await publicProduct(skus[1]!)).price_incl_tax).toBe(priceBefore);
  });

  it('sets stock and prices that the public product API shows, purging once, and names the low-stock skus', async () => {
    const [plenty, low, same, unmanaged, priced] = skus.slice(1, 6) as [
      string,
      string,
      string,
      string,
      string,
    ];
    const sameQty = (await publicProduct(same)).stock.qty;
    const ids = await api.handle.db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('sku', 'in', [unmanaged, low])
      .execute();
    const idOf = (sku: string) => ids.find((row) => row.sku === sku)!.id;
    await api.handle.db
      .updateTable('stock_items')
      .set({ manage_stock: 0 })
      .where('product_id', '=', idOf(unmanaged))
      .execute();
    await api.handle.db
      .updateTable('stock_items')
      .set({ low_stock_qty: 4, qty: 50 })
      .where('product_id', '=', idOf(low))
      .execute();
    // A receiver of stock.low (decision 0052): raised for the sku this call took to its level, once.
    process.env.HEMMA_WEBHOOKS_ALLOW_PRIVATE = '1';
    const hook = await owner.send<WebhookCreatedDto>('POST', '/api/admin/webhooks', {
      url: 'http://127.0.0.1:9/stock',
      events: ['stock.low'],
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(200);
    const raised = async () =>
      (await owner.get<WebhookDeliveryDto[]>(`/api/admin/webhooks/${hook.body.result.id}/deliveries`)).body
        .result;
    published.length = 0;
    const stock = await owner.send<BulkStockResult>('PATCH', '/api/admin/stock', {
      items: [
        { sku: plenty, qty: 120 },
        { sku: low, qty: 4 },
        { sku: same, qty: sameQty },
        { sku: unmanaged, qty: 0 },
      ],
    });
    expect(stock.status, JSON.stringify(stock.body)).toBe(200);
    // The unchanged row is not counted; an unmanaged product is never low, a level of 4 with 4 left is.
    expect(stock.body.result).toEqual({ changed: 3, low_stock: [low] });
    expect(published).toEqual([['all']]);
    expect((await raised()).map((d) => d.event_type)).toEqual(['stock.low']);
    const shown = await Promise.all([plenty, low].map(publicProduct));
    expect(shown.map((p: ProductDto) => [p.stock.qty, p.stock.is_in_stock])).toEqual([
      [120, true],
      [4, true],
    ]);
    // Lower still: named again in the answer, but it was low already, so no second event.
    const lower = await owner.send<BulkStockResult>('PATCH', '/api/admin/stock', {
      items: [{ sku: low, qty: 3 }],
    });
    expect(lower.body.result).toEqual({ changed: 1, low_stock: [low] });
    expect(await raised()).toHaveLength(1);

    const from = '2026-01-01T00:00:00.000Z';
    const searchVersion = async () =>
      Number(
        (await sql<{ v: number }>`select version as v from search_version`.execute(api.handle.db)).rows[0]!.v,
      );
    const versionBefore = await searchVersion();
    published.length = 0;
    const prices = await owner.send<BulkPricesResult>('PATCH', '/api/admin/prices', {
      items: [
        { sku: priced, price: 1234.5, special_price: 999, special_from: from, special_to: '2099-01-01' },
        { sku: plenty, price: 777 },
      ],
    });
    expect(prices.status, JSON.stringify(prices.body)).toBe(200);
    expect(prices.body.result).toEqual({ changed: 2 });
    // Purged once: the page cache, and the catalogue version the search index follows (once per transaction on
    // PostgreSQL; SQLite's triggers move it per statement).
    expect(published).toEqual([['all']]);
    const moved = (await searchVersion()) - versionBefore;
    if (api.handle.dialect === 'postgres') expect(moved).toBe(1);
    else expect(moved).toBeGreaterThanOrEqual(1);
    const [p1, p2] = await Promise.all([priced, plenty].map(publicProduct));
    expect([p1!.price_incl_tax, p1!.final_price_incl_tax, p2!.price_incl_tax]).toEqual([1234.5, 999, 777]);
    // Recorded in the price history (EU Omnibus) as a single edit would be.
    const [pricedId] = (
      await api.handle.db.selectFrom('products').select('id').where('sku', '=', priced).execute()
    ).map((row) => row.id);
    const history = await owner.get<PriceHistoryEntry[]>(`/api/admin/products/${pricedId}/price-history`);
    expect(history.body.result.at(-1)).toMatchObject({
      final_price: 999,
      regular_price: 1234.5,
      special_price: 999,
    });
    const audit = await owner.get<AdminPage<AuditEntryDto>>(
      '/api/admin/audit?entity_type=product&entity_id=bulk',
    );
    const priceEntry = audit.body.result.items.find((e) => e.action === 'product.price.bulk')!;
    expect(priceEntry.after).toMatchObject({
      [priced]: { price: 1234.5, special_price: 999, special_from: from },
    });
    const again = await owner.send<BulkPricesResult>('PATCH', '/api/admin/prices', {
      items: [{ sku: plenty, price: 777 }],
    });
    expect(again.body.result).toEqual({ changed: 0 });

    // The EUR price list in the same call (decision 0057): /de sells at it; null gives the conversion back.
    const german = async () =>
      (await api.get<ProductDto>(`/api/catalog/products/${encodeURIComponent(plenty)}?storeCode=de`)).body
        .result;
    const badEur = await owner.send<string>('PATCH', '/api/admin/prices', {
      items: [{ sku: plenty, price_eur: 79.001 }],
    });
    expect(badEur.status).toBe(400);
    expect(badEur.body.result).toMatch(/items\.0\.price_eur/);
    const eur = await owner.send<BulkPricesResult>('PATCH', '/api/admin/prices', {
      items: [{ sku: plenty, price_eur: 79 }],
    });
    expect(eur.body.result).toEqual({ changed: 1 });
    expect((await german()).final_price_incl_tax).toBe(79);
    expect((await publicProduct(plenty)).price_incl_tax).toBe(777);
    await owner.send<BulkPricesResult>('PATCH', '/api/admin/prices', {
      items: [{ sku: plenty, price_eur: null }],
    });
    expect((await german()).final_price_incl_tax).toBe(eurCentsFor(777, 19) / 100);
  });
});
