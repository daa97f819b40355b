import type { AdminArea, AdminDashboardDto } from '@hemma/contract';
import { formatSek } from '@hemma/commerce';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { DASHBOARD_LINKS } from './dashboard-links.ts';

type Figures = AdminDashboardDto['today'];

/** Orders and revenue of today and of this week (the shop's days, weeks from Monday; cancelled orders left out). */
export function SalesPanel({ today, week }: { today: Figures; week: Figures }) {
  const { t, locale } = useI18n();
  const period = (title: string, figures: Figures) => (
    <div className="figure">
      <dt>{title}</dt>
      <dd>
        <span className="figure-value">{formatSek(figures.revenue, locale)}</span>
        {figures.revenue_eur > 0 && (
          <span className="figure-value">{formatSek(figures.revenue_eur, locale, 'EUR')}</span>
        )}
        <span className="figure-detail">{t('dashboard.orderCount', { count: figures.orders })}</span>
      </dd>
    </div>
  );
  return (
    <section className="panel" aria-labelledby="dashboard-sales">
      <h2 id="dashboard-sales">{t('dashboard.sales')}</h2>
      <dl className="figures">
        {period(t('dashboard.today'), today)}
        {period(t('dashboard.thisWeek'), week)}
      </dl>
    </section>
  );
}

/** One "waiting" figure: its number, and a link to the list that acts on it when the role may open that list. */
function Waiting({
  label,
  count,
  link,
  may,
  children,
}: {
  label: string;
  count: number;
  link: { to: string; area: AdminArea };
  may: (area: AdminArea) => boolean;
  children?: ReactNode;
}) {
  const { locale } = useI18n();
  return (
    <div className={count > 0 ? 'figure figure-attention' : 'figure'}>
      <dt>{label}</dt>
      <dd>
        {may(link.area) ? (
          <Link
            to={link.to}
            className="figure-value figure-link"
            aria-label={`${label}: ${count.toLocaleString(locale)}`}
          >
            {count.toLocaleString(locale)}
          </Link>
        ) : (
          <span className="figure-value">{count.toLocaleString(locale)}</span>
        )}
        {children}
      </dd>
    </div>
  );
}

/** What waits for someone: orders to ship (new and being processed), low stock, reviews to moderate. */
export function WaitingPanel({
  toShip,
  reviewsPending,
  returnsWaiting,
  lowStock,
  may,
}: {
  toShip: AdminDashboardDto['to_ship'];
  reviewsPending: number;
  /** null while the shop has no returns (decision 0055). */
  returnsWaiting: number | null;
  lowStock: number;
  may: (area: AdminArea) => boolean;
}) {
  const { t } = useI18n();
  const split = (label: string, count: number, link: { to: string; area: AdminArea }) =>
    may(link.area) ? (
      <Link to={link.to}>{t(label as 'dashboard.toShip.new', { count })}</Link>
    ) : (
      <span>{t(label as 'dashboard.toShip.new', { count })}</span>
    );
  return (
    <section className="panel" aria-labelledby="dashboard-waiting">
      <h2 id="dashboard-waiting">{t('dashboard.waiting')}</h2>
      <dl className="figures">
        <Waiting
          label={t('dashboard.toShip')}
          count={toShip.total}
          link={DASHBOARD_LINKS.ordersNew}
          may={may}
        >
          <span className="figure-detail figure-split">
            {split('dashboard.toShip.new', toShip.new, DASHBOARD_LINKS.ordersNew)}
            {split('dashboard.toShip.processing', toShip.processing, DASHBOARD_LINKS.ordersProcessing)}
            {toShip.partially_shipped > 0 &&
              split(
                'dashboard.toShip.partiallyShipped',
                toShip.partially_shipped,
                DASHBOARD_LINKS.ordersPartiallyShipped,
              )}
          </span>
        </Waiting>
        <Waiting label={t('dashboard.lowStock')} count={lowStock} link={DASHBOARD_LINKS.lowStock} may={may} />
        <Waiting
          label={t('dashboard.reviewsPending')}
          count={reviewsPending}
          link={DASHBOARD_LINKS.reviewsPending}
          may={may}
        />
        {returnsWaiting !== null && (
          <Waiting
            label={t('dashboard.returnsWaiting')}
            count={returnsWaiting}
            link={DASHBOARD_LINKS.returnsWaiting}
            may={may}
          />
        )}
      </dl>
    </section>
  );
}
