import { useI18n } from '../../i18n/i18n.tsx';

/**
 * The figures of `GET /api/admin/dashboard`, shown plainly until its contract (`admin-dashboard.ts`) lands and this
 * gets its own layout: every number or text at the top level of the answer, under its name.
 */
export function DashboardFigures({ figures }: { figures: Record<string, unknown> }) {
  const { locale } = useI18n();
  const shown = Object.entries(figures).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'number' || typeof entry[1] === 'string',
  );
  return (
    <dl className="figures">
      {shown.map(([name, value]) => (
        <div key={name} className="figure">
          <dt>{name.replace(/_/g, ' ')}</dt>
          <dd>{typeof value === 'number' ? value.toLocaleString(locale) : value}</dd>
        </div>
      ))}
    </dl>
  );
}
