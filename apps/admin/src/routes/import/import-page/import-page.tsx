import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@hemma/api-client/admin';
import {
  invalidateAfterImport,
  useImportJob,
  useRecentImports,
  useStartImport,
} from '../../../hooks/api/imports.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { adminApi } from '../../../lib/admin-api.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ImportForm } from './components/import-form.tsx';
import { ImportJobView } from './components/import-job-view.tsx';
import { RecentImports } from './components/recent-imports.tsx';

/**
 * The catalogue import (decision 0025): a file, a dry run or the import, the job's progress while it runs and its
 * line-numbered report when it ends; the latest imports; the export as a download.
 */
export default function ImportPage() {
  const { t } = useI18n();
  const start = useStartImport();
  const recent = useRecentImports();
  const [jobId, setJobId] = useState<number | null>(null);
  const job = useImportJob(jobId);
  const status = job.data?.status;
  const announced = useRef<number | null>(null);
  useEffect(() => {
    if (!job.data || status === 'running' || announced.current === job.data.id) return;
    announced.current = job.data.id;
    void invalidateAfterImport(job.data);
  }, [job.data, status]);
  const refusal =
    start.error && isApiError(start.error) ? start.error.message : start.error ? String(start.error) : null;

  return (
    <>
      <PageHeader
        title={t('import.title')}
        description={t('import.description')}
        actions={
          <>
            <a className="button" href={adminApi.exports.catalogueUrl('csv')} download>
              {t('import.export')}
            </a>
            <a className="button" href={adminApi.exports.catalogueUrl('json')} download>
              {t('import.exportJson')}
            </a>
          </>
        }
      />
      <ImportForm
        busy={start.isPending || status === 'running'}
        onStart={(file, dryRun) =>
          start.mutate(
            { file, dryRun },
            {
              onSuccess: (started) => {
                announced.current = null;
                setJobId(started.id);
              },
            },
          )
        }
      />
      {refusal && (
        <section className="panel form-summary" role="alert">
          <h2 className="form-summary-title">{t('import.refused')}</h2>
          <p>{refusal}</p>
        </section>
      )}
      {job.data && !refusal && <ImportJobView job={job.data} />}
      <RecentImports
        jobs={recent.data?.items}
        onShow={(id) => {
          start.reset();
          setJobId(id);
        }}
      />
    </>
  );
}
