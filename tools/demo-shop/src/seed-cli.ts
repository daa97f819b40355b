import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  copyFolderToStore,
  mediaStoreFromEnv,
  migrateToLatest,
  openDatabase,
  readS3MediaEnv,
} from '@hemma/api/seeding';
import { isDatabaseEmpty, seedDemoShop } from './seed-demo-shop.ts';

/**
 * npm run db:seed [-- --products N]   (or: npx tsx tools/demo-shop/src/seed-cli.ts [--products N])
 * Migrates the database (DATABASE_URL, else <HEMMA_DATA_DIR>/hemma.sqlite) and seeds it when it has no products.
 * HEMMA_DEMO_SHOP=0 migrates only: a real shop starts empty and gets its first owner from `npm run admin:create`,
 * never the demo owner's published password. With HEMMA_MEDIA_S3_BUCKET (decision 0053) the pictures are rendered into
 * the local folder as ever, then copied into the bucket (what it has already is kept).
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = process.env.HEMMA_DATA_DIR || join(repoRoot, 'data');

function productCount(argv: readonly string[]): number | undefined {
  const i = argv.findIndex((a) => a === '--products' || a.startsWith('--products='));
  if (i < 0) return undefined;
  const raw = argv[i]?.includes('=') ? argv[i]?.split('=')[1] : argv[i + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--products needs a positive whole number, got ${raw}`);
  return n;
}

async function main(): Promise<void> {
  const started = performance.now();
  const count = productCount(process.argv.slice(2));
  const imagesDir = process.env.HEMMA_MEDIA_DIR || join(dataDir, 'images');
  // A bad picture setting, or a bucket that cannot be used, is told before anything is written.
  const media = mediaStoreFromEnv(process.env, imagesDir);
  const bucket = readS3MediaEnv(process.env).s3 ? media : null;
  await bucket?.check();
  const handle = openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    sqlitePath: join(dataDir, 'hemma.sqlite'),
  });
  try {
    const applied = await migrateToLatest(handle);
    if (applied.length) console.log(`Migrations applied: ${applied.join(', ')}`);
    if (['0', 'false'].includes(process.env.HEMMA_DEMO_SHOP ?? '')) {
      console.log(
        'HEMMA_DEMO_SHOP is off: no demo shop. Create the first owner with `npm run admin:create`.',
      );
      return;
    }
    if (!(await isDatabaseEmpty(handle.db))) {
      const { n } = await handle.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      console.log(`The database already has ${Number(n)} products; seeding skipped (existing data kept).`);
      return;
    }
    const result = await seedDemoShop(handle, {
      imagesDir,
      productCount: count,
      log: (m) => console.log(m),
    });
    if (bucket) {
      const copied = await copyFolderToStore(imagesDir, bucket);
      console.log(
        `Images copied to ${bucket.where}: ${copied.copied} new, ${copied.present} there already` +
          (copied.skipped.length
            ? `, ${copied.skipped.length} skipped (${copied.skipped.slice(0, 3).join(', ')})`
            : ''),
      );
    }
    const secs = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${result.products} products and ${result.images} images into ${handle.dialect === 'postgres' ? 'PostgreSQL' : join(dataDir, 'hemma.sqlite')} in ${secs} s.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
