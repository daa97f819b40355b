import type { CmsBlockDto, CmsPageDto } from '@hemma/api-client';
import { NotFoundError } from '../../errors.ts';
import type { CatalogContext } from './catalog-context.ts';

function key(identifier: string): { id: number } | { identifier: string } {
  return /^\d+$/.test(identifier) ? { id: Number(identifier) } : { identifier };
}

export async function findCmsPage(
  context: CatalogContext,
  identifier: string,
): Promise<CmsPageDto | undefined> {
  const row = await context.repositories.cms.findPage(key(identifier));
  return (
    row && {
      id: row.id,
      identifier: row.identifier,
      title: row.title,
      content_heading: row.content_heading,
      content: row.content,
      meta_title: row.meta_title,
      meta_description: row.meta_description,
    }
  );
}

/** A CMS page by identifier or id; an empty result fails with the SPEC's message. */
export async function getCmsPage(context: CatalogContext, identifier: string): Promise<CmsPageDto> {
  const page = await findCmsPage(context, identifier);
  if (!page) throw new NotFoundError('CMS query returned empty result');
  return page;
}

export async function getCmsBlock(context: CatalogContext, identifier: string): Promise<CmsBlockDto> {
  const row = await context.repositories.cms.findBlock(key(identifier));
  if (!row) throw new NotFoundError('CMS query returned empty result');
  return { id: row.id, identifier: row.identifier, title: row.title, content: row.content };
}
