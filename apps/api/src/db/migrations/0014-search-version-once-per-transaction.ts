import { sql, type Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * On PostgreSQL the catalogue version (0002) moves once per transaction, not once per statement. A transaction that
 * writes many catalogue rows (an import of a few hundred products) updated the one `search_version` row thousands
 * of times; each update leaves a row version the next one must step over, so the cost grew with the square of the
 * statements. Readers only ever see committed transactions, so one step per transaction tells them the same thing.
 * The marker is a transaction-local setting: it ends with the transaction, and a savepoint rolled back takes its
 * setting back with the update it guarded. SQLite updates the row in place and keeps its row triggers.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql
    .raw(
      `create or replace function search_version_bump() returns trigger language plpgsql as $$
begin
  if current_setting('hemma.search_version_tx', true) is distinct from txid_current()::text then
    update search_version set version = version + 1 where id = 1;
    perform set_config('hemma.search_version_tx', txid_current()::text, true);
  end if;
  return null;
end $$`,
    )
    .execute(db);
}
