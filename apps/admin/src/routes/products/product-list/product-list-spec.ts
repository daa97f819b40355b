import { PRODUCT_TYPES } from '@hemma/commerce';
import { ADMIN_PRODUCT_SORTS, type STOCK_STATUSES } from '@hemma/contract';
import type { ListSpec, ListState } from '../../../ui/data-list/list-state.ts';

export type ProductFilter = 'type' | 'status' | 'stock' | 'category' | 'brand';
export type ProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** The stock filter in the address (`?stock=low`, the dashboard's link) and the API's stock status it means. */
export const STOCK_FILTERS = {
  in: 'in_stock',
  low: 'low_stock',
  out: 'out_of_stock',
} as const satisfies Record<string, (typeof STOCK_STATUSES)[number]>;

/** The product list's address: search, filters, sort (latest changed first by default) and page. */
export const PRODUCT_LIST: ListSpec<ProductFilter, ProductSort> = {
  filters: ['type', 'status', 'stock', 'category', 'brand'],
  filterValues: {
    type: PRODUCT_TYPES,
    status: ['enabled', 'disabled'],
    stock: Object.keys(STOCK_FILTERS),
  },
  sorts: ADMIN_PRODUCT_SORTS,
  defaultSort: { key: 'updated_at', direction: 'desc' },
  pageSize: 25,
};

/** The API's query for a state of the list (ids of category and brand as numbers; unreadable ones dropped). */
export function productListQuery(state: ListState<ProductFilter, ProductSort>) {
  const id = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
  const { type, status, stock, category, brand } = state.filters;
  return {
    q: state.q || undefined,
    type: type as (typeof PRODUCT_TYPES)[number] | undefined,
    status: status as 'enabled' | 'disabled' | undefined,
    stock: stock ? STOCK_FILTERS[stock as keyof typeof STOCK_FILTERS] : undefined,
    category: id(category),
    brand: id(brand),
    sort: state.sort?.key ?? 'updated_at',
    dir: state.sort?.direction,
    page: state.page,
    pageSize: PRODUCT_LIST.pageSize,
  };
}
