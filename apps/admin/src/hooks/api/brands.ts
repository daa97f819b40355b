import type { AdminBrandCreateInput, AdminBrandUpdateInput } from '@hemma/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api.ts';
import { invalidateAfterWrite } from './audit.ts';

export const brandKeys = {
  all: ['brands'] as const,
  list: () => [...brandKeys.all, 'list'] as const,
};

/** Every brand with its number of products (held whole, searched in the browser). */
export function useBrands() {
  return useQuery({ queryKey: brandKeys.list(), queryFn: () => adminApi.brands.list() });
}

const done = () => invalidateAfterWrite(brandKeys.all);

export function useCreateBrand() {
  return useMutation({
    mutationFn: (input: AdminBrandCreateInput) => adminApi.brands.create(input),
    onSuccess: done,
  });
}

export function useUpdateBrand() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminBrandUpdateInput }) =>
      adminApi.brands.update(id, input),
    onSuccess: done,
  });
}

export function useDeleteBrand() {
  return useMutation({ mutationFn: (id: number) => adminApi.brands.remove(id), onSuccess: done });
}
