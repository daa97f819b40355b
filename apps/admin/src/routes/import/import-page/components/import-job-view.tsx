import type { ImportJobDto } from '@hemma/contract';
import { useId } from 'react';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { importReasonText } from '../import-reasons.ts';

/** A running import's progress bar, then its counts and the rejected rows with their line numbers. */
export function ImportJobView({ job }: { job: ImportJobDto }) {
  const { t } = useI18n();
  const id = useId();
  const title =
    job.status === 'running'
      ? t('import.running', { file: job.file_name })
      : job.status === 'failed'
        ? t('import.failedTitle', { file: job.file_name })
        : t(job.dry_run ? 'import.dryRunDoneTitle' : 'import.doneTitle', { file: job.file_name });
  const progress = t('import.progress', { done: job.processed, total: job.total });
  return (
    <section
      className="panel import-job"
      aria-labelledby={`${id}-title`}
      aria-busy={job.status === 'running'}
    >
      <h2 id={`${id}-title`} tabIndex={-1}>
        {title}
      </h2>
      <progress
        style={{ inlineSize: '100%', blockSize: '1rem' }}
        value={job.processed}
        max={Math.max(job.total, 1)}
        aria-labelledby={`${id}-title`}
        aria-valuetext={progress}
      />
      <p role="status">{progress}</p>
      {job.error && (
        <p className="field-error" role="alert">
          {job.error}
        </p>
      )}
      {job.notices.length > 0 && (
        <section aria-label={t('import.notices')}>
          {job.notices.map((notice) => (
            <div key={notice.code} className="import-notice" role="note">
              <p>{t(`import.notice.${notice.code}`)}</p>
              {notice.taxonomy && (
                <ul>
                  {(
                    [
                      ['import.newTaxClasses', notice.taxonomy.tax_classes],
                      ['import.newBrands', notice.taxonomy.brands],
                      ['import.newCategories', notice.taxonomy.categories],
                    ] as const
                  )
                    .filter(([, names]) => names.length > 0)
                    .map(([label, names]) => (
                      <li key={label}>{t(label, { names: names.join(', ') })}</li>
                    ))}
                </ul>
              )}
              {notice.attributes && (
                <ul>
                  {notice.attributes.map((a) => (
                    <li key={a.code}>
                      {t(a.existing ? 'import.newOptionsOf' : 'import.newAttribute', {
                        label: a.label,
                        code: a.code,
                        input: t(`attribute.input.${a.input}`),
                      })}
                      {a.unit ? ` (${a.unit})` : ''}
                      {a.options.length > 0 ? `: ${a.options.join(', ')}` : ''}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </section>
      )}
      {job.status !== 'running' && (
        <>
          <dl className="figures">
            {(['created', 'updated', 'unchanged', 'rejected'] as const).map((key) => (
              <div className="figure" key={key}>
                <dt>{t(`import.${key}`)}</dt>
                <dd>{job[key]}</dd>
              </div>
            ))}
          </dl>
          {job.rejections.length === 0 ? (
            <p>{t('import.noRejections')}</p>
          ) : (
            <>
              <h3>{t('import.report')}</h3>
              {job.rejected > job.rejections.length && (
                <p>{t('import.reportMore', { shown: job.rejections.length, total: job.rejected })}</p>
              )}
              <div className="table-frame" tabIndex={0} role="region" aria-label={t('import.reportCaption')}>
                <table>
                  <caption className="visually-hidden">{t('import.reportCaption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('import.line')}</th>
                      <th scope="col">{t('import.sku')}</th>
                      <th scope="col">{t('import.reason')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {job.rejections.map((row, i) => (
                      <tr key={`${row.line}-${i}`}>
                        <th scope="row" className="nowrap">
                          {row.line}
                        </th>
                        <td className="nowrap">{row.sku ?? '–'}</td>
                        <td>{importReasonText(row.reason, t)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
