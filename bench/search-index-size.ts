// Memory and full-build time of the in-process search index per catalogue size (decision 0030), to judge when a
// shop needs an external engine. Seeds benchmark shops (no images) into temporary SQLite files, then per size:
// heap and RSS growth of one built index and its kept rows, and the time of a full build (median of 3).
//   node --expose-gc --import tsx bench/search-index-size.ts [--products 10000,25000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSearchEngine, migrateToLatest, openDatabase } from '@hemma/api';
import { seedDemoShop } from '@hemma/demo-shop';

const argv = process.argv.slice(2);
const i = argv.indexOf('--products');
const sizes = (i >= 0 ? argv[i + 1]! : '10000,25000').split(',').map(Number);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

for (const products of sizes) {
  const dir = mkdtempSync(join(tmpdir(), 'hemma-index-size-'));
  const handle = openDatabase({ sqlitePath: join(dir, 'hemma.sqlite') });
  await migrateToLatest(handle);
  const seeded = await seedDemoShop(handle, {
    imagesDir: join(dir, 'images'),
    renderImages: false,
    productCount: products,
  });
  const rows = Number(
    (
      await handle.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  gc();
  const before = process.memoryUsage();
  let engine: ReturnType<typeof createSearchEngine> | null = createSearchEngine(handle.db);
  const started = performance.now();
  await engine.index();
  const firstBuild = performance.now() - started;
  gc();
  const after = process.memoryUsage();
  const builds: number[] = [];
  for (let run = 0; run < 3; run++) {
    const fresh = createSearchEngine(handle.db);
    const t = performance.now();
    await fresh.index();
    builds.push(performance.now() - t);
  }
  builds.sort((a, b) => a - b);
  console.log(
    `${seeded.products} products (${rows} rows incl. variants): index + kept rows heap +${mb(after.heapUsed - before.heapUsed)} MB, ` +
      `RSS +${mb(after.rss - before.rss)} MB; full build ${firstBuild.toFixed(0)} ms first, median ${builds[1]!.toFixed(0)} ms`,
  );
  engine = null;
  void engine;
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
