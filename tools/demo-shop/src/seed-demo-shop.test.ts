import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  COLOR_ATTRIBUTE_ID,
  MANUFACTURER_ATTRIBUTE_ID,
  PRODUCT_TYPES,
  ROOT_CATEGORY_ID,
} from '@hemma/commerce';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '@hemma/api/seeding';
import { generateCatalog } from './generate/catalog.ts';
import { renderJobs } from './images/render.ts';
import { isDatabaseEmpty, seedDemoShop } from './seed-demo-shop.ts';

const dir = mkdtempSync(join(tmpdir(), 'hemma-seed-test-'));
const handles: DatabaseHandle[] = [];

async function freshShop(name: string): Promise<DatabaseHandle> {
  const handle = openDatabase({ sqlitePath: join(dir, `${name}.sqlite`) });
  handles.push(handle);
  await migrateToLatest(handle);
  expect(await isDatabaseEmpty(handle.db)).toBe(true);
  // Rendering ~600 images takes several seconds; the paths are checked against the render plan instead.
  await seedDemoShop(handle, { imagesDir: join(dir, 'images'), renderImages: false });
  return handle;
}

describe('seedDemoShop', () => {
  let shop: DatabaseHandle;

  beforeAll(async () => {
    shop = await freshShop('first');
  }, 60_000);

  afterAll(async () => {
    for (const h of handles) await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists at least 300 products of all six types', async () => {
    const listable = await shop.db
      .selectFrom('products')
      .select(['type_id'])
      .where('visibility', '=', 4)
      .where('status', '=', 1)
      .execute();
    expect(listable.length).toBeGreaterThanOrEqual(300);
    expect(new Set(listable.map((p) => p.type_id))).toEqual(new Set(PRODUCT_TYPES));
    expect(await isDatabaseEmpty(shop.db)).toBe(false);
  });

  it('gives every configurable at least two not individually visible children in distinct colours', async () => {
    const parents = await shop.db
      .selectFrom('products')
      .select('id')
      .where('type_id', '=', 'configurable')
      .execute();
    expect(parents.length).toBeGreaterThanOrEqual(30);
    const children = await shop.db
      .selectFrom('product_relations as r')
      .innerJoin('products as c', 'c.id', 'r.child_id')
      .innerJoin('product_attributes as a', (j) =>
        j.onRef('a.product_id', '=', 'c.id').on('a.attribute_id', '=', COLOR_ATTRIBUTE_ID),
      )
      .select(['r.parent_id', 'c.type_id', 'c.visibility', 'a.option_id'])
      .execute();
    for (const parent of parents) {
      const mine = children.filter((c) => c.parent_id === parent.id);
      expect(mine.length).toBeGreaterThanOrEqual(2);
      expect(new Set(mine.map((c) => c.option_id)).size).toBeGreaterThanOrEqual(2);
      for (const child of mine) expect([child.type_id, child.visibility]).toEqual(['simple', 1]);
    }
  });

  it('marks exactly one default selection in every bundle option', async () => {
    const options = await shop.db.selectFrom('bundle_options').select('id').execute();
    const selections = await shop.db
      .selectFrom('bundle_selections')
      .select(['option_id', 'is_default'])
      .execute();
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      expect(selections.filter((s) => s.option_id === option.id && s.is_default === 1)).toHaveLength(1);
    }
  });

  it('has the root category and the colour and manufacturer attributes at their fixed ids', async () => {
    const root = await shop.db
      .selectFrom('categories')
      .selectAll()
      .where('id', '=', ROOT_CATEGORY_ID)
      .executeTakeFirst();
    expect(root).toMatchObject({ name: 'Hemma', level: 1, path: '1/2' });
    const attributes = await shop.db
      .selectFrom('attributes')
      .select(['id', 'attribute_code'])
      .where('id', 'in', [COLOR_ATTRIBUTE_ID, MANUFACTURER_ATTRIBUTE_ID])
      .orderBy('id')
      .execute();
    expect(attributes).toEqual([
      { id: MANUFACTURER_ATTRIBUTE_ID, attribute_code: 'manufacturer' },
      { id: COLOR_ATTRIBUTE_ID, attribute_code: 'color' },
    ]);
  });

  it('gives every product a stock row and an image that the seed renders', async () => {
    const products = await shop.db
      .selectFrom('products')
      .leftJoin('stock_items as s', 's.product_id', 'products.id')
      .select(['products.sku', 'products.image', 's.product_id as stock'])
      .execute();
    const planned = new Set(generateCatalog().productJobs.map((j) => j.file));
    for (const p of products) {
      expect(p.stock, p.sku).not.toBeNull();
      expect(p.image, p.sku).toBe(`products/${p.sku.toLowerCase()}.webp`);
      expect(planned.has(p.image ?? ''), p.sku).toBe(true);
    }
  });

  it('seeds the same shop twice', async () => {
    const other = await freshShop('second');
    const rows = (h: DatabaseHandle) => h.db.selectFrom('products').selectAll().orderBy('id').execute();
    expect(await rows(other)).toEqual(await rows(shop));
  }, 60_000);

  it('renders a 1240 × 1240 WebP product shot on the studio background', async () => {
    const job = generateCatalog().productJobs.find(
      (j) => j.render.type === 'product' && j.render.spec.kind === 'sofa',
    );
    if (!job) throw new Error('no sofa in the catalogue');
    const imagesDir = join(dir, 'render');
    const result = await renderJobs(imagesDir, [job]);
    expect(result.rendered).toBe(1);
    const file = join(imagesDir, job.file);
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1240, 1240]);
    const { data } = await sharp(file)
      .extract({ left: 4, top: 4, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [r, g, b] = [...data];
    for (const [actual, expected] of [
      [r, 0xf3],
      [g, 0xf1],
      [b, 0xed],
    ] as const)
      expect(Math.abs((actual ?? 0) - expected)).toBeLessThanOrEqual(3);
    expect((await renderJobs(imagesDir, [job])).skipped).toBe(1);
  });
});
