import type { Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './helpers.ts';

/**
 * Catalogue imports started in the back office (decision 0025): one row per job, its progress written while it
 * runs (the admin page polls it), its counts and the report of rejected rows (JSON) when it ends.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('import_jobs')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('staff_id', 'integer')
    .addColumn('staff_email', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('dry_run', 'integer', (c) => c.notNull().defaultTo(0))
    // running → done | failed
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unchanged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rejected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rejections_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('import_jobs_created').on('import_jobs').column('created_at').execute();
  // Every product save asks whether another product has its url key: without an index that is a scan of the whole
  // catalogue per save, which made an import of n products cost n² (10 000 products: most of the time).
  await db.schema.createIndex('products_url_key').on('products').column('url_key').execute();
}
