import { describe, expect, it } from 'vitest';
import { accountFixtures } from './support/account-fixtures.ts';
import { loginOwner } from './support/admin-client.ts';
import { checkoutFixtures } from './support/checkout-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

/**
 * What the fuzz of every operation (fuzz.test.ts) found, each pinned by a focused test: inputs that were a 500 on
 * PostgreSQL or accepted on SQLite only, and unique names created by several requests at once.
 */
const api = useTestApi();
const account = accountFixtures(api);
const shop = checkoutFixtures(api);

/** What the fuzz found (each was a 500 on PostgreSQL, or accepted on SQLite only), answered 400 on both now. */
describe('inputs the fuzz found', () => {
  const expect400 = (response: { status: number; body: { result: unknown } }, message: RegExp) => {
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(String(response.body.result)).toMatch(message);
  };

  it('refuses text with the NUL character in a path, a query and a body, naming the field', async () => {
    const { email, password } = await account.register();
    const { token } = await account.login(email, password);
    const removed = await fetch(`${api.baseUrl}/api/user/wishlist/${encodeURIComponent('\u0000\u0001')}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect400(
      { status: removed.status, body: (await removed.json()) as { result: unknown } },
      /sku: must not contain the NUL character/,
    );
    expect400(await api.get('/api/catalog/products?q=soffa%00'), /q: must not contain the NUL character/);
    expect400(await api.post('/api/ext/newsletter', { email: 'a\u0000@example.se' }), /NUL character|email/);
  });

  it('refuses a shop URL to resolve whose percent escapes decode to NUL or are broken', async () => {
    expect400(
      await api.post('/api/url/map', { url: '%00%2e%2e%2f' }),
      /url: must not contain the NUL character/,
    );
    expect400(
      await api.post('/api/url/map', { url: '/c/soffor%E0%A4%A' }),
      /url: .*malformed percent escape/,
    );
    expect((await api.post('/api/url/map', { url: '/c/n%C3%A5got-som-inte-finns' })).status).toBe(404);
  });

  it('answers a request over the header limit 431 on a reused connection, after a compressed answer', async () => {
    for (let round = 0; round < 10; round++) {
      const listing = await fetch(`${api.baseUrl}/api/catalog/products?size=24`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(listing.headers.get('content-encoding')).toBe('br');
      await listing.text();
      const tooLong = await fetch(`${api.baseUrl}/api/catalog/products?q=${'a'.repeat(20_000)}`);
      expect(tooLong.status).toBe(431);
      expect(await tooLong.json()).toEqual({ code: 431, result: expect.stringMatching(/under 16 KB/) });
    }
  });

  it('answers 404 for a CMS page or block whose numeric identifier is beyond the database’s integers', async () => {
    for (const kind of ['page', 'block'])
      for (const identifier of ['2147483648', '9007199254740994', '9'.repeat(40)]) {
        const response = await api.get(`/api/ext/cms/${kind}/${identifier}`);
        expect(response.status, `${kind} ${identifier}: ${JSON.stringify(response.body)}`).toBe(404);
      }
  });

  it('refuses a date filter of the back office’s lists that is no date', async () => {
    const owner = await loginOwner(api);
    for (const path of ['/api/admin/orders', '/api/admin/audit'])
      for (const query of ['from=2026-13-45T99%3A99%3A99Z', 'to=2026-00-00', 'from=2026-01-01T1'])
        expect400(await owner.get(`${path}?${query}`), /(from|to): is not a real date/);
  });

  it('refuses a cart line id beyond the database’s integers', async () => {
    const cartId = await shop.createCart();
    expect400(
      await api.post(`/api/cart/delete?cartId=${cartId}`, { cartItem: { sku: 'x', item_id: 2 ** 31 } }),
      /item_id/,
    );
  });

  it('refuses an address region beyond the database’s integers', async () => {
    const { customer, email, password } = await account.register();
    const { token } = await account.login(email, password);
    const response = await account.call('POST', '/api/user/me', {
      bearer: token,
      body: { customer: { ...customer, addresses: [{ ...customer.addresses[0], region_id: 2 ** 31 }] } },
    });
    expect400(response, /region_id/);
  });

  it('refuses coupons the integer columns cannot hold: a fractional percentage, amounts over 20 000 000 kr', async () => {
    const owner = await loginOwner(api);
    const create = (body: Record<string, unknown>) => owner.send('POST', '/api/admin/coupons', body);
    expect400(
      await create({ code: 'FRAC1', type: 'percent', value: 12.79 }),
      /value: a percentage must be a whole/,
    );
    expect400(await create({ code: 'BIG1', type: 'fixed', value: 30_000_000 }), /value: a fixed discount/);
    expect400(
      await create({ code: 'BIG2', type: 'percent', value: 10, min_subtotal_incl_tax: 56_081_824 }),
      /min_subtotal_incl_tax: must be at most 20 000 000 kr/,
    );
    expect((await create({ code: 'WHOLE1', type: 'percent', value: 13 })).status).toBe(200);
    expect((await create({ code: 'MAX1', type: 'fixed', value: 20_000_000 })).status).toBe(200);
  });
});

/** The fuzz's parallel creates of one name: on PostgreSQL two may pass the "is it free?" check at once. */
describe('the same unique name created by several requests at once', () => {
  it.each([
    ['/api/admin/cms/pages', { identifier: 'samtidig-sida', title: 'Samtidig' }],
    ['/api/admin/cms/blocks', { identifier: 'samtidigt-block', title: 'Samtidigt' }],
    ['/api/admin/coupons', { code: 'SAMTIDIG', type: 'percent', value: 10 }],
    ['/api/admin/brands', { name: 'Samtidig Design' }],
    ['/api/admin/categories', { name: 'Samtidiga möbler', url_key: 'samtidiga-mobler' }],
    ['/api/admin/attributes', { attribute_code: 'samtidig', frontend_label: 'S', frontend_input: 'text' }],
    [
      '/api/admin/staff',
      { email: 'samtidig@hemma.example', name: 'S', role: 'orders', password: 'Personal-2026!' },
    ],
  ])('%s: one is created, the others answer 409 — never a 500', async (path, body) => {
    const owner = await loginOwner(api);
    if (path === '/api/admin/categories') {
      const tree = await owner.get<{ id: number }[]>('/api/admin/categories');
      Object.assign(body, { parent_id: tree.body.result[0]!.id });
    }
    const answers = await Promise.all(Array.from({ length: 6 }, () => owner.send('POST', path, body)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses, JSON.stringify(answers.map((answer) => answer.body))).toEqual([
      200, 409, 409, 409, 409, 409,
    ]);
  });

  it('answers a translation key beyond the database’s integers as not found, not 500', async () => {
    const owner = await loginOwner(api);
    for (const key of ['1e%2B308', '99999999999', '2147483648', '1.5'])
      expect((await owner.get(`/api/admin/translations/de/category/${key}`)).status, key).toBe(404);
    expect((await owner.get('/api/admin/translations/de/category/3')).status).toBe(200);
  });
});
