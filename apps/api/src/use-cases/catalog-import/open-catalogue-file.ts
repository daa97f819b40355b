import type { AdminProductData, ImportNotice } from '@hemma/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuditActor } from '../../modules/audit/audit-repository.ts';
import type { CatalogAdminContext } from '../catalog-admin/catalog-admin-context.ts';
import type { ProductSave } from '../catalog-admin/product-save.ts';
import { describePlan, isEmptyPlan } from './attribute-columns.ts';
import { createPlannedAttributes } from './create-planned-attributes.ts';
import { createPlannedTaxonomy } from './create-planned-taxonomy.ts';
import { decodeCatalogueBytes, type CatalogueEncoding } from './decode-catalogue-text.ts';
import type { ImportEntry } from './import-products.ts';
import { loadImportVocabulary } from './load-vocabulary.ts';
import { readCatalogue } from './parse-catalogue-file.ts';
import type { Rejection } from './parsed-file.ts';
import { describeTaxonomy, isEmptyTaxonomyPlan } from './taxonomy-plan.ts';
import { createVocabulary } from './vocabulary.ts';
import { finishInSlices, type Pacer } from './yield-to-event-loop.ts';

/** A catalogue file checked whole and ready to be imported product by product. */
export interface CatalogueFile {
  format: 'csv' | 'json';
  encoding: CatalogueEncoding;
  /** What the report says about the whole file (a conversion from Windows-1252). */
  notices: ImportNotice[];
  /** Rows (CSV) or objects (JSON) in the file. */
  rows: number;
  /** The products the file names; `entries()` yields one entry for each. */
  candidates: number;
  /** Rows rejected while the file was checked (before any product is read). */
  rejected: Rejection[];
  /** The products in the file's order, each read, checked and converted when it is asked for. */
  entries(): Generator<ImportEntry, void, undefined>;
  /**
   * Creates the attributes and options the file brings (its columns' definitions) that the shop lacks: called in each
   * batch's transaction before its products are saved (importProducts' `prepare`).
   */
  prepare(trx: Transaction<Database>, actor: AuditActor, now: string): Promise<void>;
}

export const WINDOWS_1252_NOTICE =
  'The file is not UTF-8: it was read as Windows-1252 (Latin-1, what Excel saves as "CSV"), so å, ä and ö came ' +
  'through. Check a few names; save the file as "CSV UTF-8" to skip the conversion.';

/**
 * A catalogue file's bytes, as the admin's import route and `npm run catalogue:import` both have them → the file
 * checked whole (decision 0025; issue 29, defects 5 and 9): decoded (UTF-8, else Windows-1252 with a notice, else
 * refused), its format told, its first pass run in slices that leave the event loop free, against the shop's
 * taxonomy read once. `toSave` turns a product of the contract into the save's input (kronor into öre at the
 * caller's edge: decision 0002). A file that is not a catalogue throws FileRefusedError.
 */
export async function openCatalogueFile(
  context: Pick<CatalogAdminContext, 'db'>,
  bytes: Uint8Array,
  hint: string | null | undefined,
  toSave: (input: AdminProductData) => ProductSave,
  pacer?: Pacer,
): Promise<CatalogueFile> {
  const { text, encoding } = decodeCatalogueBytes(bytes);
  const vocabulary = createVocabulary(await loadImportVocabulary(context.db));
  const reading = await finishInSlices(readCatalogue(text, vocabulary, hint), pacer);
  const notices: ImportNotice[] =
    encoding === 'windows-1252'
      ? [{ code: 'converted_from_windows_1252', message: WINDOWS_1252_NOTICE }]
      : [];
  const plan = reading.attributePlan;
  if (!isEmptyPlan(plan)) {
    const attributes = describePlan(plan);
    const words = attributes.map(
      (a) =>
        `${a.code} (${a.existing ? 'new options' : `${a.label}, ${a.input}${a.unit ? `, ${a.unit}` : ''}`})` +
        (a.options.length > 0 ? `: ${a.options.map((o) => `"${o}"`).join(', ')}` : ''),
    );
    notices.push({
      code: 'creates_attributes',
      message: `The shop lacks attributes or options the file's columns define; the import creates them: ${words.join('; ')}.`,
      attributes,
    });
  }
  const taxonomyPlan = reading.taxonomyPlan;
  if (!isEmptyTaxonomyPlan(taxonomyPlan)) {
    const taxonomy = describeTaxonomy(taxonomyPlan);
    const list = (what: string, names: string[]) =>
      names.length > 0 ? [`${what}: ${names.map((n) => `"${n}"`).join(', ')}`] : [];
    notices.push({
      code: 'creates_taxonomy',
      message:
        `The shop lacks what the file names; the import creates it: ${[
          ...list('tax classes', taxonomy.tax_classes),
          ...list('brands', taxonomy.brands),
          ...list('categories', taxonomy.categories),
        ].join('; ')}.` +
        (taxonomy.tax_classes.length > 0 ? ' A new tax class has no VAT rates until they are set.' : '') +
        (taxonomy.categories.length > 0 ? ' New categories are named after their url keys.' : ''),
      taxonomy,
    });
  }
  return {
    format: reading.format,
    encoding,
    notices,
    rows: reading.rows,
    candidates: reading.candidates,
    rejected: reading.rejected,
    prepare: async (trx, actor, now) => {
      await createPlannedTaxonomy(trx, taxonomyPlan, actor, now);
      await createPlannedAttributes(trx, plan, actor, now);
    },
    *entries() {
      for (const entry of reading.entries())
        yield 'product' in entry
          ? {
              item: {
                line: entry.product.line,
                sku: entry.product.sku,
                variantLines: entry.product.variantLines,
                save: toSave(entry.product.input),
              },
            }
          : entry;
    },
  };
}
