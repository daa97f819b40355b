import { migrateConfiguredDatabase, runCommand } from './cli-database.ts';

/**
 * npm run db:migrate
 * Brings the schema of the configured database (DATABASE_URL, else <HEMMA_DATA_DIR>/hemma.sqlite) up to date and
 * says which migrations it applied. The server and the demo seed migrate on their own; this is for a database that
 * should get the schema without either (an empty shop, or before a deploy).
 */
runCommand(async () => {
  const { applied, where } = await migrateConfiguredDatabase();
  console.log(
    applied.length
      ? `Migrations applied to ${where}: ${applied.join(', ')}`
      : `${where} is up to date; no migrations to apply.`,
  );
});
