import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ImportJobDto } from '@hemma/contract';
import { sql } from 'kysely';
import { ROOT_CATEGORY_ID } from '@hemma/commerce';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { readCsv } from '../src/use-cases/catalog-import/csv.ts';
import { adminClient } from './support/admin-client.ts';
import { finished, importAs, startImport } from './support/imports.ts';
import { useTestApi } from './support/test-api.ts';

/**
 * Issue 35: a shop's own export is another shop's catalogue. The demo shop's CSV export goes into a new, empty shop
 * — migrated only, no attributes, no products, no tax classes for products, no brands, no categories but the
 * catalogue's root — whose owner has set up only the customer groups (and their tax class) and the staff. The file's
 * attribute columns carry their definitions (`depth:number(cm):Djup`), its rows name tax classes and brands by name
 * and categories by url path: the import creates what the shop lacks, says so in the dry run (which creates nothing
 * and takes every product, a grouped product or a bundle of a later batch too) and then makes the same catalogue.
 * The pictures are files, copied with the images folder (the test shops have none rendered: the files the export
 * names are made empty).
 */
/** Generous: the whole demo catalogue, twice, on a busy 2-core machine (PostgreSQL is slower). */
const SLOW = 240_000;
const shop = useTestApi();
const empty = useTestApi({ seed: false });

/** What the new shop's owner has set up, and which rows of it (the customers' tax class, the catalogue's root). */
const SET_UP_BY_THE_OWNER = {
  tax_classes: (row: Record<string, unknown>) => row.class_type === 'CUSTOMER',
  customer_groups: () => true,
  categories: (row: Record<string, unknown>) => Number(row.id) <= ROOT_CATEGORY_ID,
  staff_users: () => true,
} as const;
type SetUp = keyof typeof SET_UP_BY_THE_OWNER;

async function copyRows(from: Db, to: Db, table: SetUp): Promise<void> {
  const rows = (await from.selectFrom(table).selectAll().orderBy('id').execute()).filter((row) =>
    SET_UP_BY_THE_OWNER[table](row as Record<string, unknown>),
  );
  for (let i = 0; i < rows.length; i += 100)
    await to
      .insertInto(table)
      .values(rows.slice(i, i + 100) as never)
      .execute();
  if (empty.handle.dialect === 'postgres')
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
      to,
    );
}

const count = async (
  db: Db,
  table: 'attributes' | 'attribute_options' | 'products' | 'brands' | 'categories' | 'tax_classes',
) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

let exported = '';
beforeAll(async () => {
  for (const table of Object.keys(SET_UP_BY_THE_OWNER) as SetUp[])
    await copyRows(shop.handle.db, empty.handle.db, table);
  const owner = adminClient(shop);
  expect((await owner.login()).status).toBe(200);
  const response = await owner.get<string>('/api/admin/exports/catalogue.csv');
  expect(response.status).toBe(200);
  exported = response.body.result;
  const [header, ...rows] = readCsv(exported).map((r) => r.fields);
  const images = header!.indexOf('images');
  for (const row of rows)
    for (const entry of (row[images] ?? '').split('|').filter(Boolean)) {
      const file = join(empty.imagesDir, entry.replace(/^!/, '').split('::')[0]!);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, '');
    }
});

describe('moving a catalogue into a new, empty shop (issue 35)', () => {
  it('the export names each attribute column with its type and label', () => {
    const header = exported.split('\n')[0]!.split(',');
    expect(header).toEqual(
      expect.arrayContaining([
        'color:select:Färg',
        'depth:number(cm):Djup',
        'manufacturer:select:Tillverkare',
      ]),
    );
  });

  it(
    'a dry run says which attributes and options it would create, creates none, and reads every product',
    async () => {
      const owner = adminClient(empty);
      expect((await owner.login()).status).toBe(200);
      const started = await startImport(owner, exported, 'file_name=hemma.csv&dry_run=1');
      // Before issue 35: 400, "The header has unknown columns: color, depth, …".
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const job = await finished(owner, (started.body.result as ImportJobDto).id);
      // Every product reads and saves, a grouped product or a bundle whose items an earlier batch saved too.
      expect(job.rejections).toEqual([]);
      expect(job).toMatchObject({ status: 'done', dry_run: true, updated: 0, unchanged: 0, rejected: 0 });
      expect(job.created).toBe(job.total);
      expect(job.created).toBeGreaterThan(250);
      const taxonomy = job.notices.find((n) => n.code === 'creates_taxonomy')?.taxonomy;
      expect(taxonomy?.tax_classes).toEqual(expect.arrayContaining(['Taxable Goods']));
      expect(taxonomy?.brands.length).toBeGreaterThan(0);
      expect(taxonomy?.categories).toEqual(expect.arrayContaining(['vardagsrum', 'vardagsrum/soffor']));
      const notice = job.notices.find((n) => n.code === 'creates_attributes');
      expect(notice?.attributes).toEqual(
        expect.arrayContaining([
          { code: 'depth', label: 'Djup', input: 'number', unit: 'cm', existing: false, options: [] },
          expect.objectContaining({
            code: 'color',
            input: 'select',
            options: expect.arrayContaining(['Grå', 'Ek']),
          }),
        ]),
      );
      expect(await count(empty.handle.db, 'attributes')).toBe(0);
      expect(await count(empty.handle.db, 'products')).toBe(0);
      expect(await count(empty.handle.db, 'brands')).toBe(0);
      expect(await count(empty.handle.db, 'categories')).toBe(2);
    },
    SLOW,
  );

  it(
    'the import creates them and makes the same catalogue: its export is the export it came from',
    async () => {
      const owner = adminClient(empty);
      expect((await owner.login()).status).toBe(200);
      const job = await importAs(owner, exported, 'file_name=hemma.csv');
      expect(job).toMatchObject({ status: 'done', rejected: 0, rejections: [] });
      expect(job.created).toBeGreaterThan(50);
      expect(await count(empty.handle.db, 'products')).toBe(await count(shop.handle.db, 'products'));
      // The categories the products are in, and those above them: Soffor under Vardagsrum, named after its url key.
      const sofas = await empty.handle.db
        .selectFrom('categories as c')
        .innerJoin('categories as p', 'p.id', 'c.parent_id')
        .select(['c.name', 'c.level', 'p.url_path as parent'])
        .where('c.url_path', '=', 'vardagsrum/soffor')
        .executeTakeFirstOrThrow();
      expect(sofas).toEqual({ name: 'Soffor', level: 3, parent: 'vardagsrum' });
      const again = await owner.get<string>('/api/admin/exports/catalogue.csv');
      expect(again.body.result).toBe(exported);
      // A second time: nothing to create, nothing changed.
      const second = await importAs(owner, exported, 'file_name=hemma.csv');
      expect(second).toMatchObject({ created: 0, updated: 0, rejected: 0, notices: [] });
      // The back office's next attribute takes an id of its own.
      const made = await owner.send('POST', '/api/admin/attributes', {
        attribute_code: 'finish',
        frontend_label: 'Yta',
        frontend_input: 'text',
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
    },
    SLOW,
  );
});
