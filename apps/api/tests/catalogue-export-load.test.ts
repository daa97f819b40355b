import type { ProductDto } from '@hemma/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, loginOwner, type AdminClient } from './support/admin-client.ts';
import { useTestApi } from './support/test-api.ts';

/**
 * Catalogue exports in parallel (issue 29, defect 7; decision 0025): at most two run at once, each on one database
 * connection of its own, streamed as its client reads, and the shop goes on answering. On SQLite and PostgreSQL.
 */
const api = useTestApi();
let catalogue: AdminClient;
let sku: string;

beforeAll(async () => {
  const owner = await loginOwner(api);
  catalogue = await loginAs(api, owner, 'catalogue');
  // Descriptions of 100 kB make the export ~25 MB: far more than the sockets between the server and this test hold,
  // so an export whose client reads nothing stays open — as a slow download does — for as long as the test wants.
  await api.handle.db
    .updateTable('products')
    .set({ description: 'Lång text. '.repeat(9_000) })
    .execute();
  sku = (
    await api.handle.db
      .selectFrom('products')
      .select('sku')
      .where('type_id', '=', 'simple')
      .where('visibility', '=', 4)
      .where('status', '=', 1)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow()
  ).sku;
});

const startExport = (signal?: AbortSignal) =>
  fetch(`${api.baseUrl}/api/admin/exports/catalogue.csv`, {
    headers: {
      cookie: [...catalogue.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      // Uncompressed, so that what the test does not read stays ~25 MB.
      'accept-encoding': 'identity',
    },
    ...(signal ? { signal } : {}),
  });

/** PostgreSQL connections taken from the pool now (SQLite has no pool: undefined). */
const connectionsInUse = () => {
  const pool = api.handle.pool?.();
  return pool && pool.total - pool.idle;
};

/** Waits up to 30 s for `check` (an abandoned export ends when the batch it is reading is read). */
async function eventually(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never: ${what}`);
}

describe('catalogue exports in parallel', () => {
  it('runs two at once and refuses the others with a 429 and Retry-After, while the shop answers', async () => {
    const controllers = Array.from({ length: 12 }, () => new AbortController());
    const answers = await Promise.all(controllers.map((controller) => startExport(controller.signal)));
    const running = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status !== 200);
    expect(running).toHaveLength(2);
    expect(refused.map((r) => r.status)).toEqual(Array(10).fill(429));
    for (const answer of refused) {
      expect(answer.headers.get('retry-after')).toBe('10');
      expect(((await answer.json()) as { result: string }).result).toBe(
        '2 catalogue exports are running, as many as the shop makes at once: try again in 10 seconds.',
      );
    }

    // Both exports are open (their clients have read nothing yet). The shop answers a product …
    const product = await api.get<ProductDto>(`/api/catalog/product?sku=${sku}`);
    expect(product.status).toBe(200);
    expect(product.body.result.sku).toBe(sku);
    // … and on PostgreSQL the two exports hold one connection each, and nothing waits for one. (A background worker's
    // round may hold a third for a moment: the count settles at the exports' two, and stays above it if they held more.)
    if (api.handle.pool) {
      await expect.poll(() => connectionsInUse(), { timeout: 5_000 }).toBe(2);
      expect(api.handle.pool().waiting).toBe(0);
    }
    // A third is still refused.
    expect((await startExport()).status).toBe(429);

    // One read to its end is the whole catalogue, a row per product …
    const text = await running[0]!.text();
    expect(text.endsWith('\n')).toBe(true);
    const firstCells = new Set(text.split('\n').map((line) => line.slice(0, line.indexOf(','))));
    const skus = await api.handle.db.selectFrom('products').select('sku').execute();
    expect(skus.filter(({ sku }) => !firstCells.has(sku))).toEqual([]);
    // … and the other one abandoned by its client: both places and connections come back.
    controllers[answers.indexOf(running[1]!)]!.abort();
    const admitted: AbortController[] = [];
    await eventually(async () => {
      const controller = new AbortController();
      const answer = await startExport(controller.signal);
      if (answer.status === 200) admitted.push(controller);
      else await answer.json();
      return admitted.length === 2;
    }, 'two exports run at once again');
    for (const controller of admitted) controller.abort();
    if (api.handle.pool)
      await eventually(() => connectionsInUse() === 0, 'the connections are back in the pool');
  }, 90_000);
});
