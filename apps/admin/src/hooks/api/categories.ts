import type { AdminCategoryCreateInput, AdminCategoryUpdateInput } from '@hemma/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api.ts';
import { invalidateAfterWrite } from './audit.ts';

export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
};

/** The whole tree below the root, in tree order (a shop has tens of categories: it is held whole). */
export function useCategories() {
  return useQuery({ queryKey: categoryKeys.list(), queryFn: () => adminApi.categories.list() });
}

export function useCreateCategory() {
  return useMutation({
    mutationFn: (input: AdminCategoryCreateInput) => adminApi.categories.create(input),
    onSuccess: () => invalidateAfterWrite(categoryKeys.all),
  });
}

/** A move or reorder changes its siblings' positions and its sub-categories' paths: the whole tree is read again. */
export function useUpdateCategory() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminCategoryUpdateInput }) =>
      adminApi.categories.update(id, input),
    onSuccess: () => invalidateAfterWrite(categoryKeys.all),
  });
}

export function useDeleteCategory() {
  return useMutation({
    mutationFn: ({ id, updatedAt }: { id: number; updatedAt: string }) =>
      adminApi.categories.remove(id, updatedAt),
    onSuccess: () => invalidateAfterWrite(categoryKeys.all),
  });
}
