import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { mediaStoreFromEnv } from '../modules/media/media-settings.ts';
import type { ObjectStore } from '../modules/media/object-store.ts';

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
export function mediaStoreOf(): ObjectStore {
  return mediaStoreFromEnv(process.env, imagesDirOf());
}

/** The database the server would open: DATABASE_URL, else <HEMMA_DATA_DIR>/hemma.sqlite (default data/). */
export function openConfiguredDatabase(): { handle: DatabaseHandle; where: string } {
  const dataDir = dataDirOf();
  const sqlitePath = join(dataDir, 'hemma.sqlite');
  const handle = openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, sqlitePath });
  return { handle, where: handle.dialect === 'postgres' ? 'PostgreSQL' : sqlitePath };
}

/** Runs a command's main, printing its error in words (no stack) and setting the exit code. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
