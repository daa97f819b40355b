import type { ImportJobDto } from '@hemma/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api.ts';
import { invalidateAfterWrite } from './audit.ts';

export const importKeys = {
  all: ['imports'] as const,
  recent: () => [...importKeys.all, 'recent'] as const,
  job: (id: number) => [...importKeys.all, 'job', id] as const,
};

/** How often a running import is asked for its progress. */
const POLL_MS = 400;

/** One import job, polled while it runs. */
export function useImportJob(id: number | null) {
  return useQuery({
    queryKey: importKeys.job(id ?? 0),
    queryFn: () => adminApi.imports.get(id!),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
  });
}

export function useRecentImports() {
  return useQuery({ queryKey: importKeys.recent(), queryFn: () => adminApi.imports.list(10) });
}

export function useStartImport() {
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) =>
      adminApi.imports.start(file, { fileName: file.name, dryRun }),
    onSuccess: () => invalidateAfterWrite(importKeys.recent()),
  });
}

/**
 * An import changed the catalogue when it ends: every list of products, the recent imports and the audit log are
 * refetched (other screens' caches are keyed under 'products' and 'categories').
 */
export function invalidateAfterImport(job: ImportJobDto): Promise<unknown> {
  return invalidateAfterWrite(importKeys.recent(), ...(job.dry_run ? [] : [['products'], ['categories']]));
}
