import type { Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * What an import's report says about the whole file (issue 29, defect 9): e.g. that the file was not UTF-8 and was
 * read as Windows-1252. A JSON list of `{code, message}`; jobs from before have none.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .alterTable('import_jobs')
    .addColumn('notices_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}
