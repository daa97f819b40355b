import { STAFF_ROLES, type StaffDto } from '@hemma/contract';
import { Link } from 'react-router';
import { useStaffList } from '../../../hooks/api/staff.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { type Column, DataTable } from '../../../ui/data-list/data-table.tsx';
import { FilterSelect, ListToolbar } from '../../../ui/data-list/list-toolbar.tsx';
import { type ListSpec, localPage } from '../../../ui/data-list/list-state.ts';
import { useListState } from '../../../ui/data-list/use-list-state.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useRoleOptions } from '../common/use-role-options.ts';

type Filter = 'role' | 'status';
type Sort = 'name' | 'email' | 'role' | 'created';

const SPEC: ListSpec<Filter, Sort> = {
  filters: ['role', 'status'],
  filterValues: { role: STAFF_ROLES, status: ['active', 'inactive'] },
  sorts: ['name', 'email', 'role', 'created'],
  defaultSort: { key: 'name', direction: 'asc' },
  pageSize: 25,
};

const RULES = {
  searchText: (staff: StaffDto) => `${staff.name} ${staff.email}`,
  matches: {
    role: (staff: StaffDto, role: string) => staff.role === role,
    status: (staff: StaffDto, status: string) => staff.is_active === (status === 'active'),
  },
  sortValue: {
    name: (staff: StaffDto) => staff.name,
    email: (staff: StaffDto) => staff.email,
    role: (staff: StaffDto) => staff.role,
    created: (staff: StaffDto) => staff.created_at,
  },
};

/** The owner's list of staff users: search, role and status filters, sorting, all in the address. */
export default function StaffListPage() {
  const { t, dateTime } = useI18n();
  const list = useListState(SPEC);
  const staff = useStaffList();
  const roleOptions = useRoleOptions();
  const page = staff.data ? localPage(staff.data, list.state, SPEC.pageSize, RULES) : undefined;
  const columns: Column<StaffDto, Sort>[] = [
    {
      id: 'name',
      header: t('field.name'),
      sort: 'name',
      rowHeader: true,
      cell: (row) => <Link to={`/staff/${row.id}`}>{row.name}</Link>,
    },
    { id: 'email', header: t('field.email'), sort: 'email', cell: (row) => row.email },
    { id: 'role', header: t('field.role'), sort: 'role', cell: (row) => t(`role.${row.role}`) },
    {
      id: 'status',
      header: t('field.status'),
      cell: (row) => (
        <span className={row.is_active ? 'badge badge-ok' : 'badge'}>
          {t(row.is_active ? 'staff.active' : 'staff.inactive')}
        </span>
      ),
    },
    {
      id: 'created',
      header: t('field.created'),
      sort: 'created',
      nowrap: true,
      cell: (row) => dateTime(row.created_at),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('staff.title')}
        description={t('staff.description')}
        actions={
          <Link to="/staff/new" className="button button-primary">
            {t('staff.new')}
          </Link>
        }
      />
      <ListToolbar list={list} searchLabel={t('staff.search')}>
        <FilterSelect list={list} name="role" label={t('field.role')} options={roleOptions} />
        <FilterSelect
          list={list}
          name="status"
          label={t('field.status')}
          options={[
            { value: 'active', label: t('staff.active') },
            { value: 'inactive', label: t('staff.inactive') },
          ]}
        />
      </ListToolbar>
      <DataTable
        list={list}
        caption={t('staff.title')}
        columns={columns}
        rowKey={(row) => row.id}
        rows={page?.items}
        total={page?.total ?? 0}
        error={staff.error}
        onRetry={() => void staff.refetch()}
      />
    </>
  );
}
