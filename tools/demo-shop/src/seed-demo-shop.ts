import { seedEurPrices } from './eur-prices.ts';
import type { DatabaseHandle, Db } from '@hemma/api/seeding';
import { seedCoupons } from './coupons.ts';
import { seedCustomers, seedStaff } from './customers.ts';
import { seedReviews } from './reviews.ts';
import { CATEGORY_TREE, type CategoryNode } from './data/categories.ts';
import { insertRows } from './db-insert.ts';
import { DEFAULT_PRODUCT_COUNT, generateCatalog } from './generate/catalog.ts';
import type { DrawSpec, ImageJob, SeedRows } from './generate/model.ts';
import { renderJobs } from './images/render.ts';

export interface SeedOptions {
  /** Where images are written: products/, categories/ and banners/ below it. */
  imagesDir: string;
  /** Listable products (default 300); variants come on top. Big values make benchmark shops. */
  productCount?: number;
  log?: (msg: string) => void;
  /** false skips writing image files (the rows still point at them). */
  renderImages?: boolean;
}

export interface SeedResult {
  /** Product rows, configurable children included. */
  products: number;
  /** Image files the shop uses (rendered now or already there). */
  images: number;
}

export const HERO_BANNERS = ['banners/hero-1.webp', 'banners/hero-2.webp', 'banners/hero-3.webp'];

/** True when the catalogue has no products yet. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

function categoryJobs(rows: SeedRows): ImageJob[] {
  const nodes = new Map<string, CategoryNode>();
  for (const top of CATEGORY_TREE) {
    nodes.set(top.slug, top);
    for (const child of top.children ?? []) nodes.set(child.slug, child);
  }
  return rows.categories.flatMap((c) => {
    const node = nodes.get(c.slug);
    if (!c.image || !node) return [];
    const spec: DrawSpec = { kind: node.kind, color: node.color, accent: '#C8A273', style: 0 };
    if (node.kind === 'service' || node.kind === 'guide') spec.title = node.name;
    if (node.kind === 'guide') spec.subtitle = 'E-bok';
    return [
      {
        file: c.image,
        width: 800,
        height: 800,
        render: {
          type: 'category',
          spec,
        },
      } satisfies ImageJob,
    ];
  });
}

function heroJobs(): ImageJob[] {
  return HERO_BANNERS.map((file, i) => ({
    file,
    width: 2400,
    height: 1000,
    render: { type: 'hero', index: i + 1 },
  }));
}

/**
 * Seeds the demo shop (or a benchmark-sized shop): reference data, categories, products of all six types,
 * CMS pages and blocks in one transaction, and renders the images alongside. Deterministic: the same
 * productCount always gives the same rows and images.
 */
export async function seedDemoShop(handle: DatabaseHandle, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const catalog = generateCatalog(options.productCount ?? DEFAULT_PRODUCT_COUNT);
  const { rows } = catalog;
  seedEurPrices(rows.products);
  log(`Generated ${rows.products.length} products (${catalog.listable} listable) in ${seconds(started)} s`);
  const jobs = [...catalog.productJobs, ...categoryJobs(rows), ...heroJobs()];
  // Rendering runs on libvips threads while the rows are inserted.
  const rendering = options.renderImages === false ? null : renderJobs(options.imagesDir, jobs, 4);
  rendering?.catch(() => {});
  const insertStarted = performance.now();
  await insertRows(handle, rows, log);
  await (await import('./price-history.ts')).seedPriceHistory(handle, rows.products);
  await seedCoupons(handle);
  await seedCustomers(handle);
  await seedStaff(handle);
  await seedReviews(handle, rows.products);
  log(
    `Inserted ${Object.values(rows).reduce((n, t) => n + t.length, 0)} rows into ${handle.dialect} in ${seconds(insertStarted)} s`,
  );
  if (rendering) {
    const r = await rendering;
    log(
      `Images: ${r.rendered} rendered, ${r.copied} copied, ${r.skipped} already there (${(r.ms / 1000).toFixed(1)} s) in ${options.imagesDir}`,
    );
  }
  return { products: rows.products.length, images: jobs.length };
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}
