// From a product saved in the back office to the storefront's search finding it (target ≤ 1 s, decision 0026):
// a real API process over HTTP on a fresh shop; the owner logs in, then N times saves a product (new ones, then
// renames) with a word no other product has, and the storefront's search is asked for that word until it answers
// the product. Prints the save's own time and save → findable (median, p95, max), and the API process's CPU time
// per save (user + system, from /proc: the figure a noisy shared machine disturbs least).
//   npm run bench:search-freshness -- [--products 300] [--saves 20] [--port 3340] [--cpu-prof DIR]
// --products is the demo shop's size (listable products; variants come on top): 10000 makes a shop of ~15k rows.
// --cpu-prof writes a V8 CPU profile of the API process into DIR (open it in Chrome DevTools or speedscope).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '@hemma/api/seeding';
import { DEMO_OWNER, seedDemoShop } from '@hemma/demo-shop';
import { percentile, startApiProcess } from './support/api.ts';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};
const productCount = Number(arg('products', '300'));
const saves = Number(arg('saves', '20'));
const cpuProfDir = arg('cpu-prof', '');

/** User + system CPU seconds a process has used so far (Linux, clock ticks of 1/100 s). */
const cpuSeconds = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const dir = mkdtempSync(join(tmpdir(), 'hemma-freshness-bench-'));
const handle = openDatabase({ sqlitePath: join(dir, 'hemma.sqlite') });
await migrateToLatest(handle);
const seeded = await seedDemoShop(handle, {
  imagesDir: join(dir, 'images'),
  productCount,
  renderImages: false,
});
await handle.close();

const api = await startApiProcess({
  port: Number(arg('port', String(3340 + (process.pid % 50)))),
  env: { HEMMA_DATA_DIR: dir, DATABASE_URL: '' },
  nodeArgs: cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [],
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
  const admin = (method: string, path: string, body: unknown) =>
    fetch(`${api.baseUrl}${path}`, {
      method,
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const found = async (word: string, sku: string) => {
    const answer = (await (await fetch(`${api.baseUrl}/api/catalog/products?q=${word}`)).json()) as {
      result: { items: { sku: string }[] };
    };
    return answer.result.items.some((p) => p.sku === sku);
  };
  // The index exists before the first save, as in a shop that has been answering searches.
  await found('soffa', '');
  const cpuBefore = cpuSeconds(api.pid);

  const word = (i: number) =>
    `fjallsippa${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`;
  const saveTimes: number[] = [];
  const findTimes: number[] = [];
  const ids: number[] = [];
  for (let i = 0; i < saves; i++) {
    const sku = `FRESH-${i}`;
    const name = `Pall ${word(i)}`;
    const started = performance.now();
    // The first half are new products, the rest renames of them (a save of an existing product).
    const response =
      i < saves / 2
        ? await admin('POST', '/api/admin/products', {
            sku,
            type_id: 'simple',
            name,
            tax_class_id: 2,
            price: 995,
            category_ids: [12],
          })
        : await (async () => {
            const id = ids[i - Math.ceil(saves / 2)]!;
            const current = (
              (await (
                await fetch(`${api.baseUrl}/api/admin/products/${id}`, { headers: { cookie } })
              ).json()) as {
                result: Record<string, unknown>;
              }
            ).result;
            const { id: _id, created_at: _created, ...body } = current;
            return admin('PUT', `/api/admin/products/${id}`, { ...body, name, url_key: undefined });
          })();
    const saved = performance.now();
    const result = (await response.json()) as { code: number; result: { id: number; sku: string } };
    if (response.status !== 200) throw new Error(JSON.stringify(result));
    if (i < saves / 2) ids.push(result.result.id);
    while (!(await found(word(i), result.result.sku))) {
      if (performance.now() - started > 30_000) throw new Error(`${word(i)} not findable after 30 s`);
    }
    saveTimes.push(saved - started);
    findTimes.push(performance.now() - started);
  }
  const cpuPerSave = ((cpuSeconds(api.pid) - cpuBefore) / saves) * 1000;
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `median ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`;
  };
  console.log(
    `Save in the admin → findable in storefront search, ${saves} saves on a shop of ${seeded.products} product rows (SQLite, one API process)`,
  );
  console.log(`  the save (POST/PUT /api/admin/products): ${stats(saveTimes)}`);
  console.log(`  save → findable by search:              ${stats(findTimes)}`);
  console.log(`  API process CPU time per save (incl. its searches): ${cpuPerSave.toFixed(0)} ms`);
} finally {
  await api.stop();
  rmSync(dir, { recursive: true, force: true });
}
