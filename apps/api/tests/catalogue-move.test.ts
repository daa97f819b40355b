import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ImportJobDto } from '@hemma/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { readCsv } from '../src/use-cases/catalog-import/csv.ts';
import { adminClient } from './support/admin-client.ts';
import { finished, importAs, startImport } from './support/imports.ts';
import { useTestApi } from './support/test-api.ts';

/**
 * Issue 35: a shop's own export is another shop's catalogue. The demo shop's CSV export goes into a new, empty shop
 * — migrated only, no attributes, no products — whose owner has set up what the file names by name (the tax
 * classes, customer groups, categories and brands: copied here) but not the attributes: the file's attribute
 * columns carry their definitions (`depth:number(cm):Djup`), and the import creates what the shop lacks, says so
 * in the dry run (which creates nothing) and then makes the same catalogue. The pictures are files, copied with
 * the images folder (the test shops have none rendered: the files the export names are made empty).
 */
const shop = useTestApi();
const empty = useTestApi({ seed: false });

const SET_UP_BY_THE_OWNER = [
  'tax_classes',
  'customer_groups',
  'categories',
  'brands',
  'staff_users',
] as const;

async function copyRows(from: Db, to: Db, table: (typeof SET_UP_BY_THE_OWNER)[number]): Promise<void> {
  const rows = await from.selectFrom(table).selectAll().orderBy('id').execute();
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

const count = async (db: Db, table: 'attributes' | 'attribute_options' | 'products') =>
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
  for (const table of SET_UP_BY_THE_OWNER) await copyRows(shop.handle.db, empty.handle.db, table);
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

  it('a dry run says which attributes and options it would create, creates none, and reads every product', async () => {
    const owner = adminClient(empty);
    expect((await owner.login()).status).toBe(200);
    const started = await startImport(owner, exported, 'file_name=hemma.csv&dry_run=1');
    // Before issue 35: 400, "The header has unknown columns: color, depth, …".
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const job = await finished(owner, (started.body.result as ImportJobDto).id);
    expect(job).toMatchObject({ status: 'done', dry_run: true, updated: 0, unchanged: 0 });
    // Every product reads and saves. (A dry run rolls back each batch: a grouped product or a bundle whose items
    // were saved in an earlier batch finds them missing — as before issue 35, and not about attributes.)
    expect(job.created).toBeGreaterThan(250);
    for (const rejection of job.rejections)
      expect(rejection.reason).toMatch(/^(links|bundle_options)\.[^;]*no product with sku/);
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
  });

  it('the import creates them and makes the same catalogue: its export is the export it came from', async () => {
    const owner = adminClient(empty);
    expect((await owner.login()).status).toBe(200);
    const job = await importAs(owner, exported, 'file_name=hemma.csv');
    expect(job).toMatchObject({ status: 'done', rejected: 0, rejections: [] });
    expect(job.created).toBeGreaterThan(50);
    expect(await count(empty.handle.db, 'products')).toBe(await count(shop.handle.db, 'products'));
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
  });
});
