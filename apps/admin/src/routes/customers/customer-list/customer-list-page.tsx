import type { AdminCustomerSummaryDto } from '@hemma/contract';
import { Link } from 'react-router';
import { useCustomerGroups, useCustomerList } from '../../../hooks/api/customers.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { formatKronor } from '../../../lib/trade-format.ts';
import { type Column, DataTable } from '../../../ui/data-list/data-table.tsx';
import { FilterSelect, ListToolbar } from '../../../ui/data-list/list-toolbar.tsx';
import type { ListSpec } from '../../../ui/data-list/list-state.ts';
import { useListState } from '../../../ui/data-list/use-list-state.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import '../../../ui/styles/trade.css';
import { useGroupName } from '../../../ui/trade/customer-group.ts';

/** Newest first on the server: search and the group filter, no sorting. */
const CUSTOMER_LIST: ListSpec<'group_id', never> = {
  filters: ['group_id'],
  sorts: [],
  pageSize: 25,
};

/** The shop's customer accounts: search by e-mail or name, filter by group. */
export default function CustomerListPage() {
  const { t, locale, dateTime } = useI18n();
  const list = useListState(CUSTOMER_LIST);
  const groups = useCustomerGroups();
  const groupName = useGroupName();
  const groupId = Number(list.state.filters.group_id);
  const customers = useCustomerList({
    ...(list.state.q ? { q: list.state.q } : {}),
    ...(Number.isInteger(groupId) && list.state.filters.group_id ? { group_id: groupId } : {}),
    page: list.state.page,
    pageSize: CUSTOMER_LIST.pageSize,
  });
  const columns: Column<AdminCustomerSummaryDto, never>[] = [
    {
      id: 'name',
      header: t('field.name'),
      rowHeader: true,
      cell: (row) => <Link to={`/customers/${row.id}`}>{`${row.firstname} ${row.lastname}`.trim()}</Link>,
    },
    { id: 'email', header: t('field.email'), cell: (row) => row.email },
    { id: 'group', header: t('customers.group'), cell: (row) => groupName(row.group_code, row.group_id) },
    { id: 'orders', header: t('customers.orders'), nowrap: true, cell: (row) => row.orders_count },
    {
      id: 'spent',
      header: t('customers.totalSpent'),
      nowrap: true,
      cell: (row) => (
        <span className="amount">
          {formatKronor(row.total_spent, locale)}
          {row.total_spent_eur > 0 && <> · {formatKronor(row.total_spent_eur, locale, 'EUR')}</>}
        </span>
      ),
    },
    { id: 'created', header: t('customers.since'), nowrap: true, cell: (row) => dateTime(row.created_at) },
  ];
  return (
    <>
      <PageHeader title={t('customers.title')} description={t('customers.description')} />
      <ListToolbar list={list} searchLabel={t('customers.search')}>
        <FilterSelect
          list={list}
          name="group_id"
          label={t('customers.group')}
          options={(groups.data ?? []).map((group) => ({
            value: String(group.id),
            label: groupName(group.code, group.id),
          }))}
        />
      </ListToolbar>
      <DataTable
        list={list}
        caption={t('customers.title')}
        columns={columns}
        rowKey={(row) => row.id}
        rows={customers.data?.items}
        total={customers.data?.total ?? 0}
        refreshing={customers.isPlaceholderData}
        error={customers.error}
        onRetry={() => void customers.refetch()}
      />
    </>
  );
}
