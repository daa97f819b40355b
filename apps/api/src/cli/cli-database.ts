import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { mediaStoreFromEnv } from '../modules/media/media-settings.ts';
import type { ObjectStore } from '../modules/media/object-store.ts';
import {
  createCatalogAdminContext,
  DEFAULT_MAX_UPLOAD_BYTES,
  type CatalogAdminContext,
} from '../use-cases/catalog-admin/catalog-admin-context.ts';
import { createCatalogContext } from '../use-cases/reference/catalog-context.ts';
import { createStaffContext, type StaffContext } from '../use-cases/staff/staff-context.ts';

// The commands' composition root (decision 0062): the one file of cli/ that opens the database and wires the
// use cases' contexts; a command calls use cases with what it gets from here and never holds the database itself.

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The shop's data folder: HEMMA_DATA_DIR, else data/ of the repository (as the server). */
function dataDirOf(): string {
  return process.env.HEMMA_DATA_DIR || join(repoRoot, 'data');
}

/** Where the shop's pictures are (the folder /img/ serves): HEMMA_MEDIA_DIR, else <data dir>/images. */
function imagesDirOf(): string {
  return process.env.HEMMA_MEDIA_DIR || join(dataDirOf(), 'images');
}

/** The shop's picture store as the server opens it: the bucket of HEMMA_MEDIA_S3_*, else the folder (decision 0053). */
function mediaStoreOf(): ObjectStore {
  return mediaStoreFromEnv(process.env, imagesDirOf());
}

/** The database the server would open: DATABASE_URL, else <HEMMA_DATA_DIR>/hemma.sqlite (default data/). */
function openConfiguredDatabase(): { handle: DatabaseHandle; where: string } {
  const dataDir = dataDirOf();
  const sqlitePath = join(dataDir, 'hemma.sqlite');
  const handle = openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, sqlitePath });
  return { handle, where: handle.dialect === 'postgres' ? 'PostgreSQL' : sqlitePath };
}

/** The configured database with its schema brought up to date: the migrations applied now, and where it is. */
export async function migrateConfiguredDatabase(): Promise<{ applied: string[]; where: string }> {
  const { handle, where } = openConfiguredDatabase();
  try {
    return { applied: await migrateToLatest(handle), where };
  } finally {
    await handle.close();
  }
}

/** What a command works on: the configured shop, migrated, as the use cases' contexts; close it when done. */
export interface CommandShop {
  /** Where the database is, in words ("PostgreSQL" or the SQLite file). */
  where: string;
  /** The back office's catalogue use cases (import, export); the picture store as the server opens it. */
  catalogAdmin(): CatalogAdminContext;
  /** The staff use cases, for a command that signs nothing (the secret only matters to login and sessions). */
  staff(): StaffContext;
  close(): Promise<void>;
}

/** The configured shop (DATABASE_URL, else <HEMMA_DATA_DIR>/hemma.sqlite), its schema brought up to date first. */
export async function openConfiguredShop(): Promise<CommandShop> {
  const { handle, where } = openConfiguredDatabase();
  try {
    await migrateToLatest(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  const db = handle.db;
  return {
    where,
    catalogAdmin: () =>
      createCatalogAdminContext(db, createCatalogContext(db, {}), {
        media: mediaStoreOf(),
        maxUploadBytes: DEFAULT_MAX_UPLOAD_BYTES,
      }),
    staff: () => createStaffContext(db, { secret: 'unused-by-the-commands-unused-unused-unused' }),
    close: () => handle.close(),
  };
}

/** Runs a command's main, printing its error in words (no stack) and setting the exit code. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
