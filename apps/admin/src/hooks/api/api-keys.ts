import type { ApiKeyCreateInput } from '@hemma/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api.ts';
import { invalidateAfterWrite } from './audit.ts';

export const apiKeyKeys = { all: ['api-keys'] as const };

/** The shop's live API keys (a handful: listed, sorted and paged in the browser). */
export function useApiKeys() {
  return useQuery({ queryKey: apiKeyKeys.all, queryFn: () => adminApi.apiKeys.list() });
}

export function useCreateApiKey() {
  return useMutation({
    mutationFn: (input: ApiKeyCreateInput) => adminApi.apiKeys.create(input),
    onSuccess: () => invalidateAfterWrite(apiKeyKeys.all),
  });
}

export function useRevokeApiKey() {
  return useMutation({
    mutationFn: (id: number) => adminApi.apiKeys.revoke(id),
    onSuccess: () => invalidateAfterWrite(apiKeyKeys.all),
  });
}
