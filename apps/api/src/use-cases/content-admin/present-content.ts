import type { AdminCmsBlockDto, AdminCmsPageDto } from '@hemma/contract';
import type { CmsBlockRow, CmsPageRow } from '../../modules/cms/cms-repository.ts';
import { presentCmsPage } from '../catalog/cms.ts';

/** A page as the shop serves it, and whether it is served. */
export function presentAdminCmsPage(row: CmsPageRow): AdminCmsPageDto {
  return { ...presentCmsPage(row), is_active: row.is_active === 1, updated_at: row.updated_at };
}

export function presentAdminCmsBlock(row: CmsBlockRow): AdminCmsBlockDto {
  return {
    id: row.id,
    identifier: row.identifier,
    title: row.title,
    content: row.content,
    is_active: row.is_active === 1,
    updated_at: row.updated_at,
  };
}
