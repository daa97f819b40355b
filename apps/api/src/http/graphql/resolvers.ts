import {
  commonQuery,
  productListQuery,
  type AttributeDto,
  type CmsBlockDto,
  type ProductSort,
} from '@hemma/contract';
import type { TaxRule } from '@hemma/commerce';
import { z } from 'zod';
import type { CatalogContext } from '../../use-cases/reference/catalog-context.ts';
import { getCategory, searchCategories } from '../../use-cases/catalog/categories.ts';
import { getCmsHierarchy, getCmsPage, listCmsBlocks } from '../../use-cases/catalog/cms.ts';
import { getProduct, getProductByUrlPath } from '../../use-cases/catalog/get-product.ts';
import { presentAttribute } from '../../use-cases/reference/present-reference.ts';
import { listInStoreView } from '../../use-cases/catalog/list-store-texts.ts';
import { searchProducts } from '../../use-cases/catalog/search-products.ts';
import type { SearchEngine } from '../../use-cases/search/search-engine.ts';
import { toProductSearch } from '../product-list-query.ts';
import { parseInput } from '../validation.ts';

export interface GraphqlContext {
  catalog: CatalogContext;
  engine: SearchEngine;
  /** The customer group prices are for, from groupToken / groupId (customerGroupFor; 401 for a forged token). */
  groupOf: (input: GroupArgs) => number | undefined;
}

interface GroupArgs {
  groupId?: number | null;
  groupToken?: string | null;
}

/** The store view a query asks in (SPEC §2): its currency prices products, its language names them. */
interface StoreArgs {
  storeCode?: string | null;
}

const storeArgs = z.object({ storeCode: commonQuery.storeCode });

/** The store code of the arguments, checked as REST checks `storeCode` (400 "Storeview … doesn't exist!"). */
const storeOf = (args: StoreArgs) =>
  parseInput(storeArgs, { storeCode: args.storeCode ?? undefined }, 'arguments').storeCode;

/** GraphQL passes explicit `null` for absent optional arguments; use cases expect `undefined`. */
type Args<T> = { [K in keyof T]?: T[K] | null };

interface ProductsArgs {
  search: string;
  filter: Args<{
    category: string;
    brand: string;
    skus: string[];
    newOnly: boolean;
    attributes: { code: string; values: string[] }[];
    price: string;
  }>;
  sort: ProductSort;
  from: number;
  size: number;
  aggregations: boolean;
  groupId: number;
  groupToken: string;
  storeCode: string;
}

/**
 * Spells the GraphQL arguments as the REST query string so that both go through the same zod schema: the same
 * defaults (size ≤ 0 → 100, start < 0 → 0), limits and messages ('Invalid query: price: must be a range …').
 */
function toRestQuery(args: Args<ProductsArgs>): Record<string, string> {
  const query: Record<string, string> = {};
  const set = (key: string, value: string | number | boolean | null | undefined) => {
    if (value !== null && value !== undefined) query[key] = String(value);
  };
  const filter = args.filter ?? {};
  set('q', args.search);
  set('category', filter.category);
  set('brand', filter.brand);
  set('skus', filter.skus?.join(','));
  set('new', filter.newOnly);
  set('price', filter.price);
  for (const { code, values } of filter.attributes ?? []) {
    const key = `filter[${code}]`;
    query[key] = key in query ? `${query[key]},${values.join(',')}` : values.join(',');
  }
  set('aggregations', args.aggregations);
  set('sort', args.sort);
  set('from', args.from);
  set('size', args.size);
  set('storeCode', args.storeCode);
  return query;
}

/**
 * GraphQL's page of products (decision 0024): REST keeps the SPEC's lenient size ≤ 0 → 100 and start < 0 → 0, but a
 * typed query asking for a negative page is a mistake worth naming rather than guessing at.
 */
const productPageArgs = z.object({
  from: z.number().int().min(0, 'must be 0 or more').nullish(),
  size: z.number().int().min(1, 'must be 1 or more (leave it out for 100 products)').nullish(),
});

const categoryArgs = z.object({
  parentId: z.number().int().min(0).nullish(),
  level: z.number().int().min(0).max(100).nullish(),
  ids: z.array(z.number().int().min(0)).max(4000).nullish(),
  urlPath: z.string().max(500).nullish(),
  onlyWithProducts: z.boolean().nullish(),
  from: z
    .number()
    .int()
    .nullish()
    .transform((n) => Math.max(0, n ?? 0)),
  size: z.number().int().min(1).max(4000).nullish(),
});

const attributeArgs = z.object({
  codes: z.array(z.string().max(64)).max(1000).nullish(),
  ids: z.array(z.number().int()).max(1000).nullish(),
  isUserDefined: z.boolean().nullish(),
  isVisible: z.boolean().nullish(),
  from: z
    .number()
    .int()
    .nullish()
    .transform((n) => Math.max(0, n ?? 0)),
  size: z.number().int().min(1).max(1000).nullish(),
});

const cmsBlockArgs = z
  .object({
    identifiers: z.array(z.string().min(1).max(255)).min(1).max(150).nullish(),
    like: z.string().min(1).max(255).nullish(),
    size: z.number().int().min(1).max(150).nullish(),
  })
  .refine((a) => a.identifiers || a.like, 'give identifiers or like');

/**
 * Root resolvers (graphql-js `rootValue`). Each one parses its arguments and calls the use case REST calls; none
 * holds business rules of its own beyond picking rows from cached reference data.
 */
export const rootValue = {
  async products(raw: Args<ProductsArgs>, { catalog, engine, groupOf }: GraphqlContext) {
    parseInput(productPageArgs, { from: raw.from, size: raw.size }, 'query');
    const query = parseInput(productListQuery, toRestQuery(raw), 'query');
    const result = await listInStoreView(
      catalog,
      await searchProducts(catalog, engine, toProductSearch(query, groupOf(raw))),
      query.storeCode,
    );
    return {
      ...result,
      aggregations: Object.entries(result.aggregations).map(([code, { buckets }]) => ({ code, buckets })),
    };
  },

  product(args: { sku: string } & GroupArgs & StoreArgs, { catalog, groupOf }: GraphqlContext) {
    return getProduct(catalog, args.sku, { groupId: groupOf(args), storeCode: storeOf(args) });
  },

  productByUrlPath(args: { urlPath: string } & GroupArgs & StoreArgs, { catalog, groupOf }: GraphqlContext) {
    return getProductByUrlPath(catalog, args.urlPath, { groupId: groupOf(args), storeCode: storeOf(args) });
  },

  categories(raw: StoreArgs, { catalog }: GraphqlContext) {
    const storeCode = storeOf(raw);
    const args = parseInput(categoryArgs, raw, 'arguments');
    return searchCategories(catalog, {
      parentId: args.parentId ?? undefined,
      level: args.level ?? undefined,
      ids: args.ids ?? undefined,
      urlPath: args.urlPath ?? undefined,
      onlyWithProducts: args.onlyWithProducts ?? false,
      from: args.from,
      size: args.size ?? catalog.settings.categoryFetchSize,
      storeCode,
    });
  },

  category(args: { key: string } & StoreArgs, { catalog }: GraphqlContext) {
    return getCategory(catalog, args.key, storeOf(args));
  },

  /** SPEC §7 attribute search: attribute_code or attribute_id (a match on either list), is_user_defined, is_visible. */
  async attributes(raw: unknown, { catalog }: GraphqlContext): Promise<AttributeDto[]> {
    const args = parseInput(attributeArgs, raw, 'arguments');
    const { attributes } = await catalog.reference();
    const codes = args.codes ? new Set(args.codes) : undefined;
    const ids = args.ids ? new Set(args.ids) : undefined;
    return attributes
      .filter((a) => (!codes && !ids) || codes?.has(a.attribute_code) || ids?.has(a.id))
      .filter((a) => args.isUserDefined == null || (a.is_user_defined === 1) === args.isUserDefined)
      .filter((a) => args.isVisible == null || (a.is_visible === 1) === args.isVisible)
      .slice(args.from, args.from + (args.size ?? 150))
      .map((a) => presentAttribute(a));
  },

  async taxRules(_args: unknown, { catalog }: GraphqlContext): Promise<TaxRule[]> {
    return (await catalog.reference()).taxRules;
  },

  cmsPage(args: { identifier: string }, { catalog }: GraphqlContext) {
    return getCmsPage(catalog, args.identifier);
  },

  /** Blocks by identifiers and/or like-match; none at all is the SPEC's empty CMS result. */
  async cmsBlocks(raw: unknown, { catalog }: GraphqlContext): Promise<CmsBlockDto[]> {
    const args = parseInput(cmsBlockArgs, raw, 'arguments');
    return listCmsBlocks(catalog, {
      identifiers: args.identifiers ?? undefined,
      like: args.like ?? undefined,
      size: args.size ?? undefined,
    });
  },

  cmsHierarchy(args: { identifier: string }, { catalog }: GraphqlContext) {
    return getCmsHierarchy(catalog, args.identifier);
  },
};
