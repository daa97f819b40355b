import type { CmsBlockDto, CmsPageDto } from '@hemma/contract';
import { NotFoundError } from '../../errors.ts';
import { withStoreTexts } from '../../modules/store-texts/store-text-repository.ts';
import type { CmsPageRow } from '../../modules/cms/cms-repository.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';

/** Digits name an id — up to the largest the id columns hold; a longer number is an identifier no page has. */
function key(identifier: string): { id: number } | { identifier: string } {
  return /^\d+$/.test(identifier) && Number(identifier) <= 2 ** 31 - 1
    ? { id: Number(identifier) }
    : { identifier };
}

export function presentCmsPage(row: CmsPageRow): CmsPageDto {
  return {
    id: row.id,
    identifier: row.identifier,
    title: row.title,
    content_heading: row.content_heading,
    content: row.content,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
  };
}

/** A CMS page by identifier or id in the store view's language, else English, else Swedish (decisions 0029, 0058). */
export async function findCmsPage(
  context: CatalogContext,
  identifier: string,
  storeCode?: string,
): Promise<CmsPageDto | undefined> {
  const row = await context.repositories.cms.findPage(key(identifier));
  if (!row) return undefined;
  // Each text in the store view's language, else in English, else the owner's Swedish (decision 0058).
  const texts = await context.repositories.storeTexts.listShown(storeCode, 'cms_page', [row.id]);
  return presentCmsPage(withStoreTexts(row, texts.get(row.id)));
}

/** A CMS page by identifier or id; an empty result fails with the SPEC's message. */
export async function getCmsPage(
  context: CatalogContext,
  identifier: string,
  storeCode?: string,
): Promise<CmsPageDto> {
  const page = await findCmsPage(context, identifier, storeCode);
  if (!page) throw new NotFoundError('CMS query returned empty result');
  return page;
}

export async function getCmsBlock(context: CatalogContext, identifier: string): Promise<CmsBlockDto> {
  const row = await context.repositories.cms.findBlock(key(identifier));
  if (!row) throw new NotFoundError('CMS query returned empty result');
  return { id: row.id, identifier: row.identifier, title: row.title, content: row.content };
}

/** SPEC §7 CMS list size (blocks and pages). */
const CMS_LIST_SIZE = 150;

/** CMS blocks by identifiers and/or a like-match on the identifier; none found is the SPEC's empty CMS result. */
export async function listCmsBlocks(
  context: CatalogContext,
  filter: { identifiers?: string[] | undefined; like?: string | undefined; size?: number | undefined },
): Promise<CmsBlockDto[]> {
  const rows = await context.repositories.cms.listBlocks({
    ...(filter.identifiers ? { identifiers: filter.identifiers } : {}),
    ...(filter.like !== undefined ? { like: filter.like } : {}),
    limit: Math.min(filter.size ?? CMS_LIST_SIZE, CMS_LIST_SIZE),
  });
  if (rows.length === 0) throw new NotFoundError('CMS query returned empty result');
  const asked = filter.identifiers;
  if (asked) rows.sort((a, b) => asked.indexOf(a.identifier) - asked.indexOf(b.identifier));
  return rows.map((row) => ({
    id: row.id,
    identifier: row.identifier,
    title: row.title,
    content: row.content,
  }));
}

/** A CMS page and the pages below it (identifiers `parent/child`), parent first. */
export async function getCmsHierarchy(context: CatalogContext, identifier: string): Promise<CmsPageDto[]> {
  const rows = await context.repositories.cms.listPageHierarchy(identifier, CMS_LIST_SIZE);
  if (rows.length === 0) throw new NotFoundError('CMS query returned empty result');
  return rows.map(presentCmsPage);
}
