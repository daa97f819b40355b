import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CmsBlockTable, CmsPageTable } from '../../db/schema.ts';

export type CmsPageRow = Selectable<CmsPageTable>;
export type CmsBlockRow = Selectable<CmsBlockTable>;

/** CMS pages and blocks, looked up by identifier (or id). Only active content is returned. */
export function createCmsRepository(db: Db) {
  return {
    async findPage(key: { identifier: string } | { id: number }): Promise<CmsPageRow | undefined> {
      let query = db.selectFrom('cms_pages').selectAll().where('is_active', '=', 1);
      query = 'id' in key ? query.where('id', '=', key.id) : query.where('identifier', '=', key.identifier);
      return query.executeTakeFirst();
    },
    async findBlock(key: { identifier: string } | { id: number }): Promise<CmsBlockRow | undefined> {
      let query = db.selectFrom('cms_blocks').selectAll().where('is_active', '=', 1);
      query = 'id' in key ? query.where('id', '=', key.id) : query.where('identifier', '=', key.identifier);
      return query.executeTakeFirst();
    },
  };
}

export type CmsRepository = ReturnType<typeof createCmsRepository>;
