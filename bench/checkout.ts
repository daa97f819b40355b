// Cart and order benchmarks (issue "Cart, stock, coupons, checkout and orders"): add-to-cart and place-order latency
// at 1 and 32 concurrent clients, the oversell run (200 buyers for the last 10 units) and the idempotency run (one
// order posted 100 times at once), on SQLite and on PostgreSQL. Each database is created and seeded afresh.
//   npx tsx bench/checkout.ts [--db sqlite,postgres] [--duration 10] [--workers N] [--port 3650] [--name checkout]
//     (the shop's first port, and its data: data/bench-NAME, hemma_bench_NAME, so parallel runs stay apart)
// --workers runs the API as N processes sharing the port (HEMMA_WORKERS).
import { join } from 'node:path';
import pg from 'pg';
import { measure, rssMb } from './support/api.ts';
import { orderRequest } from './support/load-mix.ts';
import { json, post, startShop } from './support/shop.ts';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};
const databases = arg('db', 'sqlite,postgres').split(',');
const duration = Number(arg('duration', '10'));
const workers = arg('workers', '1');

type Shop = Awaited<ReturnType<typeof startShop>>;

/** Runs SQL against the benchmark's database (stock levels are set directly: the API has no admin calls). */
async function sqlOn(shop: Shop, statement: string, params: unknown[]): Promise<void> {
  if (shop.databaseUrl) {
    const client = new pg.Client({ connectionString: shop.databaseUrl });
    await client.connect();
    await client.query(statement, params);
    await client.end();
    return;
  }
  const { default: Sqlite } = await import('libsql');
  const db = new Sqlite(join(shop.dataDir, 'hemma.sqlite'));
  db.exec('PRAGMA busy_timeout = 5000');
  db.prepare(statement.replace(/\$\d+/g, '?')).run(...params);
  db.close();
}

async function simpleSkus(baseUrl: string): Promise<{ sku: string; id: number }[]> {
  const list = await json<{ items: { sku: string; id: number; type_id: string }[] }>(
    fetch(`${baseUrl}/api/catalog/products?size=300`),
  );
  const skus = [];
  for (const item of list.items.filter((p) => p.type_id === 'simple')) {
    const full = await json<{ custom_options: unknown[] }>(
      fetch(`${baseUrl}/api/catalog/products/${item.sku}`),
    );
    if (full.custom_options.length === 0) skus.push({ sku: item.sku, id: item.id });
    if (skus.length === 20) break;
  }
  return skus;
}

const load = (baseUrl: string, connections: number, request: () => { path: string; body: string }) =>
  measure({
    url: baseUrl,
    connections,
    duration,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, ...request() }) }],
  });

let orderNumber = 0;
const order = (sku: string, id = `bench-${process.pid}-${Date.now()}-${orderNumber++}`) =>
  orderRequest(id, sku);

const rows: Record<string, unknown>[] = [];
let port = Number(arg('port', '3650'));
const name = arg('name', 'checkout');
for (const db of databases) {
  const shop = await startShop(name, db, port++, { HEMMA_WORKERS: workers });
  try {
    const all = await simpleSkus(shop.baseUrl);
    // The load runs use 18 products; the oversell and idempotency runs get their own, which no request still in
    // flight from a load run can touch.
    const skus = all.slice(0, 18);
    const [last, idempotent] = [all[18]!, all[19]!];
    for (const { id } of all)
      await sqlOn(
        shop,
        'update stock_items set qty = $1, is_in_stock = 1, manage_stock = 1 where product_id = $2',
        [100_000_000, id],
      );
    const carts = await Promise.all(
      Array.from({ length: 64 }, () => json<string>(post(`${shop.baseUrl}/api/cart/create`, {}))),
    );
    let n = 0;
    const addToCart = () => {
      n += 1;
      return {
        path: `/api/cart/update?cartId=${carts[n % carts.length]}`,
        body: JSON.stringify({ cartItem: { sku: skus[n % skus.length]!.sku, qty: 1 + (n % 3) } }),
      };
    };
    const placeOrder = () => {
      n += 1;
      return { path: '/api/order', body: JSON.stringify(order(skus[n % skus.length]!.sku)) };
    };
    await load(shop.baseUrl, 8, addToCart); // warm-up
    for (const connections of [1, 32]) {
      rows.push({
        db,
        scenario: 'add to cart (cart/update)',
        connections,
        ...(await load(shop.baseUrl, connections, addToCart)),
      });
      rows.push({
        db,
        scenario: 'place order (POST /api/order)',
        connections,
        ...(await load(shop.baseUrl, connections, placeOrder)),
      });
    }

    // Oversell: 200 buyers at once for the last 10 units.
    await sqlOn(shop, 'update stock_items set qty = 10, is_in_stock = 1 where product_id = $1', [last.id]);
    const buyers = await Promise.all(
      Array.from({ length: 200 }, () => post(`${shop.baseUrl}/api/order`, order(last.sku))),
    );
    const stockLeft = (await json<{ qty: number }>(fetch(`${shop.baseUrl}/api/stock/check?sku=${last.sku}`)))
      .qty;
    rows.push({
      db,
      scenario: `oversell: 200 buyers, 10 units → ${buyers.filter((r) => r.status === 200).length} orders, ${buyers.filter((r) => r.status === 409).length} × 409, stock left ${stockLeft}`,
      connections: 200,
    });

    // Idempotency: the same order 100 times at once.
    const same = order(idempotent.sku);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => post(`${shop.baseUrl}/api/order`, same)),
    );
    const numbers = new Set(
      await Promise.all(
        answers.map(
          async (a) => ((await a.json()) as { result: { increment_id: string } }).result.increment_id,
        ),
      ),
    );
    rows.push({
      db,
      scenario: `idempotency: 1 order × 100 posts → ${answers.filter((a) => a.status === 200).length} × 200, ${numbers.size} distinct order number(s)`,
      connections: 100,
    });
    rows.push({ db, scenario: 'API RSS after the runs (MB)', connections: '-', p50: rssMb(shop.pid) });
  } finally {
    await shop.stop();
  }
}
console.table(rows);
