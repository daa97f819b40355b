import { adminProductInput } from '@hemma/contract';
import {
  CsvReader,
  CsvSyntaxError,
  detectSeparator,
  restoreFormulaText,
  type CsvRecord,
  type CsvRecordAt,
} from './csv.ts';
import {
  collectReading,
  describeIssues,
  FileRefusedError,
  finishAtOnce,
  type CatalogueEntry,
  type CatalogueReading,
  type ParsedFile,
  type Rejection,
  type Steps,
} from './parsed-file.ts';
import { createVocabulary, type Vocabulary } from './vocabulary.ts';
import { AttributePlanner, isEmptyPlan, withPlan } from './attribute-columns.ts';
import { isEmptyTaxonomyPlan, TaxonomyPlanner, withTaxonomy } from './taxonomy-plan.ts';
import {
  csvNames,
  readHeader,
  RowReader,
  withDefinedAttributes,
  withoutUndefined,
  type Row,
} from './csv-rows.ts';
/** Records read between two pauses of the first pass. */
const STEP = 2000;

/**
 * A catalogue CSV → products in the contract's shape (decision 0025), each with the line it is on, and every row
 * that cannot be taken with its line and reason. A configurable product is its row plus its variants' rows (linked
 * by `parent_sku`, anywhere in the file): one bad row rejects the whole product, so nothing of it is half-imported.
 * A file that is not a catalogue CSV (no header with the required columns, unknown columns, broken quoting) throws
 * FileRefusedError.
 *
 * Two passes (issue 29, defect 5): the first reads every record once but keeps only where each variant row starts
 * (by its product's sku) and which rows it rejected, so that a broken file is refused before anything is saved; the
 * second (`entries()`) reads the product rows in order, each with its variants' rows read again from where they
 * start, and converts and checks one product at a time. Nothing holds all the rows at once.
 */
export function* readCatalogueCsv(text: string, shop: Vocabulary): Steps<CatalogueReading> {
  const refused = (error: unknown) =>
    error instanceof CsvSyntaxError
      ? new FileRefusedError(`Not a readable CSV file: ${error.message}`)
      : error;
  const reader = new CsvReader(text, detectSeparator(text));
  let headerRecord: CsvRecordAt | undefined;
  try {
    headerRecord = reader.next();
  } catch (error) {
    throw refused(error);
  }
  const fileHeader = readHeader(headerRecord, shop);
  // The columns that carry their attribute's definition: what the shop lacks of them is planned in the first pass.
  const planner = new AttributePlanner(shop.source, fileHeader.defined);
  // The tax classes, brands and categories the rows name and the shop lacks, created as the attributes are.
  const taxonomy = new TaxonomyPlanner(shop.source, shop);
  const taxonomyColumns = ['tax_class', 'brand', 'categories'].map((name) => fileHeader.columns.get(name));
  const width = headerRecord!.fields.length;
  const skuIndex = fileHeader.columns.get('sku')!;
  const parentIndex = fileHeader.columns.get('parent_sku');
  // A cell the export neutralised for spreadsheets (`'=…`) reads back as the text it was (decision 0024), in both
  // passes: a neutralised `'-SKU` links its variants and is told apart from others as `-SKU`.
  const cell = (fields: string[], index: number | undefined) =>
    index === undefined ? '' : restoreFormulaText(fields[index] ?? '').trim();

  const rejected: Rejection[] = [];
  const reject = (line: number, sku: string | null, reason: string) =>
    rejected.push({ line, sku: sku || null, reason });
  /** The lines of the rows the first pass rejected: the second skips them. */
  const skipped = new Set<number>();
  const seen = new Map<string, number>();
  const productSkus = new Set<string>();
  /** Where each product's variant rows start, by its sku. */
  const variants = new Map<string, { offset: number; line: number }[]>();
  let rows = 0;
  let candidates = 0;
  for (;;) {
    let record: CsvRecordAt | undefined;
    try {
      record = reader.next();
    } catch (error) {
      throw refused(error);
    }
    if (!record) break;
    rows++;
    if (rows % STEP === 0) yield;
    const sku = cell(record.fields, skuIndex);
    if (record.fields.length > width) {
      reject(record.line, sku, `the row has ${record.fields.length} fields, the header ${width}`);
      skipped.add(record.line);
      continue;
    }
    if (sku === '') {
      reject(record.line, null, 'sku: a row needs an sku');
      skipped.add(record.line);
      continue;
    }
    const earlier = seen.get(sku);
    if (earlier !== undefined) {
      reject(record.line, sku, `sku: ${sku} is on line ${earlier} already`);
      skipped.add(record.line);
      continue;
    }
    seen.set(sku, record.line);
    planner.add((index) => cell(record.fields, index));
    const [taxClass, brand, categories] = taxonomyColumns.map((index) => cell(record.fields, index));
    taxonomy.add({ taxClass: taxClass!, brand: brand!, categories: categories! });
    const parentSku = cell(record.fields, parentIndex);
    if (parentSku) {
      const own = variants.get(parentSku);
      const at = { offset: record.offset, line: record.line };
      if (own) own.push(at);
      else variants.set(parentSku, [at]);
    } else {
      productSkus.add(sku);
      candidates++;
    }
  }
  for (const [parentSku, rowsOfIt] of variants) {
    if (productSkus.has(parentSku)) continue;
    for (const at of rowsOfIt) {
      const record = reader.at(at.offset, at.line)!;
      reject(
        at.line,
        cell(record.fields, skuIndex),
        `parent_sku: ${parentSku} is not a product row of this file`,
      );
    }
    variants.delete(parentSku);
  }
  seen.clear();
  productSkus.clear();
  rejected.sort((a, b) => a.line - b.line);
  const attributePlan = planner.plan();
  const taxonomyPlan = taxonomy.plan();
  const vocabulary =
    isEmptyPlan(attributePlan) && isEmptyTaxonomyPlan(taxonomyPlan)
      ? shop
      : createVocabulary(withTaxonomy(withPlan(shop.source, attributePlan), taxonomyPlan));
  const header = withDefinedAttributes(fileHeader, vocabulary);

  const bodyStart = { offset: headerRecord!.offset, line: headerRecord!.line };
  function* entries(): Generator<CatalogueEntry, void, undefined> {
    const body = new CsvReader(text, detectSeparator(text), bodyStart.offset, bodyStart.line);
    body.next();
    for (let record = body.next(); record; record = body.next()) {
      if (skipped.has(record.line) || cell(record.fields, parentIndex) !== '') continue;
      yield readProduct(record);
    }
  }

  /** A product row and its variants' rows → the product, or its rejected rows. */
  function readProduct(record: CsvRecordAt): CatalogueEntry {
    const rejectedRows: Rejection[] = [];
    const rejectRow = (line: number, sku: string | null, reason: string) =>
      rejectedRows.push({ line, sku: sku || null, reason });
    const rowOf = (at: CsvRecord): Row => {
      const rowReader = new RowReader(header, at.fields.map(restoreFormulaText), vocabulary);
      const sku = rowReader.cell('sku');
      const parentSku = rowReader.cell('parent_sku');
      return {
        line: at.line,
        sku,
        parentSku,
        raw: parentSku ? rowReader.variant(undefined) : rowReader.product(),
        problems: rowReader.problems,
      };
    };
    const product = rowOf(record);
    const own = (variants.get(product.sku) ?? []).map((at) => rowOf(reader.at(at.offset, at.line)!));
    const bad = [product, ...own].filter((row) => row.problems.length > 0);
    for (const row of bad) rejectRow(row.line, row.sku, row.problems.join('; '));
    if (own.length > 0 && product.raw.type_id !== 'configurable') {
      for (const row of own)
        rejectRow(row.line, row.sku, `parent_sku: ${product.sku} is not a configurable product`);
      if (!bad.includes(product))
        rejectRow(product.line, product.sku, 'only a configurable product has variants');
      return { rejected: sorted(rejectedRows) };
    }
    if (bad.length > 0) {
      if (!bad.includes(product))
        rejectRow(product.line, product.sku, `not imported: its variant on line ${bad[0]!.line} is rejected`);
      return { rejected: sorted(rejectedRows) };
    }
    const variantLines = own.map((row) => row.line);
    const raw = withoutUndefined({
      ...product.raw,
      variants: own.map((row) => withoutUndefined({ ...row.raw, price: row.raw.price ?? product.raw.price })),
    });
    const result = adminProductInput.safeParse(raw);
    if (!result.success)
      return {
        rejected: [
          {
            line: product.line,
            sku: product.sku || null,
            reason: csvNames(describeIssues(result.error.issues, variantLines)),
          },
        ],
      };
    return { product: { line: product.line, sku: product.sku, variantLines, input: result.data } };
  }

  return { format: 'csv', rows, candidates, rejected, attributePlan, taxonomyPlan, entries };
}

const sorted = (rejections: Rejection[]) => rejections.sort((a, b) => a.line - b.line);

/** The whole CSV at once (the unit tests' view; the import reads it with `readCatalogueCsv`). */
export function parseCatalogueCsv(text: string, vocabulary: Vocabulary): ParsedFile {
  return collectReading(finishAtOnce(readCatalogueCsv(text, vocabulary)));
}
