import type { AdminMailTemplateBody } from '@hemma/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { invalidateAfterWrite } from './audit.ts';
import { translationKeys } from './translations.ts';

export const mailTemplateKeys = {
  all: ['mail-templates'] as const,
  one: (kind: string) => [...mailTemplateKeys.all, kind] as const,
  preview: (kind: string, store: string) => [...mailTemplateKeys.all, kind, 'preview', store] as const,
};

/** Every mail whose texts the owner writes (decision 0069). */
export function useMailTemplates() {
  return useQuery({ queryKey: mailTemplateKeys.all, queryFn: () => adminApi.mailTemplates.list() });
}

export function useMailTemplate(kind: string) {
  return useQuery({ queryKey: mailTemplateKeys.one(kind), queryFn: () => adminApi.mailTemplates.get(kind) });
}

/** The mail as a store view's shopper gets it; fetched again after every save of its texts. */
export function useMailPreview(kind: string, store: string) {
  return useQuery({
    queryKey: mailTemplateKeys.preview(kind, store),
    queryFn: () => adminApi.mailTemplates.preview(kind, store),
    staleTime: 0,
  });
}

export function useSaveMailTemplate(kind: string) {
  return useMutation({
    mutationFn: (body: AdminMailTemplateBody) => adminApi.mailTemplates.put(kind, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(mailTemplateKeys.one(kind), saved);
      // The Swedish text is what every translation stands beside, and what the previews fall back to.
      return invalidateAfterWrite(mailTemplateKeys.all, translationKeys.all);
    },
  });
}
