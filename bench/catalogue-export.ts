// The catalogue export under load (decision 0025, issue 29 defect 7): one export alone, then `--parallel` at once,
// while a shop request (the product API a product page calls) is timed back to back; and the server's RSS.
//   npx tsx bench/catalogue-export.ts [--parallel 12] [--products 0] [--postgres postgres://…/db] [--cwd /checkout]
// A seeded demo shop (451 products), plus --products imported ones (every 2nd configurable with 3 variants).
// --postgres runs it on a new database on that server (created, then dropped); --cwd runs another checkout's server
// (e.g. the commit before the change) on the same data, to compare.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '@hemma/api/seeding';
import { DEMO_OWNER, seedDemoShop } from '@hemma/demo-shop';
import pg from 'pg';
import { percentile, rssMb, startApiProcess } from './support/api.ts';
import { catalogueCsv } from './support/catalogue-csv.ts';
import { repositoryRoot } from './support/server.ts';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};
const parallel = Number(arg('parallel', '12'));
const products = Number(arg('products', '0'));
const postgres = arg('postgres', '');
const cwd = arg('cwd', repositoryRoot);

const dir = mkdtempSync(join(tmpdir(), 'hemma-export-bench-'));
let databaseUrl = '';
let dropDatabase = async () => {};
if (postgres) {
  const name = `hemma_export_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgres });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgres);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: postgres });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted.length === 0
    ? 'none'
    : `p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms (${sorted.length})`;
};

try {
  const handle = openDatabase({
    databaseUrl: databaseUrl || undefined,
    sqlitePath: join(dir, 'hemma.sqlite'),
  });
  await migrateToLatest(handle);
  await seedDemoShop(handle, { imagesDir: join(dir, 'images'), renderImages: false });
  const sku = (
    await handle.db
      .selectFrom('products')
      .select('sku')
      .where('type_id', '=', 'simple')
      .where('visibility', '=', 4)
      .where('status', '=', 1)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow()
  ).sku;
  const { n: rows } = await handle.db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  await handle.close();
  if (products > 0) {
    const file = join(dir, 'catalogue.csv');
    writeFileSync(file, catalogueCsv({ products }).csv);
    const imported = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/cli/catalogue-import.ts', file],
      {
        cwd: repositoryRoot,
        env: { ...process.env, HEMMA_DATA_DIR: dir, DATABASE_URL: databaseUrl },
        encoding: 'utf8',
      },
    );
    if (imported.status !== 0) throw new Error(`${imported.stdout}${imported.stderr}`.slice(-2000));
  }

  const api = await startApiProcess({
    port: 3340 + (process.pid % 50),
    env: { HEMMA_DATA_DIR: dir, DATABASE_URL: databaseUrl },
    cwd,
  });
  try {
    const login = await fetch(`${api.baseUrl}/api/admin/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_OWNER.email, password: DEMO_OWNER.password }),
    });
    if (!login.ok) throw new Error(`admin login: ${login.status} ${await login.text()}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const exportOnce = async () => {
      const started = performance.now();
      const response = await fetch(`${api.baseUrl}/api/admin/exports/catalogue.csv`, { headers: { cookie } });
      const body = await response.arrayBuffer();
      return {
        status: response.status,
        ms: performance.now() - started,
        bytes: body.byteLength,
        retryAfter: response.headers.get('retry-after'),
      };
    };
    const shopOnce = async () => {
      const started = performance.now();
      const response = await fetch(`${api.baseUrl}/api/catalog/product?sku=${encodeURIComponent(sku)}`);
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    };

    const where = postgres ? 'PostgreSQL' : 'SQLite';
    console.log(
      `Catalogue export on ${where} (${Number(rows)} product rows${products ? ` + ${products} imported and their variants` : ''}), ${cpus().length} cores, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}, server from ${cwd}`,
    );
    const quiet: number[] = [];
    for (let i = 0; i < 30; i++) quiet.push((await shopOnce()).ms);
    console.log(`  shop request alone:        ${summary(quiet)}`);

    const alone = [];
    for (let i = 0; i < 3; i++) alone.push(await exportOnce());
    console.log(
      `  one export alone:          ${alone.map((r) => `${seconds(r.ms)} s`).join(', ')} (${(alone[0]!.bytes / 1e6).toFixed(2)} MB, ${alone.map((r) => r.status).join('/')})`,
    );

    // `parallel` exports at once, each read to its end; the shop request timed back to back until they are done.
    let done = false;
    const during: { status: number; ms: number }[] = [];
    let peakRss = rssMb(api.pid);
    const prober = (async () => {
      while (!done) {
        during.push(await shopOnce());
        peakRss = Math.max(peakRss, rssMb(api.pid));
      }
    })();
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: parallel }, () => exportOnce()));
    const wall = performance.now() - started;
    done = true;
    await prober;
    const ok = results.filter((r) => r.status === 200);
    const statuses = Object.entries(
      results.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {}),
    )
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
    console.log(
      `  ${parallel} exports at once:        ${statuses} in ${seconds(wall)} s; the 200s took ${ok.length ? `${seconds(Math.min(...ok.map((r) => r.ms)))}–${seconds(Math.max(...ok.map((r) => r.ms)))} s` : '—'}` +
        `${results.some((r) => r.retryAfter) ? `, Retry-After ${results.find((r) => r.retryAfter)!.retryAfter} s` : ''}`,
    );
    console.log(
      `  shop request meanwhile:    ${summary(during.map((r) => r.ms))}, ${during.filter((r) => r.status !== 200).length} not 200`,
    );
    console.log(`  server RSS: peak ${peakRss} MB during the exports, ${rssMb(api.pid)} MB after`);
  } finally {
    await api.stop();
  }
} finally {
  await dropDatabase();
  rmSync(dir, { recursive: true, force: true });
}
