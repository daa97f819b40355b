import { mayManageArea } from '@hemma/contract';
import { useDashboard } from '../../hooks/api/dashboard.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { useStaff } from '../../session/staff-context.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { QueryView } from '../../ui/states.tsx';
import { LowStockPanel } from './low-stock-panel.tsx';
import { SalesPanel, WaitingPanel } from './dashboard-panels.tsx';
import { SalesChart } from './sales-chart.tsx';

/**
 * What a shop owner opens every morning: today's and this week's orders and revenue, what waits to be shipped or
 * moderated, and what is running out — each figure leading to the list that acts on it (for the roles that may).
 */
export default function DashboardPage() {
  const { t } = useI18n();
  const staff = useStaff();
  const dashboard = useDashboard();
  const may = (area: Parameters<typeof mayManageArea>[1]) => mayManageArea(staff.role, area);
  return (
    <>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.greeting', { name: staff.name })} />
      <QueryView query={dashboard}>
        {(figures) => (
          <div className="dashboard">
            <SalesPanel today={figures.today} week={figures.this_week} />
            <WaitingPanel
              toShip={figures.to_ship}
              reviewsPending={figures.reviews_pending}
              returnsWaiting={figures.returns_waiting}
              lowStock={figures.low_stock.total}
              may={may}
            />
            <SalesChart days={figures.sales_by_day} />
            <LowStockPanel lowStock={figures.low_stock} may={may} />
          </div>
        )}
      </QueryView>
    </>
  );
}
