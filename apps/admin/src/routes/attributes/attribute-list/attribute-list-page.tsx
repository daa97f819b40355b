import { type AdminAttributeDto, FRONTEND_INPUTS } from '@hemma/contract';
import { Link } from 'react-router';
import { useAttributes } from '../../../hooks/api/attributes.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { type Column, DataTable } from '../../../ui/data-list/data-table.tsx';
import { FilterSelect, ListToolbar } from '../../../ui/data-list/list-toolbar.tsx';
import { type ListSpec, localPage } from '../../../ui/data-list/list-state.ts';
import { useListState } from '../../../ui/data-list/use-list-state.ts';
import { PageHeader } from '../../../ui/page-header.tsx';

type Filter = 'input' | 'filterable';
type Sort = 'label' | 'code' | 'position';
const SPEC: ListSpec<Filter, Sort> = {
  filters: ['input', 'filterable'],
  filterValues: { input: FRONTEND_INPUTS, filterable: ['yes', 'no'] },
  sorts: ['label', 'code', 'position'],
  defaultSort: { key: 'position', direction: 'asc' },
  pageSize: 50,
};
const RULES = {
  searchText: (a: AdminAttributeDto) => `${a.frontend_label} ${a.default_label} ${a.attribute_code}`,
  matches: {
    input: (a: AdminAttributeDto, value: string) => a.frontend_input === value,
    filterable: (a: AdminAttributeDto, value: string) => a.is_filterable === (value === 'yes'),
  },
  sortValue: {
    label: (a: AdminAttributeDto) => a.frontend_label,
    code: (a: AdminAttributeDto) => a.attribute_code,
    position: (a: AdminAttributeDto) => a.position,
  },
};

/** The product attributes (material, colour, seat height …) with their input type and options. */
export default function AttributeListPage() {
  const { t } = useI18n();
  const list = useListState(SPEC);
  const attributes = useAttributes();
  const page = attributes.data ? localPage(attributes.data, list.state, SPEC.pageSize, RULES) : undefined;
  const yesNo = (value: boolean) => t(value ? 'value.yes' : 'value.no');
  const columns: Column<AdminAttributeDto, Sort>[] = [
    {
      id: 'label',
      header: t('attribute.label'),
      sort: 'label',
      rowHeader: true,
      cell: (row) => <Link to={`/attributes/${row.id}`}>{row.frontend_label}</Link>,
    },
    { id: 'code', header: t('attribute.code'), sort: 'code', cell: (row) => row.attribute_code },
    { id: 'input', header: t('attribute.input'), cell: (row) => t(`attribute.input.${row.frontend_input}`) },
    { id: 'options', header: t('attribute.options'), nowrap: true, cell: (row) => row.options.length },
    { id: 'filterable', header: t('attribute.isFilterable'), cell: (row) => yesNo(row.is_filterable) },
    {
      id: 'position',
      header: t('attribute.position'),
      sort: 'position',
      nowrap: true,
      cell: (row) => row.position,
    },
  ];
  return (
    <>
      <PageHeader
        title={t('attribute.title')}
        description={t('attribute.description')}
        actions={
          <Link to="/attributes/new" className="button button-primary">
            {t('attribute.new')}
          </Link>
        }
      />
      <ListToolbar list={list} searchLabel={t('attribute.search')}>
        <FilterSelect
          list={list}
          name="input"
          label={t('attribute.input')}
          options={FRONTEND_INPUTS.map((input) => ({ value: input, label: t(`attribute.input.${input}`) }))}
        />
        <FilterSelect
          list={list}
          name="filterable"
          label={t('attribute.isFilterable')}
          options={[
            { value: 'yes', label: t('value.yes') },
            { value: 'no', label: t('value.no') },
          ]}
        />
      </ListToolbar>
      <DataTable
        list={list}
        caption={t('attribute.title')}
        columns={columns}
        rowKey={(row) => row.id}
        rows={page?.items}
        total={page?.total ?? 0}
        error={attributes.error}
        onRetry={() => void attributes.refetch()}
      />
    </>
  );
}
