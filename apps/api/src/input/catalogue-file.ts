import { openCatalogueFile, type CatalogueFile } from '../use-cases/catalog-import/open-catalogue-file.ts';
import { toProductSave } from './product-input.ts';

/**
 * A catalogue file as the import saves it: its bytes decoded and checked whole against the shop's taxonomy (rows it
 * cannot take are rejected with their lines), its products read one by one with their kronor turned into öre here
 * at the edge (decision 0002) — for the admin API's import jobs and for `npm run catalogue:import` alike. A file
 * that is not a catalogue throws FileRefusedError.
 */
export function readCatalogueFile(
  context: Parameters<typeof openCatalogueFile>[0],
  bytes: Uint8Array,
  hint?: string | null,
): Promise<CatalogueFile> {
  return openCatalogueFile(context, bytes, hint, toProductSave);
}
