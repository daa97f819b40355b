// The shop under a realistic mix (issue "Fast at the edge"): guests browse the home page, category pages and product
// pages, search, add to cart and place orders, all at once, for a while; per kind of request its throughput, p50/p95
// latency and errors, and the server's resident memory (all its processes) sampled over the run, so that a leak
// would show. Each database is created and seeded afresh; the shop serves pages and API (`HEMMA_SERVE=all`).
//   npx tsx bench/load-mix.ts [--db sqlite,postgres] [--workers 1,2] [--connections 100] [--duration 60]
import { execFileSync } from 'node:child_process';
import { rssMb } from './support/api.ts';
import { runMix, targets, type MixRow } from './support/load-mix.ts';
import { startShop } from './support/shop.ts';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};
const databases = arg('db', 'sqlite,postgres').split(',');
const workerCounts = arg('workers', '1,2').split(',').map(Number);
const connections = Number(arg('connections', '100'));
const durationS = Number(arg('duration', '60'));

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

async function run(baseUrl: string, pid: number, target: Awaited<ReturnType<typeof targets>>) {
  const rss: number[] = [];
  const { rows } = await runMix({
    baseUrl,
    target,
    connections,
    durationS,
    sample: () => rss.push(treeRssMb(pid)),
  });
  return rows.concat([
    {
      kind: 'RSS MB (min / max / last)',
      'req/s': Math.min(...rss),
      p50: Math.max(...rss),
      p95: rss.at(-1) ?? NaN,
      errors: 0,
    } satisfies MixRow,
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
