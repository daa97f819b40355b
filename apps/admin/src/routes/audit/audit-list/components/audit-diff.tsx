import type { AuditEntryDto } from '@hemma/contract';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { diffRows } from '../audit-diff-rows.ts';

/** Before → after of one audit entry, the changed fields marked in words as well as in colour. */
export function AuditDiff({ entry }: { entry: AuditEntryDto }) {
  const { t } = useI18n();
  const show = (value: unknown) =>
    value === undefined || value === null
      ? '—'
      : typeof value === 'boolean'
        ? t(value ? 'value.yes' : 'value.no')
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  const rows = diffRows(entry.before, entry.after);
  if (rows.length === 0) return <p>{t('audit.noFields')}</p>;
  return (
    <table className="diff">
      <caption className="visually-hidden">{t('audit.diffCaption', { summary: entry.summary })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('audit.field')}</th>
          <th scope="col">{t('audit.before')}</th>
          <th scope="col">{t('audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field} className={row.changed ? 'diff-changed' : undefined}>
            <th scope="row">
              {row.field}
              {row.changed && <span className="visually-hidden"> ({t('audit.changed')})</span>}
            </th>
            <td>{show(row.before)}</td>
            <td>{show(row.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
