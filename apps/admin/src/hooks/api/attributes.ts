import type {
  AdminAttributeCreateInput,
  AdminAttributeOptionInput,
  AdminAttributeOptionUpdateInput,
  AdminAttributeUpdateInput,
} from '@hemma/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api.ts';
import { invalidateAfterWrite } from './audit.ts';

export const attributeKeys = {
  all: ['attributes'] as const,
  list: () => [...attributeKeys.all, 'list'] as const,
};

/** Every attribute with its options (tens of them: held whole, searched in the browser). */
export function useAttributes() {
  return useQuery({ queryKey: attributeKeys.list(), queryFn: () => adminApi.attributes.list() });
}

export function useAttribute(id: number) {
  return useQuery({
    queryKey: attributeKeys.list(),
    queryFn: () => adminApi.attributes.list(),
    select: (list) => list.find((attribute) => attribute.id === id) ?? null,
  });
}

const done = () => invalidateAfterWrite(attributeKeys.all);

export function useCreateAttribute() {
  return useMutation({
    mutationFn: (input: AdminAttributeCreateInput) => adminApi.attributes.create(input),
    onSuccess: done,
  });
}

export function useUpdateAttribute(id: number) {
  return useMutation({
    mutationFn: (input: AdminAttributeUpdateInput) => adminApi.attributes.update(id, input),
    onSuccess: done,
  });
}

export function useDeleteAttribute() {
  return useMutation({ mutationFn: (id: number) => adminApi.attributes.remove(id), onSuccess: done });
}

export function useAddAttributeOption(id: number) {
  return useMutation({
    mutationFn: (input: AdminAttributeOptionInput) => adminApi.attributes.addOption(id, input),
    onSuccess: done,
  });
}

export function useUpdateAttributeOption(id: number) {
  return useMutation({
    mutationFn: ({ optionId, input }: { optionId: number; input: AdminAttributeOptionUpdateInput }) =>
      adminApi.attributes.updateOption(id, optionId, input),
    onSuccess: done,
  });
}

export function useDeleteAttributeOption(id: number) {
  return useMutation({
    mutationFn: (optionId: number) => adminApi.attributes.removeOption(id, optionId),
    onSuccess: done,
  });
}
