import type { ProductDto } from '@hemma/contract';
import { request as httpRequest } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { windowBits } from '../src/http/compress.ts';
import { describe, expect, it } from 'vitest';
import { accountFixtures } from './support/account-fixtures.ts';
import { loginOwner } from './support/admin-client.ts';
import { checkoutFixtures } from './support/checkout-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

/**
 * The API's HTTP caching rules (decision 0031) over raw HTTP, so the bytes and headers are what a CDN or browser
 * sees: public reads are cacheable with surrogate keys and ETags, anything personal is not, JSON is compressed.
 */
const api = useTestApi();
const shop = checkoutFixtures(api);
const account = accountFixtures(api);

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: unknown,
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    if (body !== undefined) headers = { ...headers, 'content-type': 'application/json' };
    const request = httpRequest(`${api.baseUrl}${path}`, { headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const keysOf = (answer: Raw) => String(answer.headers['surrogate-key'] ?? '').split(' ');

describe('HTTP caching of API answers', () => {
  it('lets shared caches keep a guest product answer, tagged with its sku, and answers 304 to its ETag', async () => {
    const simple = await shop.find('simple');
    const path = `/api/catalog/products/${encodeURIComponent(simple.sku)}`;
    const first = await raw(path);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(keysOf(first)).toContain(`p:${simple.sku}`);
    expect(first.headers['cache-tag']).toContain(`p:${simple.sku}`);
    expect(first.headers.vary).toBe('Accept-Encoding, Authorization');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);

    const again = await raw(path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await raw(path, { 'if-none-match': 'W/"something-else"' })).status).toBe(200);
  });

  it('tags a category listing with the category and every product it shows', async () => {
    const listing = await raw('/api/catalog/products?category=soffor&size=5');
    expect(listing.status).toBe(200);
    const items = (JSON.parse(listing.body.toString()) as { result: { items: { sku: string }[] } }).result
      .items;
    expect(items.length).toBeGreaterThan(0);
    expect(keysOf(listing)).toEqual(expect.arrayContaining(['c:soffor', ...items.map((i) => `p:${i.sku}`)]));
  });

  it('sends a reused listing, written without the per-answer hooks, with every header they add (issue 32)', async () => {
    const path = '/api/catalog/products?category=soffor&size=3';
    const first = await raw(path, { 'accept-encoding': 'br' });
    const again = await raw(path, { 'accept-encoding': 'br' });
    expect(again.body.equals(first.body)).toBe(true);
    // The headers an answer made per request gets (security headers, vary, ETag, caching), no more, no fewer.
    const simple = await shop.find('simple');
    const product = await raw(`/api/catalog/products/${encodeURIComponent(simple.sku)}`, {
      'accept-encoding': 'br',
    });
    const names = (answer: Raw) => Object.keys(answer.headers).sort();
    expect(names(again)).toEqual(names(product));
    for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'vary'])
      expect(again.headers[name], name).toBe(product.headers[name]);
    expect(again.headers['content-encoding']).toBe('br');
    expect(Number(again.headers['content-length'])).toBe(again.body.length);
    expect(brotliDecompressSync(again.body).toString()).toBe((await raw(path)).body.toString());

    const notModified = await raw(path, { 'if-none-match': String(again.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers['content-security-policy']).toBe(product.headers['content-security-policy']);
    const head = await raw(path, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.etag).toBe(again.headers.etag);
    expect(Number(head.headers['content-length'])).toBe((await raw(path)).body.length);
  });

  it('writes a product answer in one go with the headers the hooks give, and its bytes follow every change at once (issue 32)', async () => {
    const simple = await shop.find('simple');
    const path = `/api/catalog/products/${encodeURIComponent(simple.sku)}`;
    const product = async (query = '') => {
      const answer = await raw(`${path}${query}`, { 'accept-encoding': 'br' });
      expect(answer.headers['content-encoding']).toBe('br');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      return {
        answer,
        result: (JSON.parse(brotliDecompressSync(answer.body).toString()) as { result: ProductDto }).result,
      };
    };
    // An answer sent through the onSend hooks carries the same headers, but for the public answer's keys.
    const plain = await raw(path);
    const hooked = await raw('/api/health');
    const names = (answer: Raw) => Object.keys(answer.headers).sort();
    expect(names(plain)).toEqual([...names(hooked), 'cache-tag', 'surrogate-key'].sort());
    for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'vary'])
      expect(plain.headers[name], name).toBe(hooked.headers[name]);

    const first = await product();
    const again = await product();
    expect(again.answer.body.equals(first.answer.body)).toBe(true);
    expect(brotliDecompressSync(first.answer.body).equals(plain.body)).toBe(true);
    const german = await product('?storeCode=de');
    expect(german.result.name).not.toBe('Ein neuer Name');

    // A price and a translation changed: the very next answers show them, in bytes compressed anew.
    const price = Math.round(first.result.original_price_incl_tax * 100) + 10_000;
    await api.handle.db.updateTable('products').set({ price }).where('sku', '=', simple.sku).execute();
    const owner = await loginOwner(api);
    const named = await owner.send('PUT', `/api/admin/translations/de/product/${first.result.id}`, {
      texts: { name: 'Ein neuer Name' },
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    const repriced = await product();
    expect(repriced.result.original_price_incl_tax).toBe(price / 100);
    expect(repriced.answer.headers.etag).not.toBe(first.answer.headers.etag);
    expect((await product('?storeCode=de')).result.name).toBe('Ein neuer Name');
  });

  it('writes a cart change with its totals in one go, with the headers the hooks give, compressed once (issue 32)', async () => {
    const cart = await shop.createCart();
    const simple = await shop.find('simple');
    const change = (headers: Record<string, string>, cartId = cart) =>
      raw(`/api/cart/update?cartId=${cartId}`, headers, 'POST', { cartItem: { sku: simple.sku, qty: 2 } });
    // A POST answer that goes through the onSend hooks (an error): the same headers, but for its encoding.
    const hooked = await change({ 'accept-encoding': 'br' }, 'no-such-cart');
    expect(hooked.status).toBe(404);
    const answer = await change({ 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    const names = (of: Raw) => Object.keys(of.headers).sort();
    expect(names(answer)).toEqual([...names(hooked), 'content-encoding'].sort());
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'permissions-policy',
      'vary',
      'cache-control',
    ])
      expect(answer.headers[name], name).toBe(hooked.headers[name]);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    const plain = await change({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(answer.body).equals(plain.body)).toBe(true);
    const sent = JSON.parse(plain.body.toString()) as {
      code: number;
      result: { sku: string; qty: number };
      meta: { totals: { items: unknown[] } };
    };
    expect(sent.code).toBe(200);
    expect(sent.result).toMatchObject({ sku: simple.sku, qty: 2 });
    expect(sent.meta.totals.items).toHaveLength(1);
    // Sent once, never kept: the fast pass (brotli quality 1), not the full one a kept answer gets.
    expect(
      answer.body.equals(
        brotliCompressSync(plain.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 1,
            [constants.BROTLI_PARAM_SIZE_HINT]: plain.body.length,
            [constants.BROTLI_PARAM_LGWIN]: windowBits(plain.body.length),
          },
        }),
      ),
    ).toBe(true);
    const gzipped = await change({ 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
  });

  it('keeps answers asked with credentials private, and personal answers out of every cache', async () => {
    const simple = await shop.find('simple');
    const product = `/api/catalog/products/${encodeURIComponent(simple.sku)}`;
    const withToken = await raw(product, { authorization: 'Bearer x' });
    expect(withToken.headers['cache-control']).toBe('private, no-cache');
    expect(withToken.headers['surrogate-key']).toBeUndefined();
    // A reused listing too, whichever was asked first: its cache headers are kept with its other headers (issue 32).
    const listing = '/api/catalog/products?category=soffor&size=4';
    const asked: Record<string, string>[] = [
      {},
      { authorization: 'Bearer x' },
      { authorization: 'Bearer x' },
      {},
    ];
    for (const headers of asked) {
      const answer = await raw(listing, headers);
      expect(answer.status).toBe(200);
      const personal = headers.authorization !== undefined;
      expect(answer.headers['cache-control']).toBe(
        personal ? 'private, no-cache' : 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
      );
      expect(answer.headers['surrogate-key'] === undefined).toBe(personal);
      expect(answer.headers['cache-tag'] === undefined).toBe(personal);
    }
    const { email, password } = await account.register();
    const session = await account.login(email, password);
    const withGroupToken = await raw(
      `${product}?groupId=${session.groupId}&groupToken=${session.groupToken}`,
    );
    expect(withGroupToken.status).toBe(200);
    expect(withGroupToken.headers['cache-control']).toBe('private, no-cache');

    const cart = await shop.createCart();
    for (const path of [
      `/api/cart/pull?cartId=${cart}`,
      '/api/user/me',
      '/api/cart/payment-methods?cartId=x',
    ])
      expect((await raw(path)).headers['cache-control'], path).toBe('no-store');
    // An error is kept by nobody either.
    const missing = await raw('/api/catalog/products/no-such-sku');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers.etag).toBeUndefined();
  });

  it('compresses JSON for clients that accept it, and only for them', async () => {
    const path = '/api/catalog/products?size=24';
    const plain = await raw(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await raw(path, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await raw(path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    // The same bytes before encoding, the same validator whichever encoding is sent.
    expect(br.headers.etag).toBe(plain.headers.etag);
  });
});
