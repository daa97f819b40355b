import { Link, NavLink } from 'react-router';
import { type CmsKind, useCmsList } from '../../../hooks/api/cms.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { type Column, DataTable } from '../../../ui/data-list/data-table.tsx';
import { FilterSelect, ListToolbar } from '../../../ui/data-list/list-toolbar.tsx';
import type { ListSpec } from '../../../ui/data-list/list-state.ts';
import { useListState } from '../../../ui/data-list/use-list-state.ts';
import { PageHeader } from '../../../ui/page-header.tsx';

type Row = { id: number; identifier: string; title: string; is_active: boolean; updated_at: string };

export const CMS_LIST: ListSpec<'active', never> = {
  filters: ['active'],
  filterValues: { active: ['true', 'false'] },
  sorts: [],
  pageSize: 25,
};

/** The CMS pages or blocks, searched and paged by the API; a tab leads to the other kind. */
export function CmsList({ kind }: { kind: CmsKind }) {
  const { t, dateTime } = useI18n();
  const list = useListState(CMS_LIST);
  const { q, filters, page } = list.state;
  const entries = useCmsList(kind, {
    ...(q ? { q } : {}),
    ...(filters.active ? { active: filters.active as 'true' | 'false' } : {}),
    page,
    pageSize: CMS_LIST.pageSize,
  });
  const base = `/cms/${kind}`;
  const columns: Column<Row, never>[] = [
    {
      id: 'title',
      header: t('field.title'),
      rowHeader: true,
      cell: (row) => <Link to={`${base}/${row.id}`}>{row.title}</Link>,
    },
    {
      id: 'identifier',
      header: t(kind === 'pages' ? 'field.identifier' : 'cms.blockIdentifier'),
      cell: (row) => (kind === 'pages' ? `/i/${row.identifier}` : row.identifier),
    },
    {
      id: 'active',
      header: t('field.status'),
      cell: (row) => (
        <span className={row.is_active ? 'badge badge-ok' : 'badge'}>
          {t(row.is_active ? 'value.active' : 'value.inactive')}
        </span>
      ),
    },
    { id: 'updated', header: t('field.updated'), nowrap: true, cell: (row) => dateTime(row.updated_at) },
  ];
  return (
    <>
      <PageHeader
        title={t('cms.title')}
        description={t('cms.description')}
        actions={
          <Link to={`${base}/new`} className="button button-primary">
            {t(kind === 'pages' ? 'cms.newPage' : 'cms.newBlock')}
          </Link>
        }
      />
      <nav className="tabs" aria-label={t('cms.kinds')}>
        <NavLink to="/cms/pages" className="tab">
          {t('cms.pages')}
        </NavLink>
        <NavLink to="/cms/blocks" className="tab">
          {t('cms.blocks')}
        </NavLink>
      </nav>
      <ListToolbar list={list} searchLabel={t('cms.search')}>
        <FilterSelect
          list={list}
          name="active"
          label={t('field.status')}
          options={[
            { value: 'true', label: t('value.active') },
            { value: 'false', label: t('value.inactive') },
          ]}
        />
      </ListToolbar>
      <DataTable
        list={list}
        caption={t(kind === 'pages' ? 'cms.pages' : 'cms.blocks')}
        columns={columns}
        rowKey={(row) => row.id}
        rows={entries.data?.items}
        total={entries.data?.total ?? 0}
        refreshing={entries.isPlaceholderData}
        error={entries.error}
        onRetry={() => void entries.refetch()}
      />
    </>
  );
}
