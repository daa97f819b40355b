// A catalogue import in the running server (issue 29, defect 5): what it costs the shop while it runs. A freshly
// seeded demo shop, an API process as production starts it, a CSV of N rows (every 2nd product configurable with 3
// variants, so 2.5 rows per product) posted to POST /api/admin/imports, the job polled until it ends. Meanwhile
// /healthz (the event loop alone) and /readyz (a database query) are asked one after the other every 100 ms, and
// the server's resident memory is read from /proc; its peak is the kernel's high-water mark (VmHWM).
//   npx tsx bench/catalogue-import-server.ts [--rows 10000,100000] [--db sqlite,postgres] [--dry-run]
//     [--postgres postgres://postgres@127.0.0.1:5432/postgres] [--cli]
// --cli also runs `npm run catalogue:import -- --dry-run` on the same file and prints its peak RSS.
// Each database gets a new shop per size (PostgreSQL: a new database on that server, dropped afterwards).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '@hemma/api/seeding';
import { DEMO_OWNER, seedDemoShop } from '@hemma/demo-shop';
import pg from 'pg';
import { percentile, startApiProcess } from './support/api.ts';
import { catalogueCsv } from './support/catalogue-csv.ts';
import { repositoryRoot } from './support/server.ts';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};
const sizes = arg('rows', '10000,100000').split(',').map(Number);
const databases = arg('db', 'sqlite,postgres').split(',') as ('sqlite' | 'postgres')[];
const postgres = arg('postgres', 'postgres://postgres@127.0.0.1:5432/postgres');
const dryRun = argv.includes('--dry-run');
const withCli = argv.includes('--cli');

/** CPU seconds a process has used (user + system), from /proc. */
const cpuOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const memoryOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
};

async function newDatabase(db: 'sqlite' | 'postgres') {
  if (db === 'sqlite') return { url: '', drop: async () => {} };
  const name = `hemma_import_server_bench_${process.pid}_${Date.now() % 100000}`;
  const admin = new pg.Client({ connectionString: postgres });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgres);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: postgres });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Asks `path` one request after another, `gap` ms apart, until stopped: every answer's time. */
function probe(baseUrl: string, path: string, gap = 100) {
  const times: number[] = [];
  let running = true;
  let failures = 0;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}${path}`);
        await response.arrayBuffer();
        if (!response.ok) failures++;
      } catch {
        failures++;
      }
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, gap));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      const sorted = [...times].sort((a, b) => a - b);
      return {
        n: times.length,
        failures,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? NaN,
      };
    },
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;
console.log(
  `Catalogue import in the server, ${cpus().length} cores, ${dryRun ? 'dry run' : 'import'}, rows ${sizes.join(', ')}, ${databases.join(', ')}`,
);

for (const db of databases)
  for (const rows of sizes) {
    const dir = mkdtempSync(join(tmpdir(), 'hemma-import-server-bench-'));
    const database = await newDatabase(db);
    try {
      const handle = openDatabase({
        databaseUrl: database.url || undefined,
        sqlitePath: join(dir, 'hemma.sqlite'),
      });
      await migrateToLatest(handle);
      await seedDemoShop(handle, { imagesDir: join(dir, 'images'), renderImages: false });
      await handle.close();
      const products = Math.round(rows / 2.5);
      const { csv, rows: written } = catalogueCsv({ products, configurableEvery: 2, variants: 3 });
      const file = join(dir, 'catalogue.csv');
      writeFileSync(file, csv);

      if (withCli) {
        // GNU time's peak RSS of the command (the command's own figure is newer than some checkouts compared).
        const cli = spawnSync(
          '/usr/bin/time',
          [
            '-f',
            'peak RSS %M KB',
            process.execPath,
            '--import',
            'tsx',
            'apps/api/src/cli/catalogue-import.ts',
            file,
            '--dry-run',
          ],
          {
            cwd: repositoryRoot,
            env: { ...process.env, HEMMA_DATA_DIR: dir, DATABASE_URL: database.url },
            encoding: 'utf8',
            maxBuffer: 256 * 1024 * 1024,
          },
        );
        const output = `${cli.stdout}${cli.stderr}`;
        const summary = output.split('\n').find((l) => /Would have made|Done in/.test(l));
        const peak = Number(output.match(/peak RSS (\d+) KB/)?.[1]);
        console.log(
          `  CLI dry run (before the server import, same file): peak RSS ${Math.round(peak / 1024)} MB; ${summary ?? output.slice(-1500)}`,
        );
      }
      const api = await startApiProcess({
        port: 3350 + (process.pid % 40),
        env: { HEMMA_DATA_DIR: dir, DATABASE_URL: database.url },
      });
      try {
        const login = await fetch(`${api.baseUrl}/api/admin/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: DEMO_OWNER.email, password: DEMO_OWNER.password }),
        });
        const cookie = login.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
        const csrf = ((await login.json()) as { result: { csrf_token: string } }).result.csrf_token;
        const headers = { cookie, 'x-csrf-token': csrf };
        const before = memoryOf(api.pid);
        const cpuBefore = cpuOf(api.pid);
        const health = probe(api.baseUrl, '/healthz');
        const ready = probe(api.baseUrl, '/readyz');
        let highest = before.rss;
        const sampler = setInterval(() => (highest = Math.max(highest, memoryOf(api.pid).rss)), 100);
        const started = performance.now();
        const answer = await fetch(
          `${api.baseUrl}/api/admin/imports?file_name=bench.csv&dry_run=${dryRun ? 'true' : 'false'}`,
          { method: 'POST', headers: { ...headers, 'content-type': 'text/csv' }, body: csv },
        );
        const startedJob = (await answer.json()) as { result: { id: number } | string };
        if (typeof startedJob.result === 'string') throw new Error(startedJob.result);
        const accepted = performance.now() - started;
        let job: Record<string, unknown>;
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          job = (
            (await (
              await fetch(`${api.baseUrl}/api/admin/imports/${startedJob.result.id}`, { headers })
            ).json()) as {
              result: Record<string, unknown>;
            }
          ).result;
          if (job.status !== 'running') break;
        }
        const seconds = (performance.now() - started) / 1000;
        clearInterval(sampler);
        const healthFigures = await health.stop();
        const readyFigures = await ready.stop();
        const after = memoryOf(api.pid);
        const cpu = cpuOf(api.pid) - cpuBefore;
        console.log(
          `${db.padEnd(8)} ${String(written).padStart(6)} rows (${products} products, ${(csv.length / 1e6).toFixed(1)} MB): ` +
            `${job.status} in ${seconds.toFixed(1)} s (${cpu.toFixed(1)} s CPU; answered in ${ms(accepted)}), ${job.created} new, ${job.updated} changed, ` +
            `${job.unchanged} unchanged, ${job.rejected} rejected; RSS ${before.rss} MB before, peak ${after.peak} MB ` +
            `(sampled ${highest}), ${after.rss} MB after; /healthz ${healthFigures.n}× p50 ${ms(healthFigures.p50)} ` +
            `p99 ${ms(healthFigures.p99)} max ${ms(healthFigures.max)} (${healthFigures.failures} failed); /readyz p50 ` +
            `${ms(readyFigures.p50)} p99 ${ms(readyFigures.p99)} max ${ms(readyFigures.max)}`,
        );
        if (job.status !== 'done') console.log(`  ${JSON.stringify(job.error)}`);
      } finally {
        await api.stop();
      }
    } finally {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
