import { sql, type Selectable } from 'kysely';
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
    /** Active blocks by identifiers and/or a like-match on the identifier (SPEC §7: size 150, start 0). */
    async listBlocks(filter: {
      identifiers?: string[];
      like?: string;
      limit: number;
    }): Promise<CmsBlockRow[]> {
      let query = db.selectFrom('cms_blocks').selectAll().where('is_active', '=', 1);
      if (filter.identifiers)
        query = query.where('identifier', 'in', filter.identifiers.length ? filter.identifiers : ['']);
      if (filter.like !== undefined)
        query = query.where('identifier', 'like', likePattern('%', filter.like, '%'));
      return query.orderBy('identifier').limit(filter.limit).execute();
    },
    /** An active page and the pages below it (identifiers `parent/child`), parent first. */
    async listPageHierarchy(identifier: string, limit: number): Promise<CmsPageRow[]> {
      return db
        .selectFrom('cms_pages')
        .selectAll()
        .where('is_active', '=', 1)
        .where((eb) =>
          eb.or([
            eb('identifier', '=', identifier),
            eb('identifier', 'like', likePattern('', identifier, '/%')),
          ]),
        )
        .orderBy('identifier')
        .limit(limit)
        .execute();
    },
    async findBlock(key: { identifier: string } | { id: number }): Promise<CmsBlockRow | undefined> {
      let query = db.selectFrom('cms_blocks').selectAll().where('is_active', '=', 1);
      query = 'id' in key ? query.where('id', '=', key.id) : query.where('identifier', '=', key.identifier);
      return query.executeTakeFirst();
    },
  };
}

export type CmsRepository = ReturnType<typeof createCmsRepository>;

/** `text` as a LIKE pattern that matches it literally, wrapped as asked (`%…%`, `…/%`), with an ESCAPE clause. */
function likePattern(prefix: string, text: string, suffix: string) {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<string>`${prefix + escaped + suffix} escape '\\'`;
}
