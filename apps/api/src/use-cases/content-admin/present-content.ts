import type { AdminCmsBlockDto, AdminCmsPageDto } from '@hemma/contract';
import type { CmsBlockRow, CmsPageRow } from '../../modules/cms/cms-repository.ts';

export function presentAdminCmsPage(row: CmsPageRow): AdminCmsPageDto {
  return {
    id: row.id,
    identifier: row.identifier,
    title: row.title,
    content_heading: row.content_heading,
    content: row.content,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    is_active: row.is_active === 1,
    updated_at: row.updated_at,
  };
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
