// The shop under a realistic mix (issue "Fast at the edge"): guests browse the home page, category pages and product
// pages, search, add to cart and place orders, all at once, for a while; per kind of request its throughput, p50/p95
// latency and errors, and the server's resident memory (all its processes) sampled over the run, so that a leak
// would show. Each database is created and seeded afresh; the shop serves pages and API (`HEMMA_SERVE=all`).
//   npx tsx bench/load-mix.ts [--db sqlite,postgres] [--workers 1,2] [--connections 100] [--duration 60]
import { execFileSync } from 'node:child_process';
import { Agent, request } from 'node:http';
import { percentile, rssMb } from './support/api.ts';
import { json, post, startShop } from './support/shop.ts';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};
const databases = arg('db', 'sqlite,postgres').split(',');
const workerCounts = arg('workers', '1,2').split(',').map(Number);
const connections = Number(arg('connections', '100'));
const durationS = Number(arg('duration', '60'));

type Kind = 'home' | 'category' | 'product' | 'search' | 'add to cart' | 'place order';
/** How often each kind is asked, out of 100. */
const MIX: [Kind, number][] = [
  ['home', 15],
  ['category', 25],
  ['product', 25],
  ['search', 15],
  ['add to cart', 12],
  ['place order', 8],
];
const WORDS = [
  'soffa',
  'bord',
  'lampa',
  'matta',
  'stol',
  'hylla',
  'kudde',
  'säng',
  'ek',
  'grå',
  'vit',
  'sammet',
];

/** RSS of a process and its children (cluster workers), in MB. */
function treeRssMb(pid: number): number {
  let total = rssMb(pid);
  try {
    for (const child of execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).split('\n'))
      if (child.trim()) total += treeRssMb(Number(child));
  } catch {
    // no children
  }
  return total;
}

interface Target {
  categories: string[];
  products: { path: string; sku: string }[];
}

async function targets(baseUrl: string): Promise<Target> {
  const tree = await json<{ slug: string; children_data: { slug: string }[] }[]>(
    fetch(`${baseUrl}/api/catalog/category-tree`),
  );
  const items = (
    await json<{ items: { sku: string; slug: string; type_id: string }[] }>(
      fetch(`${baseUrl}/api/catalog/products?size=200`),
    )
  ).items;
  return {
    categories: tree.flatMap((c) => [c.slug, ...c.children_data.map((child) => child.slug)]),
    products: items
      .filter((p) => p.type_id === 'simple')
      .map((p) => ({ path: `/p/${encodeURIComponent(p.sku)}/${p.slug}`, sku: p.sku })),
  };
}

const ADDRESS = {
  firstname: 'Last',
  lastname: 'Blandning',
  street: ['Storgatan 1'],
  city: 'Uppsala',
  postcode: '753 20',
  country_id: 'SE',
};

async function run(baseUrl: string, pid: number, target: Target) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(baseUrl);
  const call = (method: string, path: string, body?: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path,
          method,
          agent,
          headers: body
            ? { 'content-type': 'application/json', 'accept-encoding': 'br' }
            : { 'accept-encoding': 'br' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const latencies = new Map<Kind, number[]>(MIX.map(([kind]) => [kind, []]));
  const errors = new Map<Kind, number>(MIX.map(([kind]) => [kind, 0]));
  const rss: number[] = [];
  const sampler = setInterval(() => rss.push(treeRssMb(pid)), 2_000);
  const until = Date.now() + durationS * 1000;
  let n = 0;
  const pick = (): Kind => {
    let roll = Math.random() * 100;
    for (const [kind, weight] of MIX) if ((roll -= weight) < 0) return kind;
    return 'home';
  };
  const client = async () => {
    const cart = await json<string>(post(`${baseUrl}/api/cart/create`, {}));
    while (Date.now() < until) {
      const kind = pick();
      const product = target.products[n++ % target.products.length]!;
      const started = performance.now();
      let status: number;
      try {
        if (kind === 'home') status = await call('GET', '/');
        else if (kind === 'category')
          status = await call('GET', `/c/${target.categories[n % target.categories.length]}`);
        else if (kind === 'product') status = await call('GET', product.path);
        else if (kind === 'search')
          status = await call(
            'GET',
            `/api/catalog/products?q=${encodeURIComponent(`${WORDS[n % WORDS.length]} ${WORDS[(n * 7) % WORDS.length]}`)}&aggregations=1`,
          );
        else if (kind === 'add to cart')
          status = await call(
            'POST',
            `/api/cart/update?cartId=${cart}`,
            JSON.stringify({ cartItem: { sku: product.sku, qty: 1 } }),
          );
        else
          status = await call(
            'POST',
            '/api/order',
            JSON.stringify({
              order_id: `mix-${process.pid}-${n}-${Math.random().toString(36).slice(2)}`,
              products: [{ sku: product.sku, qty: 1 }],
              personal_details: { firstname: 'Last', lastname: 'Blandning', email: 'mix@example.se' },
              addressInformation: {
                shippingAddress: ADDRESS,
                billingAddress: ADDRESS,
                shipping_carrier_code: 'courier',
                shipping_method_code: 'flatrate',
                payment_method_code: 'invoice',
              },
            }),
          );
      } catch {
        status = 0;
      }
      latencies.get(kind)!.push(performance.now() - started);
      if (status < 200 || status >= 400) errors.set(kind, errors.get(kind)! + 1);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  clearInterval(sampler);
  agent.destroy();
  return MIX.map(([kind]) => {
    const sorted = latencies.get(kind)!.sort((a, b) => a - b);
    return {
      kind,
      'req/s': Math.round(sorted.length / durationS),
      p50: Math.round(percentile(sorted, 50)),
      p95: Math.round(percentile(sorted, 95)),
      errors: errors.get(kind)!,
    };
  }).concat([
    {
      kind: 'RSS MB (min / max / last)' as Kind,
      'req/s': Math.min(...rss),
      p50: Math.max(...rss),
      p95: rss.at(-1) ?? NaN,
      errors: 0,
    },
  ]);
}

let port = 3700;
for (const db of databases)
  for (const workers of workerCounts) {
    const shop = await startShop('load-mix', db, port++, { HEMMA_WORKERS: String(workers) }, 'all');
    try {
      const target = await targets(shop.baseUrl);
      // Plenty of stock for every product the orders take.
      const { default: pg } = await import('pg');
      if (shop.databaseUrl) {
        const client = new pg.Client({ connectionString: shop.databaseUrl });
        await client.connect();
        await client.query('update stock_items set qty = 100000000, is_in_stock = 1, backorders = 0');
        await client.end();
      } else {
        const { default: Sqlite } = await import('libsql');
        const { join } = await import('node:path');
        const sqlite = new Sqlite(join(shop.dataDir, 'hemma.sqlite'));
        sqlite.exec('PRAGMA busy_timeout = 5000');
        sqlite.exec('update stock_items set qty = 100000000, is_in_stock = 1, backorders = 0');
        sqlite.close();
      }
      console.log(`\n${db}, ${workers} worker(s), ${connections} connections, ${durationS} s`);
      console.table(await run(shop.baseUrl, shop.pid, target));
    } finally {
      await shop.stop();
    }
  }
