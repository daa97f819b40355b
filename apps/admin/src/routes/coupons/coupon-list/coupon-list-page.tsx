import { couponState, type CouponState } from '@hemma/commerce';
import type { AdminCouponDto } from '@hemma/contract';
import { Link } from 'react-router';
import { useCouponList } from '../../../hooks/api/coupons.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { MessageKey } from '../../../i18n/translate.ts';
import { formatKronor } from '../../../lib/trade-format.ts';
import { type Column, DataTable } from '../../../ui/data-list/data-table.tsx';
import { FilterSelect, ListToolbar } from '../../../ui/data-list/list-toolbar.tsx';
import type { ListSpec } from '../../../ui/data-list/list-state.ts';
import { useListState } from '../../../ui/data-list/use-list-state.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import '../../../ui/styles/trade.css';

/** Newest first on the server: search in code and description, active or not. */
const COUPON_LIST: ListSpec<'active', never> = {
  filters: ['active'],
  filterValues: { active: ['true', 'false'] },
  sorts: [],
  pageSize: 25,
};

/** A coupon's state as the list says it (issue 35: by its dates and uses, not its switch alone). */
const STATE_TEXT = {
  active: 'coupons.isActive',
  inactive: 'coupons.isInactive',
  scheduled: 'coupons.state.scheduled',
  expired: 'coupons.state.expired',
  used_up: 'coupons.state.used_up',
} as const satisfies Record<CouponState, MessageKey>;

/** The shop's discount codes with their rules in short and how much each was used. */
export default function CouponListPage() {
  const { t, locale } = useI18n();
  const list = useListState(COUPON_LIST);
  const coupons = useCouponList({
    ...(list.state.q ? { q: list.state.q } : {}),
    ...(list.state.filters.active ? { active: list.state.filters.active as 'true' | 'false' } : {}),
    page: list.state.page,
    pageSize: COUPON_LIST.pageSize,
  });
  const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '…');
  const columns: Column<AdminCouponDto, never>[] = [
    {
      id: 'code',
      header: t('coupons.code'),
      rowHeader: true,
      nowrap: true,
      cell: (row) => <Link to={`/coupons/${row.id}`}>{row.code}</Link>,
    },
    {
      id: 'discount',
      header: t('coupons.discount'),
      cell: (row) => (
        <>
          <span className="cell-title">
            {row.type === 'percent' ? `${row.value} %` : formatKronor(row.value, locale)}
          </span>
          {row.description && <span className="cell-detail">{row.description}</span>}
        </>
      ),
    },
    {
      id: 'rules',
      header: t('coupons.conditions'),
      cell: (row) => (
        <>
          {(row.from_date || row.to_date) && (
            <span className="cell-detail">
              {t('coupons.window', { from: day(row.from_date), to: day(row.to_date) })}
            </span>
          )}
          {row.min_subtotal_incl_tax !== null && (
            <span className="cell-detail">
              {t('coupons.minimum', { amount: formatKronor(row.min_subtotal_incl_tax, locale) })}
            </span>
          )}
          {row.customer_email && (
            <span className="cell-detail">{t('coupons.personal', { email: row.customer_email })}</span>
          )}
          {!row.from_date && !row.to_date && row.min_subtotal_incl_tax === null && !row.customer_email && (
            <span className="cell-detail">{t('coupons.noConditions')}</span>
          )}
        </>
      ),
    },
    {
      id: 'usage',
      header: t('coupons.timesUsed'),
      nowrap: true,
      cell: (row) =>
        row.usage_limit === null
          ? row.usage.times_used
          : t('coupons.usedOf', { used: row.usage.times_used, limit: row.usage_limit }),
    },
    {
      id: 'given',
      header: t('coupons.discountGiven'),
      nowrap: true,
      cell: (row) => (
        <span className="amount">
          {formatKronor(row.usage.discount_given, locale)}
          {row.usage.discount_given_eur > 0 && (
            <> · {formatKronor(row.usage.discount_given_eur, locale, 'EUR')}</>
          )}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('field.status'),
      cell: (row) => {
        const state = couponState(
          {
            isActive: row.is_active,
            fromDate: row.from_date,
            toDate: row.to_date,
            usageLimit: row.usage_limit,
            timesUsed: row.usage.times_used,
          },
          new Date(),
        );
        return (
          <span className={state === 'active' ? 'badge badge-ok' : 'badge badge-muted'}>
            {t(STATE_TEXT[state])}
          </span>
        );
      },
    },
  ];
  return (
    <>
      <PageHeader
        title={t('coupons.title')}
        description={t('coupons.description')}
        actions={
          <Link to="/coupons/new" className="button button-primary">
            {t('coupons.new')}
          </Link>
        }
      />
      <ListToolbar list={list} searchLabel={t('coupons.search')}>
        <FilterSelect
          list={list}
          name="active"
          label={t('field.status')}
          options={[
            { value: 'true', label: t('coupons.isActive') },
            { value: 'false', label: t('coupons.isInactive') },
          ]}
        />
      </ListToolbar>
      <DataTable
        list={list}
        caption={t('coupons.title')}
        columns={columns}
        rowKey={(row) => row.id}
        rows={coupons.data?.items}
        total={coupons.data?.total ?? 0}
        refreshing={coupons.isPlaceholderData}
        error={coupons.error}
        onRetry={() => void coupons.refetch()}
      />
    </>
  );
}
