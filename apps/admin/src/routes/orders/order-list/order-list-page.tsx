import { ORDER_STATUSES } from '@hemma/commerce';
import type { AdminOrderSummaryDto } from '@hemma/contract';
import { Link } from 'react-router';
import { useOrderList } from '../../../hooks/api/orders.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { formatKronor } from '../../../lib/trade-format.ts';
import { type Column, DataTable } from '../../../ui/data-list/data-table.tsx';
import { FilterDate, FilterSelect, ListToolbar } from '../../../ui/data-list/list-toolbar.tsx';
import { useListState } from '../../../ui/data-list/use-list-state.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import '../../../ui/styles/trade.css';
import { OrderStatusBadge, useOrderStatusName, usePaymentName } from '../../../ui/trade/order-status.tsx';
import {
  ORDER_LIST,
  type OrderSort,
  orderListQuery,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from './order-list-spec.ts';

/** Every order: search by number, e-mail or name; filters by status, payment and days; sorted and paged. */
export default function OrderListPage() {
  const { t, locale, dateTime } = useI18n();
  const list = useListState(ORDER_LIST);
  const orders = useOrderList(orderListQuery(list.state, ORDER_LIST.pageSize));
  const statusName = useOrderStatusName();
  const payment = usePaymentName();
  const columns: Column<AdminOrderSummaryDto, OrderSort>[] = [
    {
      id: 'number',
      header: t('orders.number'),
      sort: 'increment_id',
      rowHeader: true,
      nowrap: true,
      cell: (row) => <Link to={`/orders/${row.id}`}>{row.increment_id}</Link>,
    },
    {
      id: 'created',
      header: t('orders.placed'),
      sort: 'created_at',
      nowrap: true,
      cell: (row) => dateTime(row.created_at),
    },
    {
      id: 'customer',
      header: t('orders.customer'),
      sort: 'customer',
      cell: (row) => (
        <>
          <span className="cell-title">{row.customer_name}</span>
          <span className="cell-detail">{row.customer_email}</span>
        </>
      ),
    },
    { id: 'status', header: t('field.status'), cell: (row) => <OrderStatusBadge status={row.status} /> },
    {
      id: 'payment',
      header: t('orders.payment'),
      wideOnly: true,
      cell: (row) => (
        <>
          <span className="cell-title">{payment.method(row.payment_method, row.payment_title)}</span>
          <span className="cell-detail">{payment.status(row.payment_status)}</span>
        </>
      ),
    },
    {
      id: 'total',
      header: t('orders.total'),
      sort: 'grand_total',
      nowrap: true,
      cell: (row) => <span className="amount">{formatKronor(row.grand_total, locale, row.currency)}</span>,
    },
  ];
  return (
    <>
      <PageHeader title={t('orders.title')} description={t('orders.description')} />
      <ListToolbar list={list} searchLabel={t('orders.search')}>
        <FilterSelect
          list={list}
          name="status"
          label={t('field.status')}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: statusName(status) }))}
        />
        <FilterSelect
          list={list}
          name="payment_method"
          label={t('orders.paymentMethod')}
          options={PAYMENT_METHODS.map((code) => ({ value: code, label: payment.method(code) }))}
        />
        <FilterSelect
          list={list}
          name="payment_status"
          label={t('orders.paymentStatus')}
          options={PAYMENT_STATUSES.map((code) => ({ value: code, label: payment.status(code) }))}
        />
        <FilterDate list={list} name="from" label={t('orders.from')} />
        <FilterDate list={list} name="to" label={t('orders.to')} />
      </ListToolbar>
      <DataTable
        list={list}
        caption={t('orders.title')}
        columns={columns}
        rowKey={(row) => row.id}
        rows={orders.data?.items}
        total={orders.data?.total ?? 0}
        refreshing={orders.isPlaceholderData}
        error={orders.error}
        onRetry={() => void orders.refetch()}
      />
    </>
  );
}
