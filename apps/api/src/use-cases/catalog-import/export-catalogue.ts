import type { Db } from '../../db/database.ts';
import { openReadSnapshot } from '../../db/read-snapshot.ts';
import {
  createCatalogueExportRepository,
  type TopLevelProduct,
} from '../../modules/catalog/catalogue-export-repository.ts';
import type { CatalogAdminContext } from '../catalog-admin/catalog-admin-context.ts';
import { loadAttributeCodes } from '../catalog-admin/catalogue-facts.ts';
import { presentAdminProduct, type AttributeCodes } from '../catalog-admin/present-admin-product.ts';
import { loadStoredProducts } from '../catalog-admin/stored-product.ts';
import { loadImportVocabulary } from './load-vocabulary.ts';
import type { CatalogueFormat } from './parse-catalogue-file.ts';
import {
  catalogueCsvHeader,
  catalogueCsvLayout,
  catalogueCsvLines,
  catalogueJsonItem,
  TYPE_ORDER,
  type ExportProduct,
} from './present-catalogue-export.ts';
import { createVocabulary } from './vocabulary.ts';

/** Products that stand on their own read per page of the keyset (each page one query). */
export const EXPORT_PAGE = 200;
/** Product rows (a product and its variants) read at once: what bounds the `in (…)` lists and the memory. */
const ROWS_PER_READ = 2000;

/** A page's products in groups of at most ROWS_PER_READ rows with their variants (a bigger product alone). */
function inReads(page: readonly TopLevelProduct[]): number[][] {
  const reads: number[][] = [];
  let current: number[] = [];
  let rows = 0;
  for (const { id, variants } of page) {
    if (current.length > 0 && rows + 1 + variants > ROWS_PER_READ) {
      reads.push(current);
      current = [];
      rows = 0;
    }
    current.push(id);
    rows += 1 + variants;
  }
  if (current.length > 0) reads.push(current);
  return reads;
}

/**
 * The catalogue's products in the export's order (TYPE_ORDER, then by id), a batch at a time: a keyset page of
 * products, then each part of all of them with one query (stored-product.ts), so a page costs about a dozen queries
 * whatever its size — not a dozen per product.
 */
async function* productBatches(db: Db, codes: AttributeCodes): AsyncGenerator<ExportProduct[]> {
  const repository = createCatalogueExportRepository(db);
  // First a type not in the list (none is), then the list's types in order.
  for (const type of [TYPE_ORDER, ...TYPE_ORDER]) {
    let after = 0;
    for (;;) {
      const page = await repository.topLevelPage({ type, after, limit: EXPORT_PAGE });
      if (page.length === 0) break;
      after = page.at(-1)!.id;
      for (const ids of inReads(page))
        yield (await loadStoredProducts(db, ids)).map((stored) => ({
          product: presentAdminProduct(stored, codes),
          hasStock: stored.stock !== undefined,
          variantHasStock: stored.variants.map((v) => v.stock !== undefined),
        }));
      if (page.length < EXPORT_PAGE) break;
    }
  }
}

/**
 * The whole catalogue in the import's format (CSV or JSON, docs/formats/catalogue-import.md), as pieces of text to
 * send or write one after the other: importing the file into the same shop changes nothing, and into an empty one
 * with the same taxonomy it makes the same products.
 *
 * Read from one snapshot on one connection of its own (db/read-snapshot.ts), so the file is one moment of the
 * catalogue and the shop's requests never wait for the export's connection; a batch of products at a time, so the
 * memory is a batch's, not the file's. The reader asks for the next piece when it has room for it: a slow download
 * keeps the snapshot open longer, nothing more. End the generator (return(), or read it to the end) to give the
 * connection back.
 */
export async function* exportCatalogue(
  context: Pick<CatalogAdminContext, 'db'>,
  format: CatalogueFormat,
): AsyncGenerator<string, void, undefined> {
  const snapshot = await openReadSnapshot(context.db);
  try {
    const reader = snapshot.db;
    const vocabulary = createVocabulary(await loadImportVocabulary(reader));
    const codes = await loadAttributeCodes(reader);
    if (format === 'json') {
      yield '[\n';
      let first = true;
      for await (const products of productBatches(reader, codes)) {
        if (products.length === 0) continue;
        yield `${first ? '' : ',\n'}${products.map((p) => `  ${catalogueJsonItem(p)}`).join(',\n')}`;
        first = false;
      }
      yield '\n]\n';
      return;
    }
    // The attribute columns are known before the first row: every attribute any product has a value of.
    const used = await createCatalogueExportRepository(reader).usedAttributeIds();
    const attributeCodes = [...new Set(used.map((id) => codes.get(id) ?? String(id)))].sort();
    const layout = catalogueCsvLayout(attributeCodes, vocabulary);
    yield catalogueCsvHeader(layout);
    for await (const products of productBatches(reader, codes))
      yield products.map((p) => catalogueCsvLines(p, layout, vocabulary)).join('');
  } finally {
    await snapshot.end();
  }
}
