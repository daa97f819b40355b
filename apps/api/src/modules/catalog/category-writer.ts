import { sql, type Insertable, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CategoryTable } from '../../db/schema.ts';
import type { CategoryRow } from './category-repository.ts';

export type NewCategoryRow = Omit<Insertable<CategoryTable>, 'id'>;
export type CategoryUpdate = Updateable<Omit<CategoryTable, 'id'>>;

/**
 * Writes of the category tree. `db` may be a transaction. Every statement moves the catalogue version through the
 * categories' triggers (migration 0002), so every process's search index and lists follow.
 */
export function createCategoryWriter(db: Db) {
  return {
    async findById(id: number): Promise<CategoryRow | undefined> {
      return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A category other than `exceptId` with this url key or url path (both are unique). */
    async findClash(
      urlKey: string,
      urlPath: string,
      exceptId: number | null,
    ): Promise<CategoryRow | undefined> {
      let query = db
        .selectFrom('categories')
        .selectAll()
        .where((eb) => eb.or([eb('slug', '=', urlKey), eb('url_path', '=', urlPath)]));
      if (exceptId !== null) query = query.where('id', '<>', exceptId);
      return query.executeTakeFirst();
    },

    async children(parentId: number): Promise<CategoryRow[]> {
      return db
        .selectFrom('categories')
        .selectAll()
        .where('parent_id', '=', parentId)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /** The category and everything below it, by its path (`1/2/5` → `1/2/5/…`). */
    async subtree(row: Pick<CategoryRow, 'id' | 'path'>): Promise<CategoryRow[]> {
      return db
        .selectFrom('categories')
        .selectAll()
        .where((eb) => eb.or([eb('id', '=', row.id), eb('path', 'like', `${row.path}/%`)]))
        .orderBy('level')
        .execute();
    },

    async insert(row: NewCategoryRow): Promise<number> {
      const { id } = await db.insertInto('categories').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async update(id: number, columns: CategoryUpdate): Promise<void> {
      if (Object.keys(columns).length > 0)
        await db.updateTable('categories').set(columns).where('id', '=', id).execute();
    },

    /** Numbers siblings 0, 1, 2 … in the given order (positions stay distinct after a move or a reorder). */
    async renumber(orderedIds: readonly number[]): Promise<void> {
      for (const [position, id] of orderedIds.entries())
        await db
          .updateTable('categories')
          .set({ position })
          .where('id', '=', id)
          .where('position', '<>', position)
          .execute();
    },

    async countProducts(categoryIds: readonly number[]): Promise<number> {
      if (categoryIds.length === 0) return 0;
      const row = await db
        .selectFrom('product_categories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('category_id', 'in', [...categoryIds])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Products whose url path starts with a category's old url path get the new one (url/map resolves products by
     * it). Returns how many moved.
     */
    async moveProductUrlPaths(oldPrefix: string, newPrefix: string): Promise<number> {
      if (oldPrefix === newPrefix) return 0;
      const result = await db
        .updateTable('products')
        .set({ url_path: sql<string>`${newPrefix} || substr(url_path, ${oldPrefix.length + 1})` })
        .where(
          sql<SqlBool>`url_path like ${`${oldPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`} escape '\\'`,
        )
        .execute();
      return result.reduce((n, r) => n + Number(r.numUpdatedRows), 0);
    },

    async delete(id: number): Promise<void> {
      await db.deleteFrom('categories').where('id', '=', id).execute();
    },
  };
}

export type CategoryWriter = ReturnType<typeof createCategoryWriter>;
