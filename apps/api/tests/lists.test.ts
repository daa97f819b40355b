import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductListDto as ListDto } from '@hemma/contract';
import { accountFixtures } from './support/account-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
const { register, login } = accountFixtures(api);

type Answer<T> = { status: number; body: { code: number; result: T } };

/** A list call with the token as a bearer header (or none). */
async function call<T = ListDto>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  token: string | undefined,
  body?: unknown,
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${api.baseUrl}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

const skusOf = (answer: Answer<ListDto>) => answer.body.result.items.map((item) => item.sku);

async function newCustomerToken(): Promise<string> {
  const { email, password } = await register();
  return (await login(email, password)).token;
}

let listed: string[] = [];
let unlisted: string;

beforeAll(async () => {
  const rows = await api.handle.db
    .selectFrom('products')
    .select('sku')
    .where('visibility', '=', 4)
    .where('status', '=', 1)
    .orderBy('id')
    .limit(110)
    .execute();
  listed = rows.map((row) => row.sku);
  // A configurable's child is sold through its parent and never listed on its own (visibility 1).
  unlisted = (
    await api.handle.db
      .selectFrom('products')
      .select('sku')
      .where('visibility', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).sku;
  expect(listed.length).toBeGreaterThanOrEqual(101);
});

describe.each(['wishlist', 'compare'] as const)('/api/user/%s', (list) => {
  const url = `/api/user/${list}`;

  it('starts empty, adds, lists newest first, and removes', async () => {
    const token = await newCustomerToken();
    const empty = await call('GET', url, token);
    expect(empty).toEqual({ status: 200, body: { code: 200, result: { items: [] } } });

    const first = await call('POST', url, token, { skus: [listed[0]] });
    expect(first.status).toBe(200);
    expect(skusOf(first)).toEqual([listed[0]]);
    expect(first.body.result.items[0]!.added_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const second = await call('POST', url, token, { skus: [listed[1]] });
    expect(skusOf(second)).toEqual([listed[1], listed[0]]);
    expect(skusOf(await call('GET', url, token))).toEqual([listed[1], listed[0]]);

    const removed = await call('DELETE', `${url}/${encodeURIComponent(listed[1]!)}`, token);
    expect(removed.status).toBe(200);
    expect(skusOf(removed)).toEqual([listed[0]]);
    // Removing what is not there is no error: the list is answered as it is.
    const again = await call('DELETE', `${url}/${encodeURIComponent(listed[1]!)}`, token);
    expect(again.status).toBe(200);
    expect(skusOf(again)).toEqual([listed[0]]);
  });

  it('merges a list idempotently: skus already there stay where they are, the order given is kept', async () => {
    const token = await newCustomerToken();
    await call('POST', url, token, { skus: [listed[0]] });
    const merged = await call('POST', url, token, { skus: [listed[2], listed[0], listed[1], listed[2]] });
    expect(merged.status).toBe(200);
    expect(skusOf(merged)).toEqual([listed[2], listed[1], listed[0]]);
    const twice = await call('POST', url, token, { skus: [listed[2], listed[0], listed[1]] });
    expect(twice.body.result).toEqual(merged.body.result);
  });

  it('refuses skus that are not listed products with 400 naming them, and adds nothing', async () => {
    const token = await newCustomerToken();
    const answer = await call<string>('POST', url, token, { skus: [listed[0], 'NO-SUCH-SKU', unlisted] });
    expect(answer.status).toBe(400);
    expect(answer.body.result).toContain('NO-SUCH-SKU');
    expect(answer.body.result).toContain(unlisted);
    expect(answer.body.result).not.toContain(`${listed[0]},`);
    expect(skusOf(await call('GET', url, token))).toEqual([]);
  });

  it('refuses a malformed body with 400', async () => {
    const token = await newCustomerToken();
    for (const body of [{}, { skus: [] }, { skus: 'A' }, { skus: [''] }, { skus: ['x'.repeat(129)] }]) {
      const answer = await call<string>('POST', url, token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.result, JSON.stringify(body)).toMatch(/skus/);
    }
    const tooMany = await call<string>('POST', url, token, { skus: listed.slice(0, 101) });
    expect(tooMany.status).toBe(400);
  });

  it('answers 401 without a token and for a forged one', async () => {
    const token = await newCustomerToken();
    for (const [method, path, body] of [
      ['GET', url, undefined],
      ['POST', url, { skus: [listed[0]] }],
      ['DELETE', `${url}/${encodeURIComponent(listed[0]!)}`, undefined],
    ] as const) {
      expect((await call(method, path, undefined, body)).status).toBe(401);
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
      const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${signature}`;
      const answer = await call<string>(method, path, forged, body);
      expect(answer.status).toBe(401);
      expect(answer.body.result).toMatch(/not valid/);
    }
  });

  it("keeps customers apart: A can neither see nor change B's list", async () => {
    const a = await newCustomerToken();
    const b = await newCustomerToken();
    await call('POST', url, b, { skus: [listed[3]] });
    expect(skusOf(await call('GET', url, a))).toEqual([]);
    await call('POST', url, a, { skus: [listed[4]] });
    // A removing B's sku touches only A's list.
    expect(skusOf(await call('DELETE', `${url}/${encodeURIComponent(listed[3]!)}`, a))).toEqual([listed[4]]);
    expect(skusOf(await call('GET', url, b))).toEqual([listed[3]]);
    // The token names the customer; a customer id anywhere else is ignored.
    const withId = await call('POST', url, a, { skus: [listed[5]], customer_id: 1 });
    expect(skusOf(withId)).toEqual([listed[5], listed[4]]);
    expect(skusOf(await call('GET', url, b))).toEqual([listed[3]]);
  });
});

describe('list limits', () => {
  it('holds at most 4 products to compare and refuses more with 400, adding none of them', async () => {
    const token = await newCustomerToken();
    expect((await call('POST', '/api/user/compare', token, { skus: listed.slice(0, 3) })).status).toBe(200);
    const over = await call<string>('POST', '/api/user/compare', token, { skus: listed.slice(3, 5) });
    expect(over.status).toBe(400);
    expect(over.body.result).toMatch(/compare list holds at most 4 products: it has 3 and 2 more were sent/);
    expect(skusOf(await call('GET', '/api/user/compare', token))).toEqual(listed.slice(0, 3));
    // Skus already on the list do not count again.
    const fourth = await call('POST', '/api/user/compare', token, { skus: [listed[3], listed[0]] });
    expect(fourth.status).toBe(200);
    expect(fourth.body.result.items).toHaveLength(4);
    const fifth = await call<string>('POST', '/api/user/compare', token, { skus: [listed[9]] });
    expect(fifth.status).toBe(400);
  });

  it('holds at most 100 products on the wishlist', async () => {
    const token = await newCustomerToken();
    const full = await call('POST', '/api/user/wishlist', token, { skus: listed.slice(0, 100) });
    expect(full.status).toBe(200);
    expect(full.body.result.items).toHaveLength(100);
    expect(full.body.result.items[0]!.sku).toBe(listed[0]);
    const over = await call<string>('POST', '/api/user/wishlist', token, { skus: [listed[100]] });
    expect(over.status).toBe(400);
    expect(over.body.result).toMatch(/wishlist holds at most 100 products/);
    expect((await call('POST', '/api/user/wishlist', token, { skus: [listed[50]] })).status).toBe(200);
  });

  it('lets concurrent merges of one customer together stay within the limit', async () => {
    const token = await newCustomerToken();
    const answers = await Promise.all(
      listed.slice(0, 16).map((sku) => call('POST', '/api/user/compare', token, { skus: [sku] })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
    expect((await call('GET', '/api/user/compare', token)).body.result.items).toHaveLength(4);
  });
});
