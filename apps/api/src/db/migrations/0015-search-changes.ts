import { sql, type Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * Which products changed since a catalogue version (decision 0009, update 2026-11-25): a row per changed product
 * row, product attribute or category assignment, tagged with the catalogue version read while holding the
 * version row's lock (so a change tagged v is seen by an index at version v or later, never lost between two
 * reads). A search index that is already loaded re-reads only these products instead of the whole catalogue; the
 * version row still decides when anything changed. Rows older than an hour are pruned by the search engine.
 */
const LOGGED: Record<string, { id: string; columns: string | null }> = {
  products: {
    id: 'id',
    // The columns migration 0002 watches: sales_count (orders) is left out as there.
    columns:
      'sku, name, status, visibility, price, special_price, special_from_date, special_to_date, brand_id, news_from_date, created_at, updated_at',
  },
  product_attributes: { id: 'product_id', columns: null },
  product_categories: { id: 'product_id', columns: null },
};

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('search_changes')
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    // Epoch seconds (database clock), for pruning.
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('search_changes_version').on('search_changes').column('version').execute();
  const now =
    dialect === 'postgres'
      ? 'cast(extract(epoch from now()) as bigint)'
      : "cast(strftime('%s', 'now') as integer)";
  // PostgreSQL: FOR UPDATE takes the version row's lock before the tag is read, and a transaction that has already
  // moved the version (once per transaction, migration 0014) tags with the version before its move. SQLite writers
  // are serial.
  const tag =
    dialect === 'postgres'
      ? "version - case when current_setting('hemma.search_version_tx', true) = txid_current()::text then 1 else 0 end"
      : 'version';
  const log = (row: string) =>
    `insert into search_changes (version, product_id, at) select ${tag}, ${row}, ${now} from search_version where id = 1` +
    (dialect === 'postgres' ? ' for update' : '');
  for (const [table, { id, columns }] of Object.entries(LOGGED)) {
    if (dialect === 'postgres') {
      await sql
        .raw(
          `create function ${table}_search_change() returns trigger language plpgsql as $$ begin
            if TG_OP <> 'INSERT' then ${log(`OLD.${id}`)}; end if;
            if TG_OP <> 'DELETE' then ${log(`NEW.${id}`)}; end if;
            return null; end $$`,
        )
        .execute(db);
    }
    for (const event of ['insert', 'update', 'delete']) {
      const on = event === 'update' && columns ? `update of ${columns}` : event;
      const name = `${table}_search_change_${event}`;
      const rows = [event !== 'insert' ? `OLD.${id}` : null, event !== 'delete' ? `NEW.${id}` : null];
      const statement =
        dialect === 'postgres'
          ? `create trigger ${name} after ${on} on ${table} for each row execute function ${table}_search_change()`
          : `create trigger ${name} after ${on} on ${table} begin ${rows
              .filter((row) => row !== null)
              .map((row) => `${log(row)};`)
              .join(' ')} end`;
      await sql.raw(statement).execute(db);
    }
  }
}
