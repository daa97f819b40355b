import type { AdminBrandDto } from '@hemma/contract';
import { Link } from 'react-router';
import { useBrands } from '../../../hooks/api/brands.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { type Column, DataTable } from '../../../ui/data-list/data-table.tsx';
import { ListToolbar } from '../../../ui/data-list/list-toolbar.tsx';
import { type ListSpec, localPage } from '../../../ui/data-list/list-state.ts';
import { useListState } from '../../../ui/data-list/use-list-state.ts';
import { PageHeader } from '../../../ui/page-header.tsx';

type Sort = 'name' | 'slug' | 'products';
const SPEC: ListSpec<never, Sort> = {
  filters: [],
  sorts: ['name', 'slug', 'products'],
  defaultSort: { key: 'name', direction: 'asc' },
  pageSize: 50,
};
const RULES = {
  searchText: (brand: AdminBrandDto) => `${brand.name} ${brand.slug}`,
  matches: {},
  sortValue: {
    name: (brand: AdminBrandDto) => brand.name,
    slug: (brand: AdminBrandDto) => brand.slug,
    products: (brand: AdminBrandDto) => brand.product_count,
  },
};

/** The brands, searched and sorted in the browser (a shop has tens of them). */
export default function BrandListPage() {
  const { t } = useI18n();
  const list = useListState(SPEC);
  const brands = useBrands();
  const page = brands.data ? localPage(brands.data, list.state, SPEC.pageSize, RULES) : undefined;
  const columns: Column<AdminBrandDto, Sort>[] = [
    {
      id: 'name',
      header: t('field.name'),
      sort: 'name',
      rowHeader: true,
      cell: (row) => <Link to={`/brands/${row.id}`}>{row.name}</Link>,
    },
    { id: 'slug', header: t('brand.slug'), sort: 'slug', cell: (row) => `/b/${row.slug}` },
    {
      id: 'products',
      header: t('brand.products'),
      sort: 'products',
      nowrap: true,
      cell: (row) => row.product_count,
    },
  ];
  return (
    <>
      <PageHeader
        title={t('brand.title')}
        description={t('brand.description')}
        actions={
          <Link to="/brands/new" className="button button-primary">
            {t('brand.new')}
          </Link>
        }
      />
      <ListToolbar list={list} searchLabel={t('brand.search')} />
      <DataTable
        list={list}
        caption={t('brand.title')}
        columns={columns}
        rowKey={(row) => row.id}
        rows={page?.items}
        total={page?.total ?? 0}
        error={brands.error}
        onRetry={() => void brands.refetch()}
      />
    </>
  );
}
