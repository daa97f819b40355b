import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ImportJobTable } from '../../db/schema.ts';

export type ImportJobRow = Selectable<ImportJobTable>;

/** Catalogue import jobs (migration 0013): started, advanced per batch, finished. */
export function createImportJobRepository(db: Db) {
  return {
    async insert(values: Insertable<ImportJobTable>): Promise<ImportJobRow> {
      const { id } = await db
        .insertInto('import_jobs')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await this.find(id))!;
    },

    async update(id: number, values: Updateable<ImportJobTable>): Promise<void> {
      await db.updateTable('import_jobs').set(values).where('id', '=', id).execute();
    },

    async find(id: number): Promise<ImportJobRow | undefined> {
      return db.selectFrom('import_jobs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The latest jobs first. */
    async recent(limit: number): Promise<ImportJobRow[]> {
      return db.selectFrom('import_jobs').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },
  };
}
