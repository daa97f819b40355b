import type { ImportItem } from '../../use-cases/catalog-import/import-products.ts';
import { loadImportVocabulary } from '../../use-cases/catalog-import/load-vocabulary.ts';
import { parseCatalogueFile } from '../../use-cases/catalog-import/parse-catalogue-file.ts';
import type { ParsedFile } from '../../use-cases/catalog-import/parsed-file.ts';
import { createVocabulary } from '../../use-cases/catalog-import/vocabulary.ts';
import { toProductSave } from './product-input.ts';

/**
 * A catalogue file as the import saves it: parsed against the shop's taxonomy (rows it cannot take are rejected
 * with their lines), its kronor turned into öre here at the edge (decision 0002) — for the admin API's import jobs
 * and for `npm run catalogue:import` alike. A file that is not a catalogue throws FileRefusedError.
 */
export async function readCatalogueFile(
  db: Parameters<typeof loadImportVocabulary>[0],
  text: string,
  hint?: string | null,
): Promise<{ file: ParsedFile; items: ImportItem[] }> {
  const vocabulary = createVocabulary(await loadImportVocabulary(db));
  const file = parseCatalogueFile(text, vocabulary, hint);
  const items = file.products.map((p) => ({
    line: p.line,
    sku: p.sku,
    variantLines: p.variantLines,
    save: toProductSave(p.input),
  }));
  return { file, items };
}
