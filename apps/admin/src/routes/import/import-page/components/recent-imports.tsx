import type { ImportJobDto } from '@hemma/contract';
import { useId } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';

/** The latest imports, each with its result and a button that shows its report. */
export function RecentImports({
  jobs,
  onShow,
}: {
  jobs: readonly ImportJobDto[] | undefined;
  onShow: (id: number) => void;
}) {
  const { t, dateTime } = useI18n();
  const id = useId();
  const result = (job: ImportJobDto) =>
    job.status === 'running'
      ? t('import.statusRunning')
      : job.status === 'failed'
        ? t('import.statusFailed')
        : `${job.dry_run ? `${t('import.statusDryRun')}: ` : ''}${t('import.summary', {
            created: job.created,
            updated: job.updated,
            unchanged: job.unchanged,
            rejected: job.rejected,
          })}`;
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('import.recent')}</h2>
      {jobs && jobs.length === 0 && <p>{t('import.none')}</p>}
      {jobs && jobs.length > 0 && (
        <div className="table-frame" tabIndex={0} role="region" aria-label={t('import.recentCaption')}>
          <table>
            <caption className="visually-hidden">{t('import.recentCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('import.when')}</th>
                <th scope="col">{t('import.fileName')}</th>
                <th scope="col">{t('import.by')}</th>
                <th scope="col">{t('import.result')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('import.show')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => (
                <tr key={job.id}>
                  <td className="nowrap">{dateTime(job.created_at)}</td>
                  <th scope="row">{job.file_name}</th>
                  <td>{job.staff_email}</td>
                  <td>{result(job)}</td>
                  <td className="nowrap">
                    <button type="button" className="link-button" onClick={() => onShow(job.id)}>
                      {t('import.show')}
                      <span className="visually-hidden"> {job.file_name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
