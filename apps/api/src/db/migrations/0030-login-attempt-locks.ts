import type { Kysely } from 'kysely';

/**
 * Rows to lock while a login attempt is counted (issue 29): the counters were read, the password checked and only
 * then the failure written, so parallel guesses all passed the check. Now an attempt's transaction locks the bucket
 * rows of its counters (an upsert, so rows are made on first use) before it reads them, and holds them until it has
 * written the attempt. The same statements lock a row on PostgreSQL and the database on SQLite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_attempt_locks')
    .addColumn('bucket', 'integer', (c) => c.primaryKey())
    .addColumn('locked_at', 'text', (c) => c.notNull())
    .execute();
}
