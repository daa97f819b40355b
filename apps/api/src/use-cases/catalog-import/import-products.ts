import { SqliteAdapter, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AuditActor } from '../../modules/audit/audit-repository.ts';
import type { CatalogAdminContext } from '../catalog-admin/catalog-admin-context.ts';
import { loadCatalogueFacts } from '../catalog-admin/catalogue-facts.ts';
import type { ProductSave } from '../catalog-admin/product-save.ts';
import { saveProduct } from '../catalog-admin/save-product.ts';
import { DryRunCarry } from './dry-run-carry.ts';
import { describeSaveError, type Rejection } from './parsed-file.ts';
import { createPacer, type Pacer } from './yield-to-event-loop.ts';

/** A product of the file, its amounts in öre (the caller converted them at its edge: decision 0002). */
export interface ImportItem {
  line: number;
  sku: string;
  variantLines: number[];
  save: ProductSave;
}

/** One product of the file as it is read: to be saved, or rejected with its rows while it was read. */
export type ImportEntry = { item: ImportItem } | { rejected: Rejection[] };

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  /** Products the file had that were rejected while saving. */
  failed: number;
  /** Products rejected while they were read (a row the file cannot make a product of), and their rows. */
  skipped: number;
  skippedRows: number;
}

export interface ImportOptions {
  dryRun?: boolean;
  /** Products per transaction: fewer commits, fewer syncs (decision 0025). */
  batchSize?: number;
  /**
   * A batch's transaction commits once it has been open this long, its other products going to the next batch.
   * Default: 100 ms on SQLite (a request that needs the one connection waits for the batch), none on PostgreSQL
   * (decision 0025: shorter transactions cost it more than they give).
   */
  batchMs?: number;
  /** Runs first in each batch's transaction, before its products are saved (the file's new attributes). */
  prepare?: (trx: Transaction<Database>) => Promise<void>;
  /** Called after every product saved or refused, with how many are done (inside a batch's transaction: write nothing then). */
  onProgress?: (done: number, counts: ImportCounts) => void;
  /** Called after each batch has committed (or rolled back), outside any transaction. */
  onBatch?: (done: number, counts: ImportCounts) => Promise<void>;
  /** Rows rejected while reading or saving, as they are found (not in line order). */
  onRejected?: (rows: readonly Rejection[]) => void;
  /** The pauses for the event loop (a slice of 10 ms by default). */
  pacer?: Pacer;
  /**
   * Stops the import between two batches (the process is shutting down): what was committed stays, the rest is not
   * read, and the import ends with this signal's reason.
   */
  signal?: AbortSignal;
}

const SQLITE_BATCH_MS = 100;

/** Thrown inside a dry run's transaction to roll it back. */
class DryRunRollback extends Error {}

/**
 * Saves the products of a catalogue file through `saveProduct` (upsert by sku: the same file twice changes
 * nothing — no row, no audit entry, no price-history row, no catalogue version move), `batchSize` per
 * transaction. Each product is saved inside a savepoint: one that the save refuses (a reference that does not exist,
 * an sku of a variant of another product, a url key taken) is rolled back to nothing and reported with its line,
 * the others of its batch go on. A dry run does all of it and rolls every batch back. The search index is not
 * touched here: it follows the catalogue version, which moves once per changed product, and is rebuilt at the next
 * search (decision 0011); the reference data is dropped after committed batches, at most once a second.
 *
 * The products come one by one from `entries` (issue 29, defect 5): a batch is read, then saved, so no more than a
 * batch of them is held; rejected rows go to `onRejected` rather than into a list of the whole file. The event
 * loop gets a turn at least every slice of the pacer — between products, inside a batch's transaction too — and
 * after every batch.
 */
export async function importProducts(
  context: CatalogAdminContext,
  actor: AuditActor,
  entries: Iterable<ImportEntry>,
  options: ImportOptions = {},
): Promise<ImportCounts> {
  const batchSize = options.batchSize ?? 200;
  // SQLite has one connection: a request that needs it waits while a batch's transaction is open.
  const batchMs =
    options.batchMs ??
    (context.db.getExecutor().adapter instanceof SqliteAdapter ? SQLITE_BATCH_MS : Infinity);
  const pacer = options.pacer ?? createPacer();
  const counts: ImportCounts = {
    created: 0,
    updated: 0,
    unchanged: 0,
    failed: 0,
    skipped: 0,
    skippedRows: 0,
  };
  const rejected = (rows: readonly Rejection[]) => options.onRejected?.(rows);
  const iterator = entries[Symbol.iterator]();
  let done = 0;
  let exhausted = false;
  /** Products read but not yet saved: a batch cut short by `batchMs` leaves its rest to the next. */
  let carried: ImportItem[] = [];
  const carry = options.dryRun ? new DryRunCarry() : null;
  let invalidated = performance.now();
  let invalidate = false;
  while (!exhausted || carried.length > 0) {
    options.signal?.throwIfAborted();
    const batch = carried;
    while (!exhausted && batch.length < batchSize) {
      const next = iterator.next();
      if (next.done) {
        exhausted = true;
        break;
      }
      if ('item' in next.value) batch.push(next.value.item);
      else {
        counts.skipped++;
        counts.skippedRows += next.value.rejected.length;
        rejected(next.value.rejected);
      }
      await pacer.maybePause();
    }
    if (batch.length === 0) {
      if (counts.skipped > 0) await options.onBatch?.(done, counts);
      break;
    }
    const before = { ...counts };
    const batchRejected: Rejection[] = [];
    const batchSaved: ImportItem[] = [];
    let attempted = 0;
    const run = async (trx: Transaction<Database>) => {
      await options.prepare?.(trx);
      // The taxonomy the products are checked against, read once per batch rather than once per product.
      const facts = await loadCatalogueFacts(trx);
      // A dry run's earlier batches are rolled back: the products this one names from them are saved again first.
      for (const earlier of carry?.namedBy(batch) ?? []) {
        await sql`savepoint import_carry`.execute(trx);
        // One that does not save again (it is named, and said so, by the product naming it) is left out.
        await saveProduct(context, actor, earlier, { trx, facts }).catch(() =>
          sql`rollback to savepoint import_carry`.execute(trx),
        );
        await sql`release savepoint import_carry`.execute(trx);
      }
      // The batch's time for its products starts after what comes before them: a dry run creates the file's new
      // taxonomy and attributes again in every batch, which took the whole 100 ms on SQLite and left one product per
      // batch (the demo shop's dry run into a new shop took 157 s instead of 11).
      const opened = performance.now();
      for (const item of batch) {
        if (attempted > 0 && performance.now() - opened >= batchMs) break;
        attempted++;
        await sql`savepoint import_product`.execute(trx);
        try {
          const { outcome } = await saveProduct(context, actor, item.save, { trx, facts });
          await sql`release savepoint import_product`.execute(trx);
          counts[outcome]++;
          batchSaved.push(item);
        } catch (error) {
          await sql`rollback to savepoint import_product`.execute(trx);
          await sql`release savepoint import_product`.execute(trx);
          counts.failed++;
          batchRejected.push({ line: item.line, sku: item.sku, reason: reasonOf(error, item.variantLines) });
        }
        done++;
        options.onProgress?.(done, counts);
        await pacer.maybePause();
      }
      if (options.dryRun) throw new DryRunRollback();
    };
    try {
      await context.db.transaction().execute(run);
    } catch (error) {
      if (!(error instanceof DryRunRollback)) {
        // The transaction did not commit: none of what it saved is saved, and each product says so.
        const lost = attempted > 0 ? batch.slice(0, attempted) : batch;
        carried = batch.slice(lost.length);
        done += lost.length - attempted;
        Object.assign(counts, {
          created: before.created,
          updated: before.updated,
          unchanged: before.unchanged,
          failed: before.failed + lost.length,
        });
        const reason = `not saved: ${error instanceof Error ? error.message : String(error)}`;
        rejected(lost.map((item) => ({ line: item.line, sku: item.sku, reason })));
        await options.onBatch?.(done, counts);
        await pacer.pause();
        continue;
      }
    }
    carried = batch.slice(attempted);
    carry?.remember(batchSaved);
    rejected(batchRejected);
    if (!options.dryRun && counts.created + counts.updated > before.created + before.updated)
      invalidate = true;
    // The reference data (products per category) is dropped at most once a second while the import runs, and at
    // its end: short SQLite batches would otherwise have every storefront request rebuild it.
    const last = exhausted && carried.length === 0;
    if (invalidate && (last || performance.now() - invalidated >= 1000)) {
      context.catalog.invalidate();
      invalidated = performance.now();
      invalidate = false;
    }
    await options.onBatch?.(done, counts);
    await pacer.pause();
  }
  if (invalidate) context.catalog.invalidate();
  return counts;
}

function reasonOf(error: unknown, variantLines: readonly number[]): string {
  if (error instanceof AppError) return describeSaveError(error.message, variantLines);
  return `could not be saved: ${error instanceof Error ? error.message : String(error)}`;
}
