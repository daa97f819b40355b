import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { ObjectStore } from '../../modules/media/object-store.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';

export interface CatalogAdminSettings {
  /** Where uploaded pictures are stored (what /img/ serves): a folder or a bucket (decision 0053). */
  media: ObjectStore;
  /** The largest picture an upload may send, in bytes. */
  maxUploadBytes: number;
}

export const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** What the back office's catalogue and content use cases need: the database, the catalogue context, settings. */
export function createCatalogAdminContext(db: Db, catalog: CatalogContext, settings: CatalogAdminSettings) {
  return {
    db,
    catalog,
    settings,
    now: catalog.now,
    /** Runs `work` in the caller's transaction when there is one, else in a new one. */
    inTransaction<T>(
      trx: Transaction<Database> | undefined,
      work: (trx: Transaction<Database>) => Promise<T>,
    ) {
      return trx ? work(trx) : db.transaction().execute(work);
    },
  };
}

export type CatalogAdminContext = ReturnType<typeof createCatalogAdminContext>;

/**
 * The next `updated_at` of a row: now, but always later than the one it had, so that two saves within a millisecond
 * still tell an editor that read the first one that the row changed (stale edits are refused by it).
 */
export function nextStamp(now: Date, previous: string | undefined): string {
  const before = previous ? Date.parse(previous) : Number.NaN;
  return new Date(Number.isNaN(before) ? now.getTime() : Math.max(now.getTime(), before + 1)).toISOString();
}

export const STALE_EDIT = 'changed by someone else since you opened it — reload';
