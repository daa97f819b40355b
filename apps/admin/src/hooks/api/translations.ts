import type { AdminTranslationBody } from '@hemma/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { invalidateAfterWrite } from './audit.ts';

export const translationKeys = {
  all: ['translations'] as const,
  missing: (storeCode: string) => [...translationKeys.all, storeCode] as const,
  one: (storeCode: string, entity: string, key: string) =>
    [...translationKeys.all, storeCode, entity, key] as const,
};

/** "Saknade översättningar": a store view's counts and the texts that fall back. */
export function useMissingTranslations(storeCode: string) {
  return useQuery({
    queryKey: translationKeys.missing(storeCode),
    queryFn: () => adminApi.translations.missing(storeCode),
  });
}

export function useTranslation(storeCode: string, entity: string, key: string) {
  return useQuery({
    queryKey: translationKeys.one(storeCode, entity, key),
    queryFn: () => adminApi.translations.get(storeCode, entity, key),
  });
}

export function useSaveTranslation(storeCode: string, entity: string, key: string) {
  return useMutation({
    mutationFn: (body: AdminTranslationBody) => adminApi.translations.put(storeCode, entity, key, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(translationKeys.one(storeCode, entity, key), saved);
      // A mail's translation changes its preview (decision 0069).
      return invalidateAfterWrite(translationKeys.missing(storeCode), ['mail-templates', key]);
    },
  });
}
