import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * npm run db:migrate
 * Brings the schema of the configured database (DATABASE_URL, else <HEMMA_DATA_DIR>/hemma.sqlite) up to date and
 * says which migrations it applied. The server and the demo seed migrate on their own; this is for a database that
 * should get the schema without either (an empty shop, or before a deploy).
 */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const dataDir = process.env.HEMMA_DATA_DIR || join(repoRoot, 'data');

async function main(): Promise<void> {
  const handle = openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    sqlitePath: join(dataDir, 'hemma.sqlite'),
  });
  try {
    const applied = await migrateToLatest(handle);
    const where = handle.dialect === 'postgres' ? 'PostgreSQL' : join(dataDir, 'hemma.sqlite');
    console.log(
      applied.length
        ? `Migrations applied to ${where}: ${applied.join(', ')}`
        : `${where} is up to date; no migrations to apply.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
