import { useState } from 'react';
import { formatSek } from '@hemma/commerce';
import type { AdminProductListItem } from '@hemma/contract';
import { Link } from 'react-router';
import { useProductList } from '../../../hooks/api/products.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { type Column, DataTable } from '../../../ui/data-list/data-table.tsx';
import { useListState } from '../../../ui/data-list/use-list-state.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import '../common/product-editor.css';
import { ProductFilters } from './components/product-filters.tsx';
import { QuickEditDialog } from './components/quick-edit-dialog.tsx';
import { PRODUCT_LIST, type ProductSort, productListQuery } from './product-list-spec.ts';

/** Types whose own row holds the price and stock a shopper buys (a configurable product's are its variants'). */
const QUICK_EDITABLE = ['simple', 'virtual', 'downloadable'];

/** The catalogue: search, filters, sorting and paging in the address; quick price and stock edits per row. */
export default function ProductListPage() {
  const { t, dateTime } = useI18n();
  const list = useListState(PRODUCT_LIST);
  const products = useProductList(productListQuery(list.state));
  const [editing, setEditing] = useState<AdminProductListItem | null>(null);
  const columns: Column<AdminProductListItem, ProductSort>[] = [
    {
      id: 'image',
      header: t('product.image'),
      wideOnly: true,
      cell: (row) =>
        row.image ? <img className="product-thumb" src={`/img/96/96/fit/${row.image}`} alt="" /> : null,
    },
    {
      id: 'name',
      header: t('product.name'),
      sort: 'name',
      rowHeader: true,
      cell: (row) => (
        <>
          <Link to={`/products/${row.id}`} className="cell-title">
            {row.name}
          </Link>
          <span className="cell-detail">
            {t(`product.type.${row.type_id}`)}
            {row.variant_count > 0 && ` · ${t('product.variantCount', { count: row.variant_count })}`}
          </span>
        </>
      ),
    },
    { id: 'sku', header: t('product.sku'), sort: 'sku', cell: (row) => row.sku },
    {
      id: 'price',
      header: t('product.price'),
      sort: 'price',
      nowrap: true,
      cell: (row) => (
        <>
          {formatSek(row.price)}
          {row.special_price !== null && (
            <span className="cell-detail">
              {t('product.specialShort', { price: formatSek(row.special_price) })}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'qty',
      header: t('product.qty'),
      sort: 'qty',
      cell: (row) => (
        <>
          {row.qty}{' '}
          <span className={row.stock_status === 'in_stock' ? 'badge badge-ok' : 'badge'}>
            {t(`product.stock.${row.stock_status}`)}
          </span>
        </>
      ),
    },
    {
      id: 'status',
      header: t('product.status'),
      cell: (row) => t(row.status === 2 ? 'product.status.disabled' : 'product.status.enabled'),
    },
    {
      id: 'updated',
      header: t('product.updated'),
      sort: 'updated_at',
      wideOnly: true,
      cell: (row) => dateTime(row.updated_at),
    },
    {
      id: 'actions',
      header: t('product.actions'),
      cell: (row) =>
        QUICK_EDITABLE.includes(row.type_id) ? (
          <button
            type="button"
            className="link-button"
            aria-label={t('product.quickEditOf', { name: row.name })}
            onClick={() => setEditing(row)}
          >
            {t('product.quickEdit')}
          </button>
        ) : (
          <Link to={`/products/${row.id}`}>{t('product.edit')}</Link>
        ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('product.title')}
        description={t('product.description.list')}
        actions={
          <Link to="/products/new" className="button button-primary">
            {t('product.new')}
          </Link>
        }
      />
      <ProductFilters list={list} />
      <DataTable
        list={list}
        caption={t('product.title')}
        columns={columns}
        rowKey={(row) => row.id}
        rows={products.data?.items}
        total={products.data?.total ?? 0}
        refreshing={products.isPlaceholderData}
        error={products.error}
        onRetry={() => void products.refetch()}
      />
      {editing && <QuickEditDialog product={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
