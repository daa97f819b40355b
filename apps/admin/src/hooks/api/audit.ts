import type { AuditQueryInput } from '@hemma/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api.ts';
import { queryClient } from '../../lib/query-client.ts';

export const auditKeys = {
  all: ['audit'] as const,
  list: (query: AuditQueryInput) => [...auditKeys.all, 'list', query] as const,
};

/** A page of the audit log; the previous page stays on screen while the next one loads. */
export function useAuditLog(query: AuditQueryInput) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: () => adminApi.audit.list(query),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every write through the back office adds an audit entry (decision 0020): a mutation's hook calls this with the
 * keys of what it changed, and the audit log is refetched with them.
 */
export function invalidateAfterWrite(...keys: (readonly unknown[])[]): Promise<unknown> {
  return Promise.all([...keys, auditKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
