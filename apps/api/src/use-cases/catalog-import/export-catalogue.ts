import type { Db } from '../../db/database.ts';
import { createCatalogueExportRepository } from '../../modules/catalog/catalogue-export-repository.ts';
import { loadAttributeCodes } from '../catalog-admin/catalogue-facts.ts';
import { presentAdminProduct } from '../catalog-admin/present-admin-product.ts';
import { loadStoredProduct } from '../catalog-admin/stored-product.ts';
import { loadImportVocabulary } from './load-vocabulary.ts';
import type { CatalogueFormat } from './parse-catalogue-file.ts';
import { presentCatalogueCsv, presentCatalogueJson, type ExportProduct } from './present-catalogue-export.ts';
import { createVocabulary } from './vocabulary.ts';

/**
 * The whole catalogue in the import's format (CSV or JSON, docs/formats/catalogue-import.md): importing the file
 * into the same shop changes nothing, and into an empty one with the same taxonomy it makes the same products.
 * Read in one transaction, so the file is one moment of the catalogue.
 */
export async function exportCatalogue(db: Db, format: CatalogueFormat): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const vocabulary = createVocabulary(await loadImportVocabulary(trx));
    const codes = await loadAttributeCodes(trx);
    const products: ExportProduct[] = [];
    for (const id of await createCatalogueExportRepository(trx).topLevelIds()) {
      const stored = await loadStoredProduct(trx, id);
      if (!stored) continue;
      products.push({
        product: presentAdminProduct(stored, codes),
        hasStock: stored.stock !== undefined,
        variantHasStock: stored.variants.map((v) => v.stock !== undefined),
      });
    }
    return format === 'json' ? presentCatalogueJson(products) : presentCatalogueCsv(products, vocabulary);
  });
}
