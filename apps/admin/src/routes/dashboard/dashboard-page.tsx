import { Link } from 'react-router';
import { navigationFor } from '../../app/navigation.ts';
import { useDashboard } from '../../hooks/api/dashboard.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { useStaff } from '../../session/staff-context.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { EmptyState, QueryView } from '../../ui/states.tsx';
import { DashboardFigures } from './dashboard-figures.tsx';

/** The start screen: the shop's figures when the API has them, and the staff user's screens. */
export default function DashboardPage() {
  const { t } = useI18n();
  const staff = useStaff();
  const dashboard = useDashboard();
  const shortcuts = navigationFor(staff.role)
    .flatMap((group) => group.items)
    .filter((item) => item.to !== '/');
  return (
    <>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.greeting', { name: staff.name })} />
      <section className="panel" aria-labelledby="dashboard-figures">
        <h2 id="dashboard-figures">{t('dashboard.figures')}</h2>
        <QueryView query={dashboard}>
          {(figures) =>
            figures ? (
              <DashboardFigures figures={figures} />
            ) : (
              <EmptyState title={t('dashboard.unavailable.title')}>
                <p>{t('dashboard.unavailable.text')}</p>
              </EmptyState>
            )
          }
        </QueryView>
      </section>
      {shortcuts.length > 0 && (
        <section className="panel" aria-labelledby="dashboard-shortcuts">
          <h2 id="dashboard-shortcuts">{t('dashboard.shortcuts')}</h2>
          <ul className="shortcuts">
            {shortcuts.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(item.label)}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
