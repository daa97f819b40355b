import { sql, type Insertable, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CmsBlockTable, CmsPageTable } from '../../db/schema.ts';
import type { CmsBlockRow, CmsPageRow } from './cms-repository.ts';

type Kind = { pages: CmsPageRow; blocks: CmsBlockRow };
const TABLE = { pages: 'cms_pages', blocks: 'cms_blocks' } as const;

export type NewCmsPageRow = Omit<Insertable<CmsPageTable>, 'id'>;
export type NewCmsBlockRow = Omit<Insertable<CmsBlockTable>, 'id'>;
export type CmsPageUpdate = Updateable<Omit<CmsPageTable, 'id'>>;
export type CmsBlockUpdate = Updateable<Omit<CmsBlockTable, 'id'>>;

export interface CmsListFilter {
  text?: string | undefined;
  active?: boolean | undefined;
  limit: number;
  offset: number;
}

/**
 * CMS pages and blocks as the back office edits them: inactive ones included; `db` may be a transaction. The
 * storefront reads them per request (cms-repository.ts), so a change shows at once without a cache to follow.
 */
export function createCmsWriter(db: Db) {
  function list<K extends keyof Kind>(kind: K) {
    return async (filter: CmsListFilter): Promise<{ rows: Kind[K][]; total: number }> => {
      // Both tables have an identifier, a title and an active flag, which is all a list filters on.
      let query = db.selectFrom(TABLE[kind] as 'cms_blocks');
      if (filter.text) {
        const pattern = `%${filter.text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where(
          sql<SqlBool>`(lower(identifier) like ${pattern} escape '\\' or lower(title) like ${pattern} escape '\\')`,
        );
      }
      if (filter.active !== undefined) query = query.where('is_active', '=', filter.active ? 1 : 0);
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy('identifier').limit(filter.limit).offset(filter.offset).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as Kind[K][], total: Number(count.n) };
    };
  }

  return {
    listPages: list('pages'),
    listBlocks: list('blocks'),
    async findPage(key: { id: number } | { identifier: string }): Promise<CmsPageRow | undefined> {
      const query = db.selectFrom('cms_pages').selectAll();
      return (
        'id' in key ? query.where('id', '=', key.id) : query.where('identifier', '=', key.identifier)
      ).executeTakeFirst();
    },
    async findBlock(key: { id: number } | { identifier: string }): Promise<CmsBlockRow | undefined> {
      const query = db.selectFrom('cms_blocks').selectAll();
      return (
        'id' in key ? query.where('id', '=', key.id) : query.where('identifier', '=', key.identifier)
      ).executeTakeFirst();
    },
    async insertPage(row: NewCmsPageRow): Promise<number> {
      return (await db.insertInto('cms_pages').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },
    async insertBlock(row: NewCmsBlockRow): Promise<number> {
      return (await db.insertInto('cms_blocks').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },
    async updatePage(id: number, columns: CmsPageUpdate): Promise<void> {
      await db.updateTable('cms_pages').set(columns).where('id', '=', id).execute();
    },
    async updateBlock(id: number, columns: CmsBlockUpdate): Promise<void> {
      await db.updateTable('cms_blocks').set(columns).where('id', '=', id).execute();
    },
    async deletePage(id: number): Promise<void> {
      await db.deleteFrom('cms_pages').where('id', '=', id).execute();
    },
    async deleteBlock(id: number): Promise<void> {
      await db.deleteFrom('cms_blocks').where('id', '=', id).execute();
    },
  };
}

export type CmsWriter = ReturnType<typeof createCmsWriter>;
