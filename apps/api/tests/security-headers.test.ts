import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders, sha256Source } from '../src/http/security-headers.ts';
import { loginOwner } from './support/admin-client.ts';
import { ADDRESS, checkoutFixtures } from './support/checkout-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
const shop = checkoutFixtures(api);
const imagePath = 'products/headers-test.webp';

beforeAll(async () => {
  const file = join(api.imagesDir, imagePath);
  mkdirSync(dirname(file), { recursive: true });
  await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3a5a40' } })
    .webp()
    .toFile(file);
});

/** The directives of a Content-Security-Policy header by name. */
function directives(header: string | null): Map<string, string[]> {
  expect(header, 'a Content-Security-Policy header').toBeTruthy();
  return new Map(
    header!.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

/** What every answer carries, whatever it is. */
function expectCommonHeaders(headers: Headers): void {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toContain('camera=()');
  // Served over plain HTTP here: no HSTS (RFC 6797 §7.2).
  expect(headers.get('strict-transport-security')).toBeNull();
}

/** A resource (JSON, image, error): it may load nothing and be framed by no one. */
function expectResourceHeaders(headers: Headers): void {
  expectCommonHeaders(headers);
  expect(headers.get('x-frame-options')).toBe('DENY');
  const csp = directives(headers.get('content-security-policy'));
  expect(csp.get('default-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
}

const send = (path: string, init: RequestInit = {}) => fetch(`${api.baseUrl}${path}`, init);

describe('security headers on every answer of the API (decision 0024)', () => {
  it.each([
    ['a JSON answer', '/api/catalog/products?size=2', 200],
    ['the OpenAPI document', '/api/openapi.json', 200],
    ['a 400 naming the input', '/api/catalog/products?size=banana', 400],
    ['a 401 without a token', '/api/user/me', 401],
    ['a 404 of an unknown endpoint, echoing its path', '/api/no-such-thing/%3Cscript%3E', 404],
    ['a 404 of an unknown image', '/img/96/96/fit/products/missing.webp', 404],
  ])('%s', async (_what, path, status) => {
    const response = await send(path);
    expect(response.status).toBe(status);
    expectResourceHeaders(response.headers);
  });

  it('an image', async () => {
    const response = await send(`/img/96/96/fit/${imagePath}`, { headers: { accept: 'image/webp' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expectResourceHeaders(response.headers);
  });

  it('a body that is not JSON, and a GraphQL answer', async () => {
    const broken = await send('/api/cart/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"no',
    });
    expect(broken.status).toBe(400);
    expectResourceHeaders(broken.headers);
    const graphql = await send('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(graphql.status).toBe(200);
    expectResourceHeaders(graphql.headers);
  });

  it('the back office’s API, signed in and refused', async () => {
    const owner = await loginOwner(api);
    const dashboard = await owner.get('/api/admin/staff');
    expect(dashboard.status).toBe(200);
    expectResourceHeaders(dashboard.headers);
    const refused = await send('/api/admin/staff');
    expect(refused.status).toBe(401);
    expectResourceHeaders(refused.headers);
  });

  it('the API docs page: its one style element allowed by hash, no script at all', async () => {
    const response = await send('/api/docs');
    expect(response.status).toBe(200);
    expectCommonHeaders(response.headers);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const csp = directives(response.headers.get('content-security-policy'));
    const style = /<style>([\s\S]*?)<\/style>/.exec(await response.text())![1]!;
    expect(csp.get('style-src')).toEqual([`'${sha256Source(style)}'`]);
    expect(csp.get('script-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('the sandbox payment page: framed by the shop only, its inline script and style by a fresh nonce', async () => {
    const simple = await shop.find('simple');
    const cartId = await shop.createCart();
    await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: simple.sku, qty: 1 } });
    await api.post(`/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: {
        shippingAddress: ADDRESS,
        shipping_carrier_code: 'courier',
        shipping_method_code: 'flatrate',
        payment_method_code: 'card',
      },
    });
    const session = await api.post<{ url: string }>(`/api/ext/payment/sessions?cartId=${cartId}`, {});
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await send(session.body.result.url);
      expect(response.status).toBe(200);
      expectCommonHeaders(response.headers);
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      const [nonce] = csp.get('script-src')!;
      expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
      expect(csp.get('style-src')).toEqual([nonce]);
      const html = await response.text();
      const value = nonce!.slice("'nonce-".length, -1);
      expect(html).toContain(`<script nonce="${value}">`);
      expect(html).toContain(`<style nonce="${value}">`);
      expect(html.match(/<script/g)).toHaveLength(1);
      nonces.push(value);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('keeps out HSTS when X-Forwarded-Proto comes from a proxy the host does not trust', async () => {
    const response = await send('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('HSTS', () => {
  it('is sent over HTTPS as a trusted proxy reports it, and never over HTTP', async () => {
    const app = Fastify({ trustProxy: '127.0.0.1' });
    registerSecurityHeaders(app);
    app.get('/', async () => 'ok');
    const https = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
    const http = await app.inject({ url: '/' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });
});
