// The catalogue import at scale (decision 0025): N products (every 2nd configurable with 3 colour variants) from
// CSV into a freshly seeded demo shop through `npm run catalogue:import`, timed as the command runs; then the same
// file again (idempotent: nothing changes), and the first storefront search that finds an imported product (the
// index rebuild the import leaves to the next search).
//   npx tsx bench/catalogue-import.ts [--products 10000] [--every 2] [--variants 3] [--postgres postgres://…/db]
// --postgres runs it on a new database on that server (created, then dropped).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '@hemma/api/seeding';
import { seedDemoShop } from '@hemma/demo-shop';
import pg from 'pg';
import { startApiProcess } from './support/api.ts';
import { catalogueCsv } from './support/catalogue-csv.ts';
import { repositoryRoot } from './support/server.ts';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};
const products = Number(arg('products', '10000'));
const every = Number(arg('every', '2'));
const variants = Number(arg('variants', '3'));
const postgres = arg('postgres', '');
const batchSize = arg('batch-size', '');

const dir = mkdtempSync(join(tmpdir(), 'hemma-import-bench-'));
let databaseUrl = '';
let dropDatabase = async () => {};
if (postgres) {
  const name = `hemma_import_bench_${process.pid}`;
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
const env = { ...process.env, HEMMA_DATA_DIR: dir, DATABASE_URL: databaseUrl };

function run(script: string, args: string[]): { seconds: number; output: string; status: number | null } {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repositoryRoot,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  return { seconds, output: `${result.stdout}${result.stderr}`, status: result.status };
}

try {
  // The demo shop's taxonomy and 451 products, without rendering its pictures (the import names none).
  const handle = openDatabase({
    databaseUrl: databaseUrl || undefined,
    sqlitePath: join(dir, 'hemma.sqlite'),
  });
  await migrateToLatest(handle);
  await seedDemoShop(handle, { imagesDir: join(dir, 'images'), renderImages: false });
  await handle.close();
  const file = join(dir, 'catalogue.csv');
  const { csv, rows, skus } = catalogueCsv({ products, configurableEvery: every, variants });
  writeFileSync(file, csv);
  const where = postgres ? 'PostgreSQL' : 'SQLite';
  console.log(
    `Import of ${products} products (${rows} CSV rows, ${rows - products} variants, ${(csv.length / 1e6).toFixed(1)} MB) on ${where}, ${
      (await import('node:os')).cpus().length
    } cores`,
  );
  const first = run('apps/api/src/cli/catalogue-import.ts', [
    file,
    ...(batchSize ? ['--batch-size', batchSize] : []),
  ]);
  const summary = (output: string) =>
    output.split('\n').find((l) => /unchanged;/.test(l)) ?? output.slice(-2000);
  console.log(`  first import:  ${first.seconds.toFixed(1)} s (the whole command)  ${summary(first.output)}`);
  if (first.status !== 0) throw new Error(first.output.slice(-3000));
  const again = run('apps/api/src/cli/catalogue-import.ts', [
    file,
    ...(batchSize ? ['--batch-size', batchSize] : []),
  ]);
  console.log(`  same file again: ${again.seconds.toFixed(1)} s  ${summary(again.output)}`);

  const api = await startApiProcess({
    port: 3290 + (process.pid % 50),
    env: { HEMMA_DATA_DIR: dir, DATABASE_URL: databaseUrl },
  });
  try {
    const target = skus[skus.length - 1]!;
    const started = performance.now();
    const answer = (await (
      await fetch(`${api.baseUrl}/api/catalog/products?q=${encodeURIComponent('bench ' + products)}`)
    ).json()) as {
      result: { items: { sku: string }[]; total: number };
    };
    const found = answer.result.items.some((p) => p.sku === target);
    console.log(
      `  first search after it (builds the index of ${products + 451} products): ${((performance.now() - started) / 1000).toFixed(2)} s, ` +
        `${found ? 'finds' : 'does NOT find'} ${target}`,
    );
  } finally {
    await api.stop();
  }
} finally {
  await dropDatabase();
  rmSync(dir, { recursive: true, force: true });
}
