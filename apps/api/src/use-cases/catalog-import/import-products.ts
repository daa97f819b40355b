import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AuditActor } from '../../modules/audit/audit-repository.ts';
import type { CatalogAdminContext } from '../catalog-admin/catalog-admin-context.ts';
import { loadCatalogueFacts } from '../catalog-admin/catalogue-facts.ts';
import type { ProductSave } from '../catalog-admin/product-save.ts';
import { saveProduct } from '../catalog-admin/save-product.ts';
import { describeSaveError, type Rejection } from './parsed-file.ts';

/** A product of the file, its amounts in öre (the caller converted them at its edge: decision 0002). */
export interface ImportItem {
  line: number;
  sku: string;
  variantLines: number[];
  save: ProductSave;
}

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  /** Products the file had that were rejected while saving (parse rejections are the caller's). */
  failed: number;
}

export interface ImportOptions {
  dryRun?: boolean;
  /** Products per transaction: fewer commits, fewer syncs (decision 0025). */
  batchSize?: number;
  /** Called after every product with how many are done (inside a batch's transaction: write nothing then). */
  onProgress?: (done: number, counts: ImportCounts) => void;
  /** Called after each batch has committed (or rolled back), outside any transaction. */
  onBatch?: (done: number, counts: ImportCounts) => Promise<void>;
}

export interface ImportOutcome extends ImportCounts {
  rejected: Rejection[];
}

/** Thrown inside a dry run's transaction to roll it back. */
class DryRunRollback extends Error {}

/**
 * Saves the products of a catalogue file through `saveProduct` (upsert by sku: the same file twice changes
 * nothing — no row, no audit entry, no price-history row, no catalogue version move), `batchSize` per
 * transaction. Each product is saved inside a savepoint: one that the save refuses (a reference that does not exist,
 * an sku of a variant of another product, a url key taken) is rolled back to nothing and reported with its line,
 * the others of its batch go on. A dry run does all of it and rolls every batch back. The search index is not
 * touched here: it follows the catalogue version, which moves once per changed product, and is rebuilt at the next
 * search (decision 0011); the reference data is dropped once per committed batch.
 */
export async function importProducts(
  context: CatalogAdminContext,
  actor: AuditActor,
  items: readonly ImportItem[],
  options: ImportOptions = {},
): Promise<ImportOutcome> {
  const batchSize = options.batchSize ?? 200;
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0, failed: 0 };
  const rejected: Rejection[] = [];
  let done = 0;
  for (let start = 0; start < items.length; start += batchSize) {
    const batch = items.slice(start, start + batchSize);
    const before = { ...counts };
    const batchRejected: Rejection[] = [];
    const run = async (trx: Transaction<Database>) => {
      // The taxonomy the products are checked against, read once per batch rather than once per product.
      const facts = await loadCatalogueFacts(trx);
      for (const item of batch) {
        await sql`savepoint import_product`.execute(trx);
        try {
          const { outcome } = await saveProduct(context, actor, item.save, { trx, facts });
          await sql`release savepoint import_product`.execute(trx);
          counts[outcome]++;
        } catch (error) {
          await sql`rollback to savepoint import_product`.execute(trx);
          await sql`release savepoint import_product`.execute(trx);
          counts.failed++;
          batchRejected.push({ line: item.line, sku: item.sku, reason: reasonOf(error, item.variantLines) });
        }
        done++;
        options.onProgress?.(done, counts);
      }
      if (options.dryRun) throw new DryRunRollback();
    };
    try {
      await context.db.transaction().execute(run);
    } catch (error) {
      if (!(error instanceof DryRunRollback)) {
        // The batch did not commit: none of it is saved, and each product says so.
        Object.assign(counts, before, { failed: before.failed + batch.length });
        const reason = `not saved: ${error instanceof Error ? error.message : String(error)}`;
        rejected.push(...batch.map((item) => ({ line: item.line, sku: item.sku, reason })));
        await options.onBatch?.(done, counts);
        continue;
      }
    }
    rejected.push(...batchRejected);
    if (!options.dryRun && counts.created + counts.updated > before.created + before.updated)
      context.catalog.invalidate();
    await options.onBatch?.(done, counts);
  }
  return { ...counts, rejected };
}

function reasonOf(error: unknown, variantLines: readonly number[]): string {
  if (error instanceof AppError) return describeSaveError(error.message, variantLines);
  return `could not be saved: ${error instanceof Error ? error.message : String(error)}`;
}
