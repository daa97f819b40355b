import type { AdminArea, AdminDashboardDto } from '@hemma/contract';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { EmptyState } from '../../ui/states.tsx';
import { DASHBOARD_LINKS, productLink } from './dashboard-links.ts';

/** The products at or below their low-stock level, sold out first, each leading to its editor. */
export function LowStockPanel({
  lowStock,
  may,
}: {
  lowStock: AdminDashboardDto['low_stock'];
  may: (area: AdminArea) => boolean;
}) {
  const { t, locale } = useI18n();
  const editable = may('catalogue');
  return (
    <section className="panel" aria-labelledby="dashboard-low-stock">
      <h2 id="dashboard-low-stock">{t('dashboard.lowStock.title')}</h2>
      {lowStock.items.length === 0 ? (
        <EmptyState title={t('dashboard.lowStock.none')} />
      ) : (
        <>
          <div
            className="table-frame card-table"
            role="region"
            aria-labelledby="dashboard-low-stock"
            tabIndex={0}
          >
            <table>
              <caption className="visually-hidden">{t('dashboard.lowStock.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('field.product')}</th>
                  <th scope="col">{t('field.sku')}</th>
                  <th scope="col">{t('dashboard.lowStock.qty')}</th>
                </tr>
              </thead>
              <tbody>
                {lowStock.items.map((item) => {
                  const soldOut = !item.is_in_stock || item.qty <= 0;
                  return (
                    <tr key={item.product_id}>
                      <th scope="row">
                        {editable ? <Link to={productLink(item.product_id)}>{item.name}</Link> : item.name}{' '}
                        <span className={soldOut ? 'badge badge-danger' : 'badge'}>
                          {t(soldOut ? 'dashboard.lowStock.out' : 'dashboard.lowStock.low')}
                        </span>
                      </th>
                      <td className="nowrap" data-label={t('field.sku')}>
                        {item.sku}
                      </td>
                      <td className="nowrap" data-label={t('dashboard.lowStock.qty')}>
                        {t('dashboard.lowStock.level', {
                          qty: item.qty.toLocaleString(locale),
                          low: item.low_stock_qty.toLocaleString(locale),
                        })}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {editable && (
            <p>
              <Link to={DASHBOARD_LINKS.lowStock.to}>
                {t('dashboard.lowStock.all', { count: lowStock.total })}
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
