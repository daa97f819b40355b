import type {
  AdminPage,
  AuditEntryDto,
  ImportJobDto,
  ProductDto,
  ProductSummary,
  SearchResult,
} from '@hemma/contract';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../src/use-cases/catalog-import/csv.ts';
import { accountFixtures } from './support/account-fixtures.ts';
import { adminClient, loginAs, loginOwner, type AdminClient } from './support/admin-client.ts';
import { catalogueVersionOf, importAs, priceHistoryRowsOf, startImport } from './support/imports.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
let owner: AdminClient;
let catalogue: AdminClient;
let orders: AdminClient;
const catalogueVersion = () => catalogueVersionOf(api);
const priceHistoryRows = () => priceHistoryRowsOf(api);

const HEADER =
  'sku,parent_sku,type,name,price,special_price,tax_class,categories,brand,configurable_attributes,color,width,qty,images,description';

const CSV = [
  HEADER,
  'IMP-LAMPA,,simple,Importlampa Ljusglimt,"1 295,50",,Taxable Goods,vardagsrum,Nordvik,,Vit,45,12,,<p>En lampa.</p>',
  'IMP-SOFFA,,configurable,Importsoffa Fjällhed,12995,,Taxable Goods,vardagsrum/soffor,,color,,,,,<p>En soffa.</p>',
  'IMP-SOFFA-GRA,IMP-SOFFA,simple,,12995,9995,,,,,Grå,,4,,',
  'IMP-SOFFA-BEI,IMP-SOFFA,simple,,13995,,,,,,Beige,,0,,',
  'IMP-TRASIG,,simple,Trasig,12.345,,Taxable Goods,,,,,,,,',
  'IMP-VILSE,,simple,Vilse,100,,Taxable Goods,inga-sadana,,,,,,,',
  'IMP-BILD,,simple,Utan bild,100,,Taxable Goods,,,,,,,products/finns-inte.webp,',
].join('\n');

/** Imports a file as the catalogue role and waits until the job is done. */
const importFile = (body: string | Uint8Array, query?: string, contentType?: string) =>
  importAs(catalogue, body, query, contentType);

const search = async (q: string) =>
  (await api.get<SearchResult<ProductSummary>>(`/api/catalog/products?q=${encodeURIComponent(q)}`)).body
    .result.items;

beforeAll(async () => {
  owner = await loginOwner(api);
  catalogue = await loginAs(api, owner, 'catalogue');
  orders = await loginAs(api, owner, 'orders');
});

describe('catalogue import from the back office', () => {
  it('imports a CSV as a job: good products saved, bad rows skipped and reported by line, findable at once', async () => {
    const versionBefore = await catalogueVersion();
    const job = await importFile(CSV);
    expect(job).toMatchObject({
      status: 'done',
      dry_run: false,
      format: 'csv',
      file_name: 'katalog.csv',
      rows: 7,
      // Two rows are rejected while reading the file, the third (a picture the shop lacks) while saving.
      total: 3,
      processed: 3,
      created: 2,
      updated: 0,
      unchanged: 0,
      rejected: 3,
    });
    expect(job.rejections).toEqual([
      { line: 6, sku: 'IMP-TRASIG', reason: 'price: must be kronor with at most two decimals' },
      { line: 7, sku: 'IMP-VILSE', reason: 'categories: no category "inga-sadana"' },
      {
        line: 8,
        sku: 'IMP-BILD',
        reason: 'images.0.file: no image products/finns-inte.webp: upload it first (POST /api/admin/images)',
      },
    ]);
    expect(await catalogueVersion()).toBeGreaterThan(versionBefore);
    // The storefront's search follows the catalogue version: the products are there at once.
    expect((await search('Importsoffa Fjällhed')).map((p) => p.sku)).toContain('IMP-SOFFA');
    const lamp = (await search('Importlampa')).find((p) => p.sku === 'IMP-LAMPA');
    expect(lamp?.price_incl_tax).toBe(1295.5);
    const page = await api.get<{ configurable_children?: { sku: string }[] }>(
      '/api/catalog/products/IMP-SOFFA',
    );
    expect(page.status).toBe(200);

    const audit = await owner.get<AdminPage<AuditEntryDto>>(`/api/admin/audit?entity_type=import`);
    expect(audit.body.result.items[0]).toMatchObject({
      action: 'catalogue.import',
      staff_email: expect.stringMatching(/^catalogue-/),
    });
    const productAudit = await owner.get<AdminPage<AuditEntryDto>>(`/api/admin/audit?entity_type=product`);
    expect(productAudit.body.result.items.map((e) => e.summary)).toEqual(
      expect.arrayContaining([expect.stringMatching(/IMP-SOFFA \(configurable\) created/)]),
    );
  });

  it('changes nothing when the same file comes again: no catalogue version move, no price history row', async () => {
    const version = await catalogueVersion();
    const history = await priceHistoryRows();
    const job = await importFile(CSV);
    expect(job).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: 2, rejected: 3 });
    expect(await catalogueVersion()).toBe(version);
    expect(await priceHistoryRows()).toBe(history);
  });

  it('updates what a row changes, and records a price change in the price history', async () => {
    const history = await priceHistoryRows();
    const job = await importFile(
      CSV.replace(
        'IMP-LAMPA,,simple,Importlampa Ljusglimt,"1 295,50"',
        'IMP-LAMPA,,simple,Importlampa Ljusglimt,995',
      ),
    );
    expect(job).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    expect(await priceHistoryRows()).toBe(history + 1);
    expect((await search('Importlampa')).find((p) => p.sku === 'IMP-LAMPA')?.price_incl_tax).toBe(995);
  });

  it('does everything but save in a dry run', async () => {
    const version = await catalogueVersion();
    const job = await importFile(
      [HEADER, 'IMP-PROV,,simple,Provprodukt Torrsim,500,,Taxable Goods,,,,,,,,'].join('\n'),
      'dry_run=true&file_name=prov.csv',
    );
    expect(job).toMatchObject({ status: 'done', dry_run: true, created: 1, rejected: 0 });
    expect(await catalogueVersion()).toBe(version);
    expect((await api.get('/api/catalog/products/IMP-PROV')).status).toBe(404);
  });

  it('takes JSON in the contract’s product shape, rejected products reported by the line their object starts on', async () => {
    const products = [
      { sku: 'IMP-JSON-1', type_id: 'simple', name: 'Jsonpall Ek', tax_class_id: 2, price: 1495 },
      { sku: 'IMP-JSON-2', type_id: 'simple', name: 'Jsonpall Fel', tax_class_id: 2, price: -5 },
    ];
    const text = `[\n  ${JSON.stringify(products[0])},\n  ${JSON.stringify(products[1])}\n]\n`;
    const job = await importFile(text, 'file_name=produkter.json', 'application/json');
    expect(job).toMatchObject({ status: 'done', format: 'json', created: 1, rejected: 1 });
    expect(job.rejections).toEqual([
      { line: 3, sku: 'IMP-JSON-2', reason: 'product 2: price: must not be negative' },
    ]);
  });

  it('refuses a file that is not a catalogue whole, with a 400 naming the problem', async () => {
    const wrongHeader = await startImport(catalogue, 'namn,pris\nSoffa,100\n');
    expect(wrongHeader.status).toBe(400);
    expect(wrongHeader.body.result).toMatch(
      /^file: The header lacks the columns sku, type, name, price, tax_class: is this a catalogue CSV/,
    );
    const picture = await startImport(
      catalogue,
      '\u0089PNG\r\n\u001a\n\u0000\u0000',
      'file_name=bild.png',
      'application/octet-stream',
    );
    expect(picture.status).toBe(400);
    expect(picture.body.result).toMatch(/not a text file/);
    const notJson = await startImport(catalogue, '{"products": [', 'format=json');
    expect(notJson.body.result).toMatch(/^file: Not a readable JSON file/);
    const empty = await catalogue.send('POST', '/api/admin/imports', undefined);
    expect(empty.status).toBe(400);
    expect(empty.body.result).toMatch(/send the catalogue file itself as the body/);
    const tooLarge = await startImport(catalogue, `${HEADER}\n${'x'.repeat(26 * 1024 * 1024)}`);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.result).toMatch(/file: 26 MB is larger than the 25 MB an import may have/);
    const badQuery = await startImport(catalogue, CSV, 'dry_run=kanske');
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.result).toMatch(/dry_run/);
  });

  it('reads a Windows-1252 (Latin-1) file as that, not as “�”, and says in the report that it was converted', async () => {
    // What Swedish Excel's "CSV" is: one byte per character, å = 0xE5, Å = 0xC5, – = 0x96, € = 0x80.
    const windows1252 = (text: string) =>
      Buffer.from([...text].map((c) => ({ '–': 0x96, '€': 0x80 })[c] ?? c.charCodeAt(0)));
    const latin1 = windows1252(
      [
        'sku;type;name;price;tax_class;short_description',
        'IMP-LATIN;simple;Pall Grå Åsa;495;Taxable Goods;Ek – 129 €',
      ].join('\r\n'),
    );
    expect([...latin1.subarray(latin1.indexOf('Pall'), latin1.indexOf('Pall') + 12)]).toEqual([
      0x50, 0x61, 0x6c, 0x6c, 0x20, 0x47, 0x72, 0xe5, 0x20, 0xc5, 0x73, 0x61,
    ]);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(latin1)).toThrow();
    const job = await importFile(latin1, 'file_name=excel.csv');
    expect(job).toMatchObject({ status: 'done', created: 1, rejected: 0 });
    expect(job.notices).toEqual([
      {
        code: 'converted_from_windows_1252',
        message: expect.stringMatching(/not UTF-8: it was read as Windows-1252/),
      },
    ]);
    const product = await api.get<ProductDto>('/api/catalog/products/IMP-LATIN');
    expect(product.body.result.name).toBe('Pall Grå Åsa');
    expect(product.body.result.short_description).toBe('Ek – 129 €');
    // A UTF-8 file says nothing of the kind.
    const utf8 = await importFile(
      'sku,type,name,price,tax_class\nIMP-UTF8,simple,Stol Grå Åsa,495,Taxable Goods\n',
      'file_name=utf8.csv',
    );
    expect(utf8).toMatchObject({ status: 'done', created: 1, notices: [] });
  });

  it('refuses a file that is neither UTF-8 nor Windows-1252, naming what it is', async () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('sku,type,name,price,tax_class\r\nIMP-16,simple,Pall Grå,495,Taxable Goods\r\n', 'utf16le'),
    ]);
    const refusedUtf16 = await startImport(catalogue, utf16, 'file_name=unicode.csv');
    expect(refusedUtf16.status).toBe(400);
    expect(refusedUtf16.body.result).toMatch(/^file: The file is UTF-16 text .*not UTF-8/);
    // 0x81 is no character in Windows-1252 (nor is 0x8D, 0x8F, 0x90, 0x9D).
    const other = Buffer.from(
      'sku,type,name,price,tax_class\nIMP-X,simple,Pall \x81,495,Taxable Goods\n',
      'latin1',
    );
    const refusedOther = await startImport(catalogue, other, 'file_name=other.csv');
    expect(refusedOther.status).toBe(400);
    expect(refusedOther.body.result).toMatch(
      /^file: The file is neither UTF-8 nor Windows-1252 \(Latin-1\): line 2 has the byte 0x81/,
    );
    // UTF-8 with one Latin-1 byte pasted in is not converted into mojibake.
    const mixed = Buffer.concat([
      Buffer.from('sku,type,name,price,tax_class\nIMP-M1,simple,Pall Grå,495,Taxable Goods\n', 'utf8'),
      Buffer.from('IMP-M2,simple,Pall Grå,495,Taxable Goods\n', 'latin1'),
    ]);
    const refusedMixed = await startImport(catalogue, mixed, 'file_name=mixed.csv');
    expect(refusedMixed.status).toBe(400);
    expect(refusedMixed.body.result).toMatch(/^file: The file mixes UTF-8 with another encoding \(line 3/);
  });

  for (const example of ['catalogue.csv', 'catalogue.json'])
    it(`takes the documented example file ${example} without a rejected row`, async () => {
      const text = readFileSync(
        new URL(`../../../docs/formats/examples/${example}`, import.meta.url),
        'utf8',
      );
      const job = await importFile(
        text,
        `file_name=${example}`,
        example.endsWith('.json') ? 'application/json' : 'text/csv',
      );
      expect(job.rejections).toEqual([]);
      expect(job).toMatchObject({ status: 'done', created: job.total, rejected: 0 });
      expect(
        (await api.get(`/api/catalog/products/${example.endsWith('.json') ? 'EX-PLAD' : 'EX-SOFFA-LINNE'}`))
          .status,
      ).toBe(200);
    });

  it('lists the latest imports, newest first', async () => {
    const list = await catalogue.get<{ items: ImportJobDto[] }>('/api/admin/imports?limit=3');
    expect(list.status).toBe(200);
    expect(list.body.result.items).toHaveLength(3);
    const ids = list.body.result.items.map((j) => j.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await catalogue.get('/api/admin/imports/999999')).status).toBe(404);
  });
});

describe('catalogue export', () => {
  for (const format of ['csv', 'json'] as const)
    it(`exports the catalogue as ${format.toUpperCase()}, and importing that file changes nothing`, async () => {
      const response = await fetch(`${api.baseUrl}/api/admin/exports/catalogue.${format}`, {
        headers: { cookie: [...catalogue.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(
        new RegExp(`attachment; filename="hemma-catalogue-.*\\.${format}"`),
      );
      const text = await response.text();
      const version = await catalogueVersion();
      const history = await priceHistoryRows();
      const job = await importFile(
        text,
        `file_name=export.${format}`,
        format === 'csv' ? 'text/csv' : 'application/json',
      );
      expect(job.rejections).toEqual([]);
      expect(job).toMatchObject({ status: 'done', created: 0, updated: 0, rejected: 0 });
      expect(job.unchanged).toBeGreaterThan(250);
      expect(await catalogueVersion()).toBe(version);
      expect(await priceHistoryRows()).toBe(history);
    });

  it('writes back what an import brought in (import → export keeps the data)', async () => {
    const response = await fetch(`${api.baseUrl}/api/admin/exports/catalogue.csv`, {
      headers: { cookie: [...catalogue.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const [header, ...records] = readCsv(await response.text()).map((r) => r.fields);
    const row = (sku: string) => {
      const cells = records.find((r) => r[0] === sku)!;
      // An attribute's column carries its definition (`color:select:Färg`): named by its code here.
      return Object.fromEntries(header!.map((h, i) => [h.split(':')[0], cells[i]]));
    };
    expect(header).toEqual(expect.arrayContaining(['color:select:Färg', 'width:number(cm):Bredd']));
    expect(row('IMP-LAMPA')).toMatchObject({
      type: 'simple',
      name: 'Importlampa Ljusglimt',
      price: '995',
      tax_class: 'Taxable Goods',
      categories: 'vardagsrum',
      brand: 'Nordvik',
      color: 'Vit',
      width: '45',
      qty: '12',
      description: '<p>En lampa.</p>',
    });
    expect(row('IMP-SOFFA')).toMatchObject({ type: 'configurable', configurable_attributes: 'color:Färg' });
    expect(row('IMP-SOFFA-GRA')).toMatchObject({
      parent_sku: 'IMP-SOFFA',
      price: '12995',
      special_price: '9995',
      color: 'Grå',
      qty: '4',
    });
  });
});

describe('authorization of the import and export', () => {
  it('refuses the orders role (403), a customer’s token (401, decision 0051) and no session (401)', async () => {
    const accounts = accountFixtures(api);
    const { email, password } = await accounts.register();
    const customer = adminClient(api, {
      authorization: `Bearer ${(await accounts.login(email, password)).token}`,
    });
    for (const [client, status] of [
      [orders, 403],
      [customer, 401],
      [adminClient(api), 401],
    ] as const) {
      expect((await startImport(client, CSV)).status).toBe(status);
      expect((await client.get('/api/admin/imports')).status).toBe(status);
      expect((await client.get('/api/admin/imports/1')).status).toBe(status);
      expect((await client.get('/api/admin/exports/catalogue.csv')).status).toBe(status);
    }
  });
});
