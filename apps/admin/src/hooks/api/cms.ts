import type {
  AdminCmsBlockCreateInput,
  AdminCmsBlockUpdateInput,
  AdminCmsListQuery,
  AdminCmsPageCreateInput,
  AdminCmsPageUpdateInput,
} from '@hemma/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api.ts';
import { invalidateAfterWrite } from './audit.ts';

export type CmsKind = 'pages' | 'blocks';
type ListQuery = Partial<AdminCmsListQuery>;

export const cmsKeys = {
  all: ['cms'] as const,
  kind: (kind: CmsKind) => [...cmsKeys.all, kind] as const,
  list: (kind: CmsKind, query: ListQuery) => [...cmsKeys.kind(kind), 'list', query] as const,
  one: (kind: CmsKind, id: number) => [...cmsKeys.kind(kind), 'one', id] as const,
};

/** A page of CMS pages or blocks (searched and paged by the API); the previous page stays while the next loads. */
export function useCmsList(kind: CmsKind, query: ListQuery) {
  return useQuery({
    queryKey: cmsKeys.list(kind, query),
    queryFn: () => (kind === 'pages' ? adminApi.cmsPages.list(query) : adminApi.cmsBlocks.list(query)),
    placeholderData: keepPreviousData,
  });
}

export function useCmsPage(id: number) {
  return useQuery({ queryKey: cmsKeys.one('pages', id), queryFn: () => adminApi.cmsPages.get(id) });
}

export function useCmsBlock(id: number) {
  return useQuery({ queryKey: cmsKeys.one('blocks', id), queryFn: () => adminApi.cmsBlocks.get(id) });
}

export function useSaveCmsPage(id: number | null) {
  return useMutation({
    mutationFn: (input: AdminCmsPageCreateInput | AdminCmsPageUpdateInput) =>
      id === null
        ? adminApi.cmsPages.create(input as AdminCmsPageCreateInput)
        : adminApi.cmsPages.update(id, input as AdminCmsPageUpdateInput),
    onSuccess: () => invalidateAfterWrite(cmsKeys.kind('pages')),
  });
}

export function useSaveCmsBlock(id: number | null) {
  return useMutation({
    mutationFn: (input: AdminCmsBlockCreateInput | AdminCmsBlockUpdateInput) =>
      id === null
        ? adminApi.cmsBlocks.create(input as AdminCmsBlockCreateInput)
        : adminApi.cmsBlocks.update(id, input as AdminCmsBlockUpdateInput),
    onSuccess: () => invalidateAfterWrite(cmsKeys.kind('blocks')),
  });
}

export function useDeleteCmsEntry(kind: CmsKind) {
  return useMutation({
    mutationFn: ({ id, updatedAt }: { id: number; updatedAt: string }) =>
      kind === 'pages' ? adminApi.cmsPages.remove(id, updatedAt) : adminApi.cmsBlocks.remove(id, updatedAt),
    onSuccess: () => invalidateAfterWrite(cmsKeys.kind(kind)),
  });
}
