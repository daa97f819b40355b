import { PRODUCT_SORTS } from '@hemma/api-client';
import { MAX_PAGE_SIZE, SEARCH_DEFAULT_PAGE_SIZE } from '@hemma/commerce';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CatalogContext } from '../use-cases/catalog/catalog-context.ts';
import { getCategory, getCategoryTree, searchCategories } from '../use-cases/catalog/categories.ts';
import { getProduct } from '../use-cases/catalog/get-product.ts';
import { searchProducts } from '../use-cases/catalog/search-products.ts';
import { addRoute, type RegisteredRoute } from './route.ts';
import { commonQuery, onlyCommonQuery, queryInt, queryList } from './validation.ts';

/** SPEC §5: a size of 0 or less becomes the default page size, a negative start becomes 0. */
const pageSize = queryInt({ min: -1_000_000, max: MAX_PAGE_SIZE }).transform((n) =>
  n <= 0 ? SEARCH_DEFAULT_PAGE_SIZE : n,
);
const pageStart = queryInt({ min: -1_000_000, max: 1_000_000 }).transform((n) => Math.max(0, n));

const productListQuery = z
  .object({
    ...commonQuery,
    category: z.string().min(1).max(255).optional(),
    brand: z.string().min(1).max(255).optional(),
    q: z.string().max(200).optional(),
    skus: queryList({ max: MAX_PAGE_SIZE }).optional(),
    new: z
      .enum(['0', '1', 'true', 'false'])
      .transform((v) => v === '1' || v === 'true')
      .optional(),
    sort: z
      .enum(PRODUCT_SORTS, { message: `must be one of ${PRODUCT_SORTS.join(', ')}` })
      .default('relevance'),
    from: pageStart.default(0),
    size: pageSize.default(SEARCH_DEFAULT_PAGE_SIZE),
  })
  .strict();

const categoryListQuery = z
  .object({
    ...commonQuery,
    parent_id: queryInt({ min: 0, max: 2 ** 31 }).optional(),
    level: queryInt({ min: 0, max: 100 }).optional(),
    ids: queryList({ max: 4000 })
      .pipe(z.array(z.string().regex(/^\d+$/, 'ids must be whole numbers').transform(Number)))
      .optional(),
    url_path: z.string().max(500).optional(),
    product_count: z.enum(['gt0']).optional(),
    from: pageStart.default(0),
    size: queryInt({ min: 1, max: 4000 }).default(4000),
  })
  .strict();

export function registerCatalogRoutes(
  app: FastifyInstance,
  registry: RegisteredRoute[],
  context: CatalogContext,
): void {
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/catalog/products',
    summary:
      'List products (status 0/1, visibility 2/3/4) by category, brand, skus or name; sorted and paged.',
    tags: ['catalog'],
    query: productListQuery,
    handler: ({ query }) =>
      searchProducts(context, {
        category: query.category,
        brand: query.brand,
        q: query.q,
        skus: query.skus,
        newOnly: query.new,
        sort: query.sort,
        from: query.from,
        size: query.size,
      }),
  });

  addRoute(app, registry, {
    method: 'GET',
    url: '/api/catalog/products/:sku',
    summary: 'One product by sku with prices, stock, media, attributes and its type-specific parts.',
    tags: ['catalog'],
    params: z.object({ sku: z.string().min(1).max(128) }),
    query: onlyCommonQuery,
    handler: ({ params }) => getProduct(context, params.sku),
  });

  addRoute(app, registry, {
    method: 'GET',
    url: '/api/catalog/categories',
    summary: 'Active categories below the root (position order), filtered by parent, level, ids or url_path.',
    tags: ['catalog'],
    query: categoryListQuery,
    handler: ({ query }) =>
      searchCategories(context, {
        parentId: query.parent_id,
        level: query.level,
        ids: query.ids,
        urlPath: query.url_path,
        onlyWithProducts: query.product_count === 'gt0',
        from: query.from,
        size: query.size,
      }),
  });

  addRoute(app, registry, {
    method: 'GET',
    url: '/api/catalog/categories/:key',
    summary: 'One category by id, slug, url_key or url_path, with its direct children.',
    tags: ['catalog'],
    params: z.object({ key: z.string().min(1).max(500) }),
    query: onlyCommonQuery,
    handler: ({ params }) => getCategory(context, params.key),
  });

  addRoute(app, registry, {
    method: 'GET',
    url: '/api/catalog/category-tree',
    summary: 'The active category tree under the root category, nested in children_data (for menus).',
    tags: ['catalog'],
    query: onlyCommonQuery,
    handler: () => getCategoryTree(context),
  });
}
