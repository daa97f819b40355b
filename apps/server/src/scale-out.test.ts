import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { openDatabase } from '@hemma/api';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAllowedByHash } from './testing/page-policy.ts';
import { startHost, type TestHost } from './testing/start-host.ts';

// Decision 0032 in real hosts and a real Redis: two hosts, each on a database of its own (as if on two machines with
// nothing else in common), share login/request throttling and page purges through Redis; a host whose Redis is away
// keeps selling, says so on /readyz and comes back by itself. Redis: REDIS_TEST_URL, default DB 5 of the local one.
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/5';
const prefix = `hemma-test-${randomBytes(4).toString('hex')}:`;

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const available = await redisAnswers(REDIS_URL);
if (!available)
  console.warn(
    `\n\n  ⚠⚠⚠  SKIPPED: no Redis answers at ${REDIS_URL} (set REDIS_TEST_URL). The scale-out tests did NOT run.  ⚠⚠⚠\n\n`,
  );

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

const call = (host: TestHost, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${host.base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const ADDRESS = {
  firstname: 'Nod',
  lastname: 'Test',
  street: ['Storgatan 1'],
  city: 'Uppsala',
  postcode: '753 20',
  country_id: 'SE',
};
const order = (sku: string) => ({
  order_id: `scale-${randomBytes(6).toString('hex')}`,
  products: [{ sku, qty: 1 }],
  personal_details: { firstname: 'Nod', lastname: 'Test', email: 'nod@example.se' },
  addressInformation: {
    shippingAddress: ADDRESS,
    billingAddress: ADDRESS,
    // The first product is a sofa: freight takes anything (decision 0049).
    shipping_carrier_code: 'freight',
    shipping_method_code: 'home',
    payment_method_code: 'invoice',
  },
});

async function firstProduct(host: TestHost): Promise<{ sku: string; path: string }> {
  const answer = (await (await call(host, '/api/catalog/products?size=50')).json()) as {
    result: { items: { sku: string; slug: string; type_id: string }[] };
  };
  const product = answer.result.items.find((p) => p.type_id === 'simple')!;
  return { sku: product.sku, path: `/p/${encodeURIComponent(product.sku)}/${product.slug}` };
}

/** Which render of a page an answer is: each render's HTML differs (if only by its nonce attributes), so its ETag. */
const renderOf = (response: Response) => response.headers.get('etag');

interface PageAnswer {
  cache: string;
  etag: string;
  csp: string;
  html: string;
}

/** A page asked under the shop's one public host name, as a load balancer passes it to every node. */
function pageAsShop(host: TestHost, path: string): Promise<PageAnswer> {
  return new Promise((resolve, reject) => {
    request(`${host.base}${path}`, { headers: { host: 'shop.example' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          cache: String(res.headers['x-hemma-cache']),
          etag: String(res.headers.etag),
          csp: String(res.headers['content-security-policy']),
          html: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const render = ({ cache, etag }: PageAnswer) => ({ cache, etag });

async function eventually<T>(look: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await look();
  for (let i = 0; i < 100 && !done(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await look();
  }
  return value;
}

describe.skipIf(!available)('several nodes sharing one Redis (decision 0032)', () => {
  let a: TestHost;
  let b: TestHost;
  const env = { REDIS_URL, HEMMA_REDIS_PREFIX: prefix };

  beforeAll(async () => {
    [a, b] = await Promise.all([startHost({ products: 20, env }), startHost({ products: 20, env })]);
  }, 240_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts requests of one client address on every node: the limit reached on one is kept by the other', async () => {
    const reset = (host: TestHost) =>
      call(host, '/api/user/reset-password', { email: `okand-${randomBytes(3).toString('hex')}@example.se` });
    // 20 password-reset requests per address and window (decision 0024), all made on A.
    for (let i = 0; i < 20; i++) expect((await reset(a)).status).toBe(200);
    const refused = await reset(b);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { result: string }).result).toMatch(
      /^Too many requests from your network/,
    );
    expect((await call(b, '/readyz')).status).toBe(200);
  });

  it('serves a page one node rendered from the shared level on the other, and its new render after a purge', async () => {
    const tree = (await (await call(a, '/api/catalog/category-tree')).json()) as {
      result: { url_path: string }[];
    };
    const category = `/c/${tree.result[0]!.url_path}`;
    const rendered = await pageAsShop(a, category);
    expect(rendered.cache).toBe('MISS');
    // B renders nothing: it takes A's page, the hashes its policy allows and all, and keeps it.
    const shared = await pageAsShop(b, category);
    expect(render(shared)).toEqual({ cache: 'SHARED', etag: rendered.etag });
    expect(render(await pageAsShop(b, category))).toEqual({ cache: 'HIT', etag: rendered.etag });
    // The same page on every node, for every guest: no node's copy honours the nonce its HTML carries.
    expectAllowedByHash(rendered.html, rendered.csp);
    expect(shared.html).toBe(rendered.html);
    expectAllowedByHash(shared.html, shared.csp);

    // A product page kept by A, then changed in A's database: A purges it (marking it in Redis) and renders it anew.
    const product = await firstProduct(a);
    const before = await pageAsShop(a, product.path);
    const database = openDatabase({ sqlitePath: join(a.dataDir, 'hemma.sqlite') });
    try {
      await database.db
        .updateTable('products')
        .set({ name: 'Omdöpt på nod A', updated_at: new Date().toISOString() })
        .where('sku', '=', product.sku)
        .execute();
    } finally {
      await database.close();
    }
    const after = await eventually(
      () => pageAsShop(a, product.path),
      (page) => page.etag !== before.etag,
    );
    expect(after.html).toContain('Omdöpt på nod A');
    // B gets the new render from the shared level (redis/shared-pages.test.ts: never one a purge made stale).
    const sharedAfter = await pageAsShop(b, product.path);
    expect(render(sharedAfter)).toEqual({ cache: 'SHARED', etag: after.etag });
    expectAllowedByHash(sharedAfter.html, sharedAfter.csp);
  });

  it('purges on every node the pages an order on one node made stale', async () => {
    const product = await firstProduct(b);
    expect((await firstProduct(a)).sku).toBe(product.sku);
    const first = await call(b, product.path);
    expect(first.status).toBe(200);
    const kept = await eventually(
      () => call(b, product.path),
      (r) => r.headers.get('x-hemma-cache') === 'HIT',
    );
    const etag = renderOf(kept);
    expect(etag).toBeTruthy();
    // A's last one in stock: A's order sells it out, which purges the product's pages — on A, and through Redis on B.
    const database = openDatabase({ sqlitePath: join(a.dataDir, 'hemma.sqlite') });
    try {
      const { id } = await database.db
        .selectFrom('products')
        .select('id')
        .where('sku', '=', product.sku)
        .executeTakeFirstOrThrow();
      await database.db
        .updateTable('stock_items')
        .set({ qty: 1, is_in_stock: 1, backorders: 0 })
        .where('product_id', '=', id)
        .execute();
    } finally {
      await database.close();
    }
    expect((await call(a, '/api/order', order(product.sku))).status).toBe(200);
    // B's database did not change: only the purge from A makes B render the page anew (a new render, a new ETag).
    const renewed = await eventually(
      () => call(b, product.path),
      (r) => renderOf(r) !== etag,
    );
    expect(renderOf(renewed)).not.toBe(etag);
  });
});

describe.skipIf(!available)('a node whose Redis is away (decision 0032)', () => {
  let host: TestHost;
  let redisPort: number;
  let redis: ChildProcess | undefined;

  const startRedis = async () => {
    redis = spawn('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await eventually(
      () => redisAnswers(`redis://127.0.0.1:${redisPort}`),
      (up) => up,
    );
  };
  const readiness = async () =>
    (await (await call(host, '/readyz')).json()) as { status: string; checks: { redis: { ok: boolean } } };

  beforeAll(async () => {
    redisPort = await freePort();
    // Nothing listens on the port yet: the host starts without its Redis.
    host = await startHost({
      products: 20,
      env: { REDIS_URL: `redis://127.0.0.1:${redisPort}/0`, HEMMA_REDIS_PREFIX: prefix },
    });
  }, 240_000);
  afterAll(async () => {
    redis?.kill('SIGKILL');
    await host?.stop();
  });

  it('sells without it, says so once and on /readyz, and comes back when it answers', async () => {
    const ready = await call(host, '/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'degraded', checks: { redis: { ok: false } } });
    const product = await firstProduct(host);
    expect((await call(host, '/api/order', order(product.sku))).status).toBe(200);
    expect((await call(host, product.path)).status).toBe(200);
    expect((await call(host, '/api/user/reset-password', { email: 'nagon@example.se' })).status).toBe(200);
    expect(host.output().match(/does not answer/g)).toHaveLength(1);

    await startRedis();
    expect((await eventually(readiness, (r) => r.status === 'ready')).checks.redis.ok).toBe(true);
    expect(host.output()).toMatch(/answers again/);

    // Killed under it: still selling, degraded again.
    redis!.kill('SIGKILL');
    expect((await eventually(readiness, (r) => r.status === 'degraded')).checks.redis.ok).toBe(false);
    expect((await call(host, '/api/order', order(product.sku))).status).toBe(200);
    expect((await call(host, '/api/cart/create', {})).status).toBe(200);
  });
});
