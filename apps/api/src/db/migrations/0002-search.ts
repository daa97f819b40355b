import { sql, type Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * The catalogue version that search indexes compare against (ADR 0009): one row whose number rises whenever a row
 * the search index is built from changes. Every API process checks it per search and rebuilds its in-memory index
 * when it moved, so several processes stay correct without talking to each other.
 */
const WATCHED: Record<string, string | null> = {
  // sales_count is left out on purpose: orders bump it constantly; the index refreshes it by age instead.
  products:
    'sku, name, status, visibility, price, special_price, special_from_date, special_to_date, brand_id, news_from_date, created_at, updated_at',
  product_attributes: null,
  product_categories: null,
  categories: null,
  attributes: null,
  attribute_options: null,
};

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('search_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into search_version (id, version) values (1, 1)`.execute(db);
  const bump = 'update search_version set version = version + 1 where id = 1';
  if (dialect === 'postgres') {
    await sql
      .raw(
        `create function search_version_bump() returns trigger language plpgsql as $$ begin ${bump}; return null; end $$`,
      )
      .execute(db);
  }
  for (const [table, columns] of Object.entries(WATCHED)) {
    for (const event of ['insert', 'update', 'delete']) {
      const on = event === 'update' && columns ? `update of ${columns}` : event;
      const name = `${table}_search_${event}`;
      const statement =
        dialect === 'postgres'
          ? `create trigger ${name} after ${on} on ${table} for each statement execute function search_version_bump()`
          : `create trigger ${name} after ${on} on ${table} begin ${bump}; end`;
      await sql.raw(statement).execute(db);
    }
  }
}
