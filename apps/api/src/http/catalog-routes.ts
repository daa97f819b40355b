import type { AccountContext } from '../use-cases/account/account-context.ts';
import { customerGroupFor } from '../use-cases/account/authenticate.ts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { CatalogContext } from '../use-cases/catalog/catalog-context.ts';
import { getCategory, getCategoryTree, searchCategories } from '../use-cases/catalog/categories.ts';
import { getProduct } from '../use-cases/catalog/get-product.ts';
import { searchProducts } from '../use-cases/catalog/search-products.ts';
import { createSearchEngine } from '../use-cases/search/search-engine.ts';
import { registerGraphqlRoutes } from './graphql-routes.ts';
import { addRoute, type RegisteredRoute } from './route.ts';
import { pageStart, productListQuery, toProductSearch } from './product-list-query.ts';
import { commonQuery, groupQuery, onlyCommonQuery, queryInt, queryList } from './validation.ts';

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
  accounts: AccountContext,
): void {
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/catalog/products/:sku',
    summary: 'One product by sku with prices, stock, media, attributes and its type-specific parts.',
    tags: ['catalog'],
    params: z.object({ sku: z.string().min(1).max(128) }),
    query: z.object({ ...commonQuery, ...groupQuery }).strict(),
    handler: ({ params, query }) =>
      getProduct(context, params.sku, { groupId: customerGroupFor(accounts, query) }),
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

/**
 * Product search: `GET /api/catalog/products` (text, filters, price, facets; ADR 0009) and `POST /graphql`, both on
 * one search engine, whose in-memory index follows the catalogue version.
 */
export function registerSearchRoutes(
  app: FastifyInstance,
  registry: RegisteredRoute[],
  context: CatalogContext,
  db: Db,
  accounts: AccountContext,
): void {
  const groupOf = (input: Parameters<typeof customerGroupFor>[1]) => customerGroupFor(accounts, input);
  const engine = createSearchEngine(db);
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/catalog/products',
    summary:
      'Search and list products (status 0/1, visibility 2/3/4): q, category, brand, skus, filter[code]=ids or ' +
      'ranges, price=from-to (kr incl. VAT), aggregations=1 for facets; sorted and paged.',
    tags: ['catalog'],
    query: productListQuery,
    reusesResults: true,
    handler: ({ query }) => searchProducts(context, engine, toProductSearch(query, groupOf(query))),
  });
  registerGraphqlRoutes(app, registry, context, engine, groupOf);
}
