import { describe, expect, it } from 'vitest';
import { readCsv } from './csv.ts';
import { parseCatalogueFile, readCatalogue } from './parse-catalogue-file.ts';
import { elementLines } from './parse-json.ts';
import { FileRefusedError, finishAtOnce } from './parsed-file.ts';
import { createVocabulary } from './vocabulary.ts';

const vocabulary = createVocabulary({
  categories: [
    { id: 3, url_key: 'vardagsrum', url_path: 'vardagsrum' },
    { id: 7, url_key: 'soffor', url_path: 'vardagsrum/soffor' },
    { id: 9, url_key: 'soffor', url_path: 'utemobler/soffor' },
  ],
  brands: [{ id: 1, name: 'Nordvik' }],
  taxClasses: [{ id: 2, name: 'Taxable Goods' }],
  customerGroups: [
    { id: 1, code: 'General' },
    { id: 2, code: 'Wholesale' },
  ],
  attributes: [
    {
      id: 10,
      code: 'color',
      input: 'select',
      label: 'Färg',
      options: [
        { id: 100, label: 'Grå', default_label: 'Grey' },
        { id: 101, label: 'Beige', default_label: 'Beige' },
      ],
    },
    { id: 11, code: 'width', input: 'number', label: 'Bredd', options: [] },
  ],
});

const HEADER =
  'sku,parent_sku,type,name,price,tax_class,categories,brand,configurable_attributes,color,width,qty';

const parse = (lines: string[], hint = 'x.csv') => parseCatalogueFile(lines.join('\n'), vocabulary, hint);

describe('the catalogue CSV', () => {
  it('reads quoted fields with separators, quotes and line breaks, and remembers each record’s first line', () => {
    const records = readCsv('a,b\n"x, ""y""","two\nlines"\n\nlast,1\n');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, "y"', 'two\nlines'] },
      { line: 5, fields: ['last', '1'] },
    ]);
    expect(readCsv('a;b\r\n1;2')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', '2'] },
    ]);
  });

  it('turns a simple product row into the contract’s product input, names into ids, kronor kept', () => {
    const file = parse([
      HEADER,
      'LAMP-1,,simple,Lampa Ljus,"1 295,50",Taxable Goods,vardagsrum|vardagsrum/soffor,Nordvik,,Grå,45,7',
    ]);
    expect(file.rejected).toEqual([]);
    expect(file.products).toHaveLength(1);
    const [product] = file.products;
    expect(product!.line).toBe(2);
    expect(product!.input).toMatchObject({
      sku: 'LAMP-1',
      type_id: 'simple',
      name: 'Lampa Ljus',
      price: 1295.5,
      tax_class_id: 2,
      category_ids: [3, 7],
      brand_id: 1,
      attributes: [
        { attribute_code: 'color', option_id: 100 },
        { attribute_code: 'width', number: 45 },
      ],
      stock: { qty: 7, is_in_stock: true },
      status: 1,
      visibility: 4,
    });
  });

  it('links variants to their configurable product by parent_sku, wherever they are in the file', () => {
    const file = parse([
      HEADER,
      'SOFA-V1,SOFA,,,9995,,,,,Grå,,3',
      'SOFA,,configurable,Soffa Lund,9995,Taxable Goods,vardagsrum/soffor,,color,,,',
      'SOFA-V2,SOFA,simple,,,,,,,beige,,4',
    ]);
    expect(file.rejected).toEqual([]);
    const [sofa] = file.products;
    expect(sofa!.line).toBe(3);
    expect(sofa!.variantLines).toEqual([2, 4]);
    expect(sofa!.input.configurable_options).toEqual([{ attribute_code: 'color' }]);
    expect(sofa!.input.variants.map((v) => [v.sku, v.price, v.attributes, v.stock?.qty])).toEqual([
      ['SOFA-V1', 9995, [{ attribute_code: 'color', option_id: 100 }], 3],
      // A variant without a price costs what its product does; option labels in either language.
      ['SOFA-V2', 9995, [{ attribute_code: 'color', option_id: 101 }], 4],
    ]);
  });

  it('rejects each bad row with its line and reason, and takes the good ones', () => {
    const file = parse([
      HEADER,
      'OK-1,,simple,Bra,100,Taxable Goods,,,,,,',
      'BAD-PRICE,,simple,Dyr,12.345,Taxable Goods,,,,,,',
      'BAD-CAT,,simple,Vilse,100,Taxable Goods,kok,,,,,',
      'AMBIG,,simple,Två,100,Taxable Goods,soffor,,,,,',
      ',,simple,Utan sku,100,Taxable Goods,,,,,,',
      'OK-1,,simple,Igen,100,Taxable Goods,,,,,,',
      'NOTAX,,simple,Skattefri,100,,,,,,,',
      'ORPHAN,GONE,,,100,,,,,Grå,,',
      'BADNUM,,simple,Bred,100,Taxable Goods,,,,,bred,',
    ]);
    expect(file.products.map((p) => p.sku)).toEqual(['OK-1']);
    expect(file.rows).toBe(9);
    expect(file.rejected).toEqual([
      { line: 3, sku: 'BAD-PRICE', reason: 'price: must be kronor with at most two decimals' },
      { line: 4, sku: 'BAD-CAT', reason: 'categories: no category "kok"' },
      { line: 5, sku: 'AMBIG', reason: 'categories: category "soffor" is ambiguous: write its id (#…)' },
      { line: 6, sku: null, reason: 'sku: a row needs an sku' },
      { line: 7, sku: 'OK-1', reason: 'sku: OK-1 is on line 2 already' },
      { line: 8, sku: 'NOTAX', reason: 'tax_class: give the tax class (its name or #id)' },
      { line: 9, sku: 'ORPHAN', reason: 'parent_sku: GONE is not a product row of this file' },
      { line: 10, sku: 'BADNUM', reason: 'width: "bred" is not a number' },
    ]);
  });

  it('rejects a configurable product whole when one of its variant rows is bad', () => {
    const file = parse([
      HEADER,
      'SOFA,,configurable,Soffa,9995,Taxable Goods,,,color,,,',
      'SOFA-1,SOFA,,,,,,,,Grå,,',
      'SOFA-2,SOFA,,,,,,,,Lila,,',
    ]);
    expect(file.products).toEqual([]);
    expect(file.rejected).toEqual([
      { line: 2, sku: 'SOFA', reason: 'not imported: its variant on line 4 is rejected' },
      { line: 4, sku: 'SOFA-2', reason: 'color: no color option "Lila"' },
    ]);
  });

  it('refuses a file that is not a catalogue CSV, whole', () => {
    expect(() => parse(['name,price', 'Soffa,100'])).toThrow(/lacks the columns sku, type, tax_class/);
    expect(() => parse([`${HEADER},colour`, ''])).toThrow(/unknown columns: colour/);
    expect(() => parse(['sku,type,name,price,tax_class,sku', ''])).toThrow(/"sku" twice/);
    expect(() => parse(['sku,type,name,price,tax_class', 'A,simple,"open,1,2'])).toThrow(
      /Not a readable CSV file: line 2/,
    );
    expect(() => parseCatalogueFile('\u0000\u0001PNG', vocabulary, 'x.csv')).toThrow(FileRefusedError);
    expect(() => parseCatalogueFile('  ', vocabulary)).toThrow(/empty/);
  });
});

describe('the catalogue JSON', () => {
  const product = (sku: string, extra: object = {}) => ({
    sku,
    type_id: 'simple',
    name: `Produkt ${sku}`,
    tax_class_id: 2,
    price: 100,
    ...extra,
  });

  it('takes an array of product inputs and rejects an invalid one by the line its object starts on', () => {
    const text = JSON.stringify([product('A'), product('B', { price: -1 }), product('C')], null, 2);
    const file = parseCatalogueFile(text, vocabulary, 'catalogue.json');
    expect(file.format).toBe('json');
    expect(file.products.map((p) => p.sku)).toEqual(['A', 'C']);
    expect(file.rejected).toEqual([
      {
        line: text.split('\n').findIndex((l) => l.includes('"B"')),
        sku: 'B',
        reason: 'product 2: price: must not be negative',
      },
    ]);
  });

  it('finds the lines of the elements of {"products": [...]}, strings with brackets notwithstanding', () => {
    expect(elementLines('{"products": [\n{"a": "[{"},\n\n{"b": [1]}\n]}')).toEqual([2, 4]);
  });

  it('refuses what is not JSON or not a list of products', () => {
    expect(() => parseCatalogueFile('[{"sku": 1', vocabulary, 'x.json')).toThrow(/Not a readable JSON file/);
    expect(() => parseCatalogueFile('{"sku": "A"}', vocabulary)).toThrow(/must be an array of products/);
    // Broken after its products, or between them: refused whole all the same.
    expect(() => parseCatalogueFile(`[${JSON.stringify(product('A'))}] x`, vocabulary)).toThrow(
      /Not a readable JSON file/,
    );
    expect(() => parseCatalogueFile(`[${JSON.stringify(product('A'))} {}]`, vocabulary)).toThrow(
      /Not a readable JSON file/,
    );
    expect(() => parseCatalogueFile('{"products": [{"sku": tru}]}', vocabulary)).toThrow(
      /Not a readable JSON file/,
    );
    expect(() => parseCatalogueFile('{"products": 5}', vocabulary)).toThrow(/must be an array of products/);
    expect(() => parseCatalogueFile('"A"', vocabulary, 'x.json')).toThrow(/must be an array of products/);
  });

  it('reads {"products": [...]} (the last "products" as JSON.parse would), a byte-order mark, odd elements', () => {
    const text = `\uFEFF{"meta": {"products": [1]}, "products": [9],\n "products": [\n${JSON.stringify(product('A'))},\n  "B", ${JSON.stringify(product('C', { name: 'Med ] och " i' }))}\n]}`;
    const file = parseCatalogueFile(text, vocabulary);
    expect(file.rows).toBe(3);
    expect(file.products.map((p) => [p.sku, p.line, p.input.name])).toEqual([
      ['A', 3, 'Produkt A'],
      ['C', 4, 'Med ] och " i'],
    ]);
    expect(file.rejected).toEqual([{ line: 4, sku: null, reason: expect.stringMatching(/^product 2: /) }]);
  });
});

describe('reading a file a product at a time (issue 29, defect 5)', () => {
  it('checks the whole file first, then converts one product per step, its variants found wherever they are', () => {
    let lookups = 0;
    const counting = { ...vocabulary, taxClass: (text: string) => (lookups++, vocabulary.taxClass(text)) };
    const lines = [HEADER];
    for (let i = 1; i <= 50; i++) lines.push(`P-${i},,simple,Produkt ${i},100,Taxable Goods,,,,,,`);
    lines.push(
      'SOFA,,configurable,Soffa,9995,Taxable Goods,,,color,,,',
      'P-1,,simple,Igen,1,Taxable Goods,,,,,,',
    );
    lines.splice(2, 0, 'SOFA-1,SOFA,,,,,,,,Grå,,');
    const reading = finishAtOnce(readCatalogue(lines.join('\n'), counting, 'x.csv'));
    expect(reading).toMatchObject({ format: 'csv', rows: 53, candidates: 51 });
    expect(reading.rejected).toEqual([{ line: 54, sku: 'P-1', reason: 'sku: P-1 is on line 2 already' }]);
    // The first pass converted nothing.
    expect(lookups).toBe(0);
    const entries = reading.entries();
    const first = entries.next();
    expect(first.value).toMatchObject({ product: { sku: 'P-1', line: 2 } });
    expect(lookups).toBe(1);
    const rest = [...entries];
    expect(lookups).toBe(51);
    expect(rest.at(-1)).toMatchObject({ product: { sku: 'SOFA', line: 53, variantLines: [3] } });
  });
});
