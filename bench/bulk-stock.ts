// Bulk stock update (decision 0051): 10 000 stock rows in one PATCH /api/admin/stock, sent with an API key, on a shop
// of 10 000 products (seeded by the demo shop's --products 10000) on SQLite and on PostgreSQL. Target: ≤ 5 s a call.
//   npm run bench:bulk-stock -- [--db sqlite,postgres] [--rows 10000] [--rounds 3] [--port 3570] [--prices]
// --prices also times PATCH /api/admin/prices with the same rows (a new price each), which goes row by row through
// the price history (key scopes stock:write and catalogue:write).
// Each round sets every row to a new quantity (so all 10 000 change) and times the whole call as the client sees it:
// the upload, the check of every row, the writes in one transaction and the audit entry.
import { join } from 'node:path';
import { DEMO_OWNER } from '@hemma/demo-shop';
import pg from 'pg';
import { startShop } from './support/shop.ts';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};
const databases = arg('db', 'sqlite,postgres').split(',');
const rows = Number(arg('rows', '10000'));
const rounds = Number(arg('rounds', '3'));
const port = Number(arg('port', '3570'));
const prices = argv.includes('--prices');

/** The shop's skus, simple products first (stock is kept per simple product and variant). */
async function skusOf(shop: { databaseUrl: string; dataDir: string }): Promise<string[]> {
  const statement = `select sku from products order by case when type_id = 'simple' then 0 else 1 end, id limit ${rows}`;
  if (shop.databaseUrl) {
    const client = new pg.Client({ connectionString: shop.databaseUrl });
    await client.connect();
    const found = await client.query<{ sku: string }>(statement);
    await client.end();
    return found.rows.map((row) => row.sku);
  }
  const { default: Sqlite } = await import('libsql');
  const db = new Sqlite(join(shop.dataDir, 'hemma.sqlite'));
  const found = db.prepare(statement).all() as { sku: string }[];
  db.close();
  return found.map((row) => row.sku);
}

/** Logs the demo owner in and makes an API key with stock:write and catalogue:write. */
async function makeKey(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_OWNER.email, password: DEMO_OWNER.password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { result } = (await login.json()) as { result: { csrf_token: string } };
  const made = await fetch(`${baseUrl}/api/admin/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': result.csrf_token },
    body: JSON.stringify({ name: 'bench', scopes: ['stock:write', 'catalogue:write'] }),
  });
  return ((await made.json()) as { result: { key: string } }).result.key;
}

for (const db of databases) {
  const started = Date.now();
  const shop = await startShop('bulk-stock', db, port, {}, 'api', ['--products', '10000']);
  try {
    console.log(`${db}: shop seeded and API up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const skus = await skusOf(shop);
    const key = await makeKey(shop.baseUrl);
    const calls = [
      {
        path: 'stock',
        row: (sku: string, i: number, round: number) => ({ sku, qty: 100 + ((i + round) % 50) + round * 50 }),
      },
      ...(prices
        ? [
            {
              path: 'prices',
              row: (sku: string, i: number, round: number) => ({ sku, price: 100 + (i % 500) + round }),
            },
          ]
        : []),
    ];
    for (let round = 1; round <= rounds; round += 1)
      for (const call of calls) {
        const items = skus.map((sku, i) => call.row(sku, i, round));
        const t0 = performance.now();
        const answer = await fetch(`${shop.baseUrl}/api/admin/${call.path}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
          body: JSON.stringify({ items }),
        });
        const ms = performance.now() - t0;
        const body = (await answer.json()) as { code: number; result: unknown };
        const summary =
          answer.status === 200
            ? `changed ${(body.result as { changed: number }).changed}`
            : JSON.stringify(body).slice(0, 200);
        console.log(
          `${db}: ${call.path}, round ${round}: ${items.length} rows → ${answer.status} in ${(ms / 1000).toFixed(2)} s (${summary})`,
        );
      }
  } finally {
    await shop.stop();
  }
}
