// Scale-out proof (issue "Scale-out proven", decision 0032): PostgreSQL-backed nodes started as the Dockerfile starts
// one (`node scripts/start.mjs`), each with a data folder of its own as if on separate machines, sharing one database,
// one Redis and the media folder, with nginx from Debian's packages in front. It measures
//   1. the load mix through nginx with one node, then with all of them: throughput ratio and errors;
//   2. a price changed on one node: the time until every node's product page shows it (p95 over the changes);
//   3. the login limit reached through one node: every other node refuses too;
//   4. kill -9 of one node in the middle of order load: every acknowledged order is in the database, the others
//      kept serving.
//   npm run bench:scale-out -- [--nodes 2] [--connections 50] [--duration 20] [--rounds 2] [--changes 100]
//                              [--only throughput,price,login,kill]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatSek } from '@hemma/commerce';
import pg from 'pg';
import { percentile } from './support/api.ts';
import { runMix, targets, type MixResult } from './support/load-mix.ts';
import {
  ensureNginx,
  freePort,
  measureCpu,
  sleep,
  startNginx,
  startNode,
  startRedis,
  type Node,
} from './support/scale-out-parts.ts';
import { repositoryRoot } from './support/server.ts';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};
const nodeCount = Math.max(2, Number(arg('nodes', '2')));
const connections = Number(arg('connections', '50'));
const durationS = Number(arg('duration', '20'));
const changes = Number(arg('changes', '100'));
const rounds = Number(arg('rounds', '2'));
/** Parts to run (comma-separated): throughput, price, login, kill; all by default. */
const parts = arg('only', 'throughput,price,login,kill').split(',');
const PG_ADMIN = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.SCALE_OUT_DATABASE ?? 'hemma_redis_bench';
const databaseUrl = PG_ADMIN.replace(/\/[^/]*$/, `/${DATABASE}`);
const DEMO_OWNER = { email: 'agare@hemma.example', password: 'Hemma-Admin-2026!' };

const work = mkdtempSync(join(tmpdir(), 'hemma-scale-out-'));
const stops: (() => unknown)[] = [];
const figures: Record<string, unknown> = {
  date: new Date().toISOString(),
  cpus: availableParallelism(),
  nodes: nodeCount,
  connections,
  durationS,
  rounds,
};

function run(args: string[], env: NodeJS.ProcessEnv): void {
  execFileSync(process.execPath, ['--import', 'tsx', ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function prepareDatabase(mediaDir: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  console.log(`▸ Seeding the demo shop into PostgreSQL ${DATABASE}`);
  run(['tools/demo-shop/src/seed-cli.ts'], {
    DATABASE_URL: databaseUrl,
    HEMMA_DATA_DIR: join(work, 'seed'),
    HEMMA_MEDIA_DIR: mediaDir,
  });
  // Plenty of stock for every order the load places.
  await sql('update stock_items set qty = 100000000, is_in_stock = 1, backorders = 0');
}

function show(title: string, result: MixResult): void {
  const failed = Object.entries(result.failures).map(([what, n]) => `${n}× ${what}`);
  console.log(
    `\n${title}: ${result.total['req/s']} req/s, ${result.total.errors} errors${failed.length ? ` (${failed.join(', ')})` : ''}`,
  );
  console.table(result.rows);
}

/**
 * 1. The mix through nginx over the first node alone, then over all, `rounds` times in turn (the machine is shared:
 * alternating spreads what else runs over both).
 */
async function throughput(nginx: string, nodes: Node[]) {
  const runs: Record<'oneNode' | 'allNodes', MixResult[]> = { oneNode: [], allNodes: [] };
  const cpu: Record<'oneNode' | 'allNodes', { machineBusy: number; nodeCores: number }[]> = {
    oneNode: [],
    allNodes: [],
  };
  for (let round = 1; round <= rounds; round++)
    for (const count of [1, nodes.length]) {
      const upstream = nodes.slice(0, count).map((n) => n.port);
      const front = await startNginx(
        nginx,
        join(work, `nginx-${round}-${count}`),
        await freePort(),
        upstream,
      );
      try {
        const target = await targets(front.base);
        await runMix({ baseUrl: front.base, target, connections, durationS: 5 }); // warm-up
        const { result, machineBusy, nodeCores, cores } = await measureCpu(
          nodes.slice(0, count).map((n) => n.child.pid!),
          () => runMix({ baseUrl: front.base, target, connections, durationS }),
        );
        runs[count === 1 ? 'oneNode' : 'allNodes'].push(result);
        cpu[count === 1 ? 'oneNode' : 'allNodes'].push({ machineBusy, nodeCores });
        show(
          `Round ${round}: ${count} node(s) through nginx, ${connections} connections, ${durationS} s`,
          result,
        );
        console.log(
          `CPU: the machine's ${cores} cores ${Math.round(machineBusy * 100)} % busy; the node(s) used ${nodeCores} cores`,
        );
      } finally {
        await front.stop();
      }
    }
  const summary = (list: MixResult[]) => ({
    'req/s': Math.round(list.reduce((sum, r) => sum + r.total['req/s'], 0) / list.length),
    errors: list.reduce((sum, r) => sum + r.total.errors, 0),
    perRound: list.map((r) => r.total['req/s']),
    failures: list.map((r) => r.failures),
  });
  const one = summary(runs.oneNode);
  const all = summary(runs.allNodes);
  figures.throughput = {
    oneNode: one,
    allNodes: all,
    ratio: Math.round((all['req/s'] / one['req/s']) * 100) / 100,
    cpu,
    rows: { oneNode: runs.oneNode.map((r) => r.rows), allNodes: runs.allNodes.map((r) => r.rows) },
  };
  console.log(
    `\nThroughput ${nodes.length} nodes / 1 node: ${all['req/s']} / ${one['req/s']} req/s = ${(figures.throughput as { ratio: number }).ratio}×`,
  );
}

async function adminSession(node: Node): Promise<{ cookie: string; csrf: string }> {
  const response = await fetch(`${node.base}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_OWNER),
  });
  if (!response.ok) throw new Error(`admin login: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { result } = (await response.json()) as { result: { csrf_token: string } };
  return { cookie, csrf: result.csrf_token };
}

/** 2. Prices changed through one node's back office; each change timed until every node's page shows it. */
async function priceVisibility(nodes: Node[]) {
  const [product] = await sql<{ id: number; sku: string; slug: string }>(
    "select id, sku, slug from products where type_id = 'simple' and status = 1 and visibility in (2, 4) order by id limit 1",
  );
  if (!product) throw new Error('no product to change');
  const path = `/p/${encodeURIComponent(product.sku)}/${product.slug}`;
  const session = await adminSession(nodes[0]!);
  const times: number[] = [];
  const writes: number[] = [];
  const perNode: number[][] = nodes.map(() => []);
  for (let i = 1; i <= changes; i++) {
    const price = 7300 + i;
    const shown = formatSek(price, 'sv-SE');
    const started = performance.now();
    const answer = await fetch(`${nodes[0]!.base}/api/admin/products/${product.id}/price`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.csrf },
      body: JSON.stringify({ price }),
    });
    if (!answer.ok) throw new Error(`price change: ${answer.status} ${await answer.text()}`);
    writes.push(performance.now() - started);
    const seen = await Promise.all(
      nodes.map(async (node) => {
        for (;;) {
          const html = await (await fetch(`${node.base}${path}`)).text();
          if (html.includes(shown)) return performance.now() - started;
          if (performance.now() - started > 10_000) return Infinity;
          await sleep(10);
        }
      }),
    );
    times.push(Math.max(...seen));
    seen.forEach((t, n) => perNode[n]!.push(t));
  }
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  const visible = {
    changes,
    p50Ms: Math.round(percentile(times, 50)),
    p95Ms: Math.round(percentile(times, 95)),
    maxMs: Math.round(times.at(-1)!),
    over1s: times.filter((t) => t > 1000).length,
    writeP50Ms: Math.round(percentile(sorted(writes), 50)),
    ...Object.fromEntries(
      nodes.map((node, n) => [`${node.name}P95Ms`, Math.round(percentile(sorted(perNode[n]!), 95))]),
    ),
  };
  figures.priceVisibleOnEveryNode = visible;
  console.log('\nA price changed on node 1, visible on every node (ms):');
  console.table([visible]);
}

/** 3. Failed logins through node 1 until its limit holds for the window; then every other node. */
async function sharedLoginLimit(nodes: Node[]) {
  const email = `gissning-${randomBytes(4).toString('hex')}@example.se`;
  const login = (node: Node) =>
    fetch(`${node.base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: 'Fel-Lösen-1' }),
    });
  let failures = 0;
  for (let i = 0; i < 40; i++) {
    const answer = await login(nodes[0]!);
    await answer.arrayBuffer();
    if (answer.status === 401) failures += 1;
    else if (answer.status === 429) {
      const wait = Number(answer.headers.get('retry-after'));
      // Locked for the window, not just the growing delay between failures.
      if (wait > 60) break;
      await sleep(wait * 1000);
    } else throw new Error(`login answered ${answer.status}`);
  }
  const others = await Promise.all(
    nodes.slice(1).map(async (node) => {
      const answer = await login(node);
      return {
        node: node.name,
        status: answer.status,
        retryAfterS: Number(answer.headers.get('retry-after')),
      };
    }),
  );
  const shared = {
    failuresOnNode1: failures,
    otherNodes: others,
    refusedEverywhere: others.every((o) => o.status === 429),
  };
  figures.loginLimit = shared;
  console.log('\nLogin limit reached through node 1:');
  console.table([{ failuresOnNode1: failures }, ...others]);
}

/** 4. Order-heavy load through nginx; the last node is killed with SIGKILL half-way. */
async function killOneNode(nginx: string, nodes: Node[]) {
  const front = await startNginx(
    nginx,
    join(work, 'nginx-kill'),
    await freePort(),
    nodes.map((n) => n.port),
  );
  const victim = nodes.at(-1)!;
  try {
    const target = await targets(front.base);
    const started = Date.now();
    let killedAt = 0;
    const killer = sleep((durationS * 1000) / 2).then(() => {
      killedAt = Date.now();
      victim.kill();
      console.log(`\n▸ kill -9 ${victim.name} (process group ${victim.child.pid})`);
    });
    const result = await runMix({
      baseUrl: front.base,
      target,
      connections,
      durationS,
      mix: [
        ['place order', 60],
        ['product', 20],
        ['category', 20],
      ],
    });
    await killer;
    show('Order load, one node killed half-way', result);
    const ids = result.acknowledged.map((a) => a.orderId);
    const found = await sql<{ n: string }>(
      'select count(*) as n from orders where client_order_id = any($1)',
      [ids],
    );
    const afterKill = result.acknowledged.filter((a) => a.at > killedAt).length;
    const survivors = await Promise.all(
      nodes.slice(0, -1).map(async (node) => (await fetch(`${node.base}/readyz`)).status),
    );
    const kill = {
      killedAfterS: Math.round((killedAt - started) / 100) / 10,
      acknowledgedOrders: ids.length,
      inDatabase: Number(found[0]!.n),
      lost: ids.length - Number(found[0]!.n),
      ordersAcknowledgedAfterKill: afterKill,
      errors: result.total.errors,
      failures: result.failures,
      survivorsReadyz: survivors,
      timeline: result.timeline,
    };
    figures.killOneNode = kill;
    console.table([{ ...kill, timeline: undefined, failures: undefined }]);
  } finally {
    await front.stop();
  }
}

async function main(): Promise<void> {
  const nginx = ensureNginx();
  const mediaDir = join(work, 'media');
  mkdirSync(mediaDir, { recursive: true });
  const ownRedis = await startRedis(await freePort());
  if (ownRedis) stops.push(ownRedis.stop);
  const redisUrl = ownRedis?.url ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/5';
  const prefix = `hemma-scale-out-${randomBytes(3).toString('hex')}:`;
  figures.redis = ownRedis ? 'redis-server started by the benchmark' : redisUrl;
  await prepareDatabase(mediaDir);
  const shared = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    HEMMA_REDIS_PREFIX: prefix,
    HEMMA_MEDIA_DIR: mediaDir,
    HEMMA_AUTH_SECRET: randomBytes(36).toString('base64'),
    HEMMA_TRUST_PROXY: '127.0.0.1',
    HEMMA_REQUEST_LOG: '0',
    LOG_LEVEL: 'warn',
  };
  const nodes: Node[] = [];
  for (let i = 1; i <= nodeCount; i++) {
    const node = await startNode(`node-${i}`, await freePort(), shared, work);
    nodes.push(node);
    stops.push(node.stop);
    console.log(`▸ ${node.name} ready at ${node.base}`);
  }
  if (parts.includes('throughput')) await throughput(nginx, nodes);
  if (parts.includes('price')) await priceVisibility(nodes);
  if (parts.includes('login')) await sharedLoginLimit(nodes);
  if (parts.includes('kill')) await killOneNode(nginx, nodes);
  figures.loadAverage = loadavg().map((l) => Math.round(l * 100) / 100);
  const results = join(repositoryRoot, 'bench', 'results');
  mkdirSync(results, { recursive: true });
  const file = join(results, 'scale-out.json');
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`\nFigures written to ${file}`);
}

try {
  await main();
} finally {
  for (const stop of stops.reverse()) await stop();
  rmSync(work, { recursive: true, force: true });
}
