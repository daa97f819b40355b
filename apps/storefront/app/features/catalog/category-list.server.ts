import { localizeAttributes } from '~/lib/labels.ts';
import {
  type ApiClient,
  type ProductSearchParams,
  type ProductSummary,
  type SearchResult,
  isApiError,
  isNotFound,
} from '@hemma/api-client';
import { CATEGORY_PAGE_SIZE, type StoreView, formatSek } from '@hemma/commerce';
import { createPaging } from '~/ui/paging.ts';
import type { ListData } from './category-list.ts';
import { buildListFacets } from './facets.ts';
import { type BaseQuery, hasFilters, parseListQuery } from './list-query.ts';
import { toProductCard } from './product-card.ts';

type Scope = Pick<ProductSearchParams, 'category' | 'brand' | 'q'>;

/**
 * Asks for facets. An API without the search backend answers 400 to the filter and aggregation parameters; the
 * list is then loaded without them (transitional: the facets appear once the backend understands them).
 */
async function searchWithFacets(
  api: ApiClient,
  params: ProductSearchParams,
): Promise<SearchResult<ProductSummary>> {
  try {
    return await api.searchProducts({ ...params, aggregations: true });
  } catch (error) {
    if (!(isApiError(error) && error.status === 400 && /unknown query parameter/i.test(error.message))) {
      throw error;
    }
    const { filters: _filters, price: _price, ...plain } = params;
    return api.searchProducts(plain);
  }
}

interface LoadOptions {
  scope: Scope;
  /** Query parameters of the page that every link keeps. */
  base?: BaseQuery;
  exclude?: readonly string[];
  categoryFacet?: boolean;
}

/**
 * One page of a product list (category, brand, search) with its filters, sort and facets from the route query.
 * A 404 of the scope (unknown category) is rethrown; any other failure becomes an empty list with a warning.
 */
export async function loadProductList(
  api: ApiClient,
  store: StoreView,
  url: URL,
  options: LoadOptions,
): Promise<ListData> {
  const state = parseListQuery(url.searchParams);
  const perPage = CATEGORY_PAGE_SIZE;
  const start = (state.page - 1) * perPage;
  const category = options.categoryFacet ? (url.searchParams.get('category') ?? null) : null;
  let result: SearchResult<ProductSummary> | null = null;
  try {
    result = await searchWithFacets(api, {
      ...options.scope,
      ...(category ? { category } : {}),
      sort: state.sort,
      from: start,
      size: perPage,
      filters: state.filters,
      ...(state.price ? { price: state.price } : {}),
    });
  } catch (error) {
    if (isNotFound(error) && !category) throw error;
    console.error('Product list unavailable:', error);
  }
  const empty = { aggregations: {}, attributeMetadata: [] };
  return {
    state,
    filtered: hasFilters(state) || Boolean(category),
    failed: result === null,
    total: result?.total ?? 0,
    start,
    perPage,
    products: (result?.items ?? []).map((p) => toProductCard(p, store)),
    facets: buildListFacets({
      pathname: url.pathname,
      state,
      base: options.base,
      result: result
        ? { ...result, attributeMetadata: localizeAttributes(result.attributeMetadata, store.defaultLocale) }
        : empty,
      exclude: options.exclude,
      categoryFacet: options.categoryFacet ? { selected: category } : undefined,
      price: (kronor) => formatSek(kronor, store.defaultLocale, store.currencyCode),
    }),
    paging: createPaging(url, result?.total ?? 0, perPage, state.page),
    suggestions: result?.suggestions ?? [],
  };
}
