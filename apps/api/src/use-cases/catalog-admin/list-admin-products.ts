import type { AdminPage, AdminProductListItem, AdminProductListQuery } from '@hemma/contract';
import { createAdminProductRepository } from '../../modules/catalog/admin-product-repository.ts';
import { pageOf, pageWindow } from '../staff/admin-lists.ts';
import type { CatalogAdminContext } from './catalog-admin-context.ts';
import { presentProductListItem } from './present-admin-lists.ts';

const DATES = new Set(['created_at', 'updated_at']);

/** The back office's product list: search by name or sku, filters, sorting and paging. */
export async function listAdminProducts(
  context: CatalogAdminContext,
  query: AdminProductListQuery,
): Promise<AdminPage<AdminProductListItem>> {
  const { rows, total } = await createAdminProductRepository(context.db).page({
    text: query.q,
    type: query.type,
    enabled: query.status === undefined ? undefined : query.status === 'enabled',
    categoryId: query.category,
    brandId: query.brand,
    stock: query.stock,
    sort: query.sort,
    direction: query.dir ?? (DATES.has(query.sort) ? 'desc' : 'asc'),
    ...pageWindow(query),
  });
  return pageOf(rows.map(presentProductListItem), total, query);
}
