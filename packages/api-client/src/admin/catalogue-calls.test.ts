import { describe, expect, it } from 'vitest';
import { createAdminClient } from './admin-client.ts';

interface Call {
  url: string;
  init: RequestInit;
}

function recording() {
  const calls: Call[] = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    const result = url.endsWith('/session') ? { csrf_token: 'csrf-1' } : true;
    return new Response(JSON.stringify({ code: 200, result }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, fetch };
}
const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

describe('catalogue calls', () => {
  it('when a picture is uploaded, then its bytes go as they are, with their type and the CSRF token', async () => {
    const { calls, fetch } = recording();
    const client = createAdminClient({ fetch });
    await client.session.current();
    const picture = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await client.images.upload(picture);
    expect(calls[1]?.url).toBe('/api/admin/images');
    expect(calls[1]?.init.body).toBe(picture);
    expect(header(calls[1], 'content-type')).toBe('image/jpeg');
    expect(header(calls[1], 'x-csrf-token')).toBe('csrf-1');
  });

  it('sends the list query without empty parameters, and a delete with the version it read', async () => {
    const { calls, fetch } = recording();
    const client = createAdminClient({ fetch });
    await client.products.list({ q: 'soffa', type: 'configurable', stock: undefined, page: 2 });
    await client.products.remove(7, '2026-11-25T10:00:00.000Z');
    await client.products.setStock(7, { qty: 4, expected_qty: 5 });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET /api/admin/products?q=soffa&type=configurable&page=2',
      'DELETE /api/admin/products/7?updated_at=2026-11-25T10%3A00%3A00.000Z',
      'PATCH /api/admin/products/7/stock',
    ]);
    expect(calls[2]?.init.body).toBe('{"qty":4,"expected_qty":5}');
    expect(header(calls[2], 'content-type')).toBe('application/json');
  });
});
