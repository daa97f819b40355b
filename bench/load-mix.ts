// The shop under a realistic mix (issue "Fast at the edge"): guests browse the home page, category pages and product
// pages, search, add to cart and place orders, all at once, for a while; per kind of request its throughput, p50/p95
// latency and errors, the first visit of each page on its own (the page cache has not got it yet: a render), and the
// server's resident memory (all its processes) sampled over the run, so that a leak would show. Each database is
// created and seeded afresh; the shop serves pages and API (`HEMMA_SERVE=all`).
//   npx tsx bench/load-mix.ts [--db sqlite,postgres] [--workers 1,2] [--connections 100] [--duration 60]
//     [--port 3700] [--name load-mix] (the shop's first port, and its data: data/bench-NAME, hemma_bench_NAME)
//     [--pool-profile] (the server logs where its PostgreSQL statements spent their time, HEMMA_DB_POOL_PROFILE)
//     [--cart-lines N] (a guest starts a new cart after N adds; by default one cart for the whole run, which then
//     holds dozens of lines — since decision 0063 every add to cart prices all of them)
//     [--rate R] (the guests together start at most R requests a second: each waits out the rest of its share of a
//     second after an answer, so the load offered stays the same whichever kinds get faster; by default none waits)
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
const name = arg('name', 'load-mix');
const poolProfile = argv.includes('--pool-profile');
const cartLines = Number(arg('cart-lines', '0')) || undefined;
const rate = Number(arg('rate', '0')) || undefined;

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

async function run(
  baseUrl: string,
  pid: number,
  target: Awaited<ReturnType<typeof targets>>,
  databaseUrl: string,
) {
  const rss: number[] = [];
  const activity = databaseUrl ? await sampleActivity(databaseUrl) : undefined;
  // The pool profile counts the run only, not the setup's (HEMMA_DB_POOL_PROFILE's SIGUSR2).
  if (poolProfile && databaseUrl) process.kill(pid, 'SIGUSR2');
  const { rows } = await runMix({
    baseUrl,
    target,
    connections,
    durationS,
    cartLines,
    rate,
    sample: () => (rss.push(treeRssMb(pid)), activity?.sample()),
  });
  if (activity) console.log(await activity.report());
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

/**
 * PostgreSQL's own view of the run: every 500 ms, what the shop's backends are doing (pg_stat_activity's state and
 * wait event: ClientRead is PostgreSQL waiting for Node, Lock a row or table lock, IO/LWLock its own work).
 */
async function sampleActivity(databaseUrl: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const counts = new Map<string, number>();
  let samples = 0;
  let pending: Promise<unknown> = Promise.resolve();
  return {
    sample() {
      pending = pending.then(async () => {
        const { rows } = await client.query<{ what: string; n: number }>(
          `select coalesce(state, '?') || ' ' || coalesce(wait_event_type || ':' || wait_event, 'on CPU') as what,
                  count(*)::int as n
             from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
            group by 1`,
        );
        samples += 1;
        for (const row of rows) counts.set(row.what, (counts.get(row.what) ?? 0) + row.n);
      });
    },
    async report() {
      await pending;
      await client.end();
      const lines = [...counts].sort((a, b) => b[1] - a[1]);
      return (
        `PostgreSQL backends, mean over ${samples} samples:\n` +
        lines.map(([what, n]) => `  ${(n / Math.max(1, samples)).toFixed(2)}\t${what}`).join('\n')
      );
    },
  };
}

let port = Number(arg('port', '3700'));
for (const db of databases)
  for (const workers of workerCounts) {
    const shop = await startShop(
      name,
      db,
      port++,
      {
        HEMMA_WORKERS: String(workers),
        ...(poolProfile ? { HEMMA_DB_POOL_PROFILE: '1' } : {}),
      },
      'all',
    );
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
      console.log(
        `\n${db}, ${workers} worker(s), ${connections} connections, ${durationS} s${rate ? `, at most ${rate} req/s` : ''}`,
      );
      console.table(await run(shop.baseUrl, shop.pid, target, shop.databaseUrl));
    } finally {
      await shop.stop();
    }
  }
