import { customerGroupFor } from '../use-cases/account/authenticate.ts';
import type { FastifyInstance } from 'fastify';
import {
  categoryListQuery,
  categorySearchResultSchema,
  categorySchema,
  commonQuery,
  groupQuery,
  onlyCommonQuery,
  productListQuery,
  productSchema,
  productSearchResultSchema,
} from '@hemma/contract';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { getCategory, getCategoryTree, searchCategories } from '../use-cases/catalog/categories.ts';
import { getProduct } from '../use-cases/catalog/get-product.ts';
import { searchProducts } from '../use-cases/catalog/search-products.ts';
import { listInStoreView } from '../use-cases/catalog/list-store-texts.ts';
import { SINGLE_PRODUCT_KEYS, singleProduct } from '../use-cases/catalog/single-product.ts';
import { registerGraphqlRoutes } from './graphql-routes.ts';
import { cacheTags } from '../use-cases/catalog/cache-tags.ts';
import { addRoute, type RouteRegistry } from './route.ts';
import { toProductSearch } from './product-list-query.ts';

/** A product answer is stale when the product or one of its variants changes. */
const productKeys = (product: z.output<typeof productSchema>) => [
  cacheTags.product(product.sku),
  ...(product.configurable_children ?? []).map((child) => cacheTags.product(child.sku)),
];

export function registerCatalogRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { catalog: context, accounts }: AppContext,
): void {
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/catalog/products/:sku',
    summary: 'One product by sku with prices, stock, media, attributes and its type-specific parts.',
    tags: ['catalog'],
    params: z.object({ sku: z.string().min(1).max(128) }),
    query: z.object({ ...commonQuery, ...groupQuery }).strict(),
    response: productSchema,
    publicCache: { keys: (product, { params }) => [cacheTags.product(params.sku), ...productKeys(product)] },
    handler: ({ params, query }) =>
      getProduct(context, params.sku, {
        groupId: customerGroupFor(accounts, query),
        storeCode: query.storeCode,
      }),
  });

  const text = z.string().min(1).max(512).optional();
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/catalog/product',
    summary:
      'SPEC §5 single product lookup: key (sku or url_path, default sku) and its value; a variant as childSku ' +
      'with parentSku. 400 names the missing search key or parentSku.',
    tags: ['catalog'],
    query: z
      .object({
        ...commonQuery,
        ...groupQuery,
        key: z.enum(SINGLE_PRODUCT_KEYS).optional(),
        sku: text,
        url_path: text,
        childSku: text,
        parentSku: text,
      })
      .strict(),
    response: productSchema,
    publicCache: { keys: productKeys },
    handler: ({ query }) =>
      singleProduct(context, query, {
        groupId: customerGroupFor(accounts, query),
        storeCode: query.storeCode,
      }),
  });

  addRoute(app, registry, {
    method: 'GET',
    url: '/api/catalog/categories',
    summary: 'Active categories below the root (position order), filtered by parent, level, ids or url_path.',
    tags: ['catalog'],
    query: categoryListQuery,
    response: categorySearchResultSchema,
    publicCache: { keys: () => [cacheTags.categories] },
    handler: ({ query }) =>
      searchCategories(context, {
        parentId: query.parent_id,
        level: query.level,
        ids: query.ids,
        urlPath: query.url_path,
        onlyWithProducts: query.product_count === 'gt0',
        from: query.from,
        size: query.size,
        storeCode: query.storeCode,
      }),
  });

  addRoute(app, registry, {
    method: 'GET',
    url: '/api/catalog/categories/:key',
    summary: 'One category by id, slug, url_key or url_path, with its direct children.',
    tags: ['catalog'],
    params: z.object({ key: z.string().min(1).max(500) }),
    query: onlyCommonQuery,
    response: categorySchema,
    publicCache: { keys: () => [cacheTags.categories] },
    handler: ({ params, query }) => getCategory(context, params.key, query.storeCode),
  });

  addRoute(app, registry, {
    method: 'GET',
    url: '/api/catalog/category-tree',
    summary: 'The active category tree under the root category, nested in children_data (for menus).',
    tags: ['catalog'],
    query: onlyCommonQuery,
    response: z.array(categorySchema),
    publicCache: { keys: () => [cacheTags.categories] },
    handler: ({ query }) => getCategoryTree(context, query.storeCode),
  });
}

/**
 * Product search: `GET /api/catalog/products` (text, filters, price, facets; ADR 0009) and `POST /graphql`, both on
 * one search engine, whose in-memory index follows the catalogue version.
 */
export function registerSearchRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { catalog: context, accounts, search: engine }: AppContext,
): void {
  const groupOf = (input: Parameters<typeof customerGroupFor>[1]) => customerGroupFor(accounts, input);
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/catalog/products',
    summary:
      'Search and list products (status 0/1, visibility 2/3/4): q, category, brand, skus, filter[code]=ids or ' +
      'ranges, price=from-to (kr incl. VAT), aggregations=1 for facets; sorted and paged.',
    tags: ['catalog'],
    query: productListQuery,
    response: productSearchResultSchema,
    reusesResults: true,
    publicCache: {
      keys: (result, { query }) => [
        // A category's listing moves when its products do; any other listing (search, home, brand) on any change.
        query.category ? cacheTags.category(query.category) : cacheTags.lists,
        ...result.items.map((item) => cacheTags.product(item.sku)),
      ],
    },
    handler: async ({ query }) =>
      listInStoreView(
        context,
        await searchProducts(context, engine, toProductSearch(query, groupOf(query))),
        query.storeCode,
      ),
  });
  registerGraphqlRoutes(app, registry, context, engine, groupOf);
}
