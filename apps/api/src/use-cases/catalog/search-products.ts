import { referenceIn } from '../reference/localized-attributes.ts';
import type { ProductSummary, SearchResult } from '@hemma/contract';
import { MIN_SEARCH_TERM_LENGTH } from '@hemma/commerce';
import { InputError, NotFoundError } from '../../errors.ts';
import type { ProductListSort } from '../../modules/catalog/product-repository.ts';
import { priceBucketsOre } from '../search/price-ranges.ts';
import { storeCurrency } from '../pricing/store-currency.ts';
import { filterableAttributes, presentAggregations } from '../search/present-facets.ts';
import { attributeFilters, priceFilter, type FilterValue, type PriceRange } from '../search/product-query.ts';
import type { CatalogueSearchEngine } from '../search/engine-port.ts';
import { storePricing } from '../search/store-pricing.ts';
import { cacheKey, type CachedQuery } from '../search/result-cache.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';
import { categoryKeyName, findCategory, subtreeIds } from './categories.ts';
import { listPageCacheFor } from './list-page-cache.ts';
import { listingCacheFor } from './listing-cache.ts';
import { presentListing } from './load-summaries.ts';

export interface ProductSearch {
  category?: string | undefined;
  brand?: string | undefined;
  q?: string | undefined;
  skus?: string[] | undefined;
  newOnly?: boolean | undefined;
  /** attribute_code → values (OR within one attribute, AND across attributes). */
  filters?: Record<string, FilterValue[]> | undefined;
  price?: PriceRange | undefined;
  aggregations?: boolean | undefined;
  sort: ProductListSort;
  from: number;
  size: number;
  /** Customer group whose tier prices and tax class apply (SPEC §6). */
  groupId?: number | undefined;
  /** The store view whose currency prices, the price filter and the price facet are in (decision 0035). */
  storeCode?: string | undefined;
}

export const SEARCH_TERM_TOO_SHORT = 'Searched term should consist of at least 3 characters.';

/**
 * Lists products that may be shown (status 0/1, visibility 2/3/4) by full text, category (with sub-categories),
 * brand, skus, attribute filters and price, sorted and paged, with facet counts when asked (ADR 0009). An unknown
 * category or brand is a 404, not an empty list.
 */
export async function searchProducts(
  context: CatalogContext,
  engine: CatalogueSearchEngine,
  search: ProductSearch,
): Promise<SearchResult<ProductSummary>> {
  const q = search.q?.trim();
  if (q !== undefined && q.length > 0 && q.length < MIN_SEARCH_TERM_LENGTH)
    throw new InputError(SEARCH_TERM_TOO_SHORT);
  const [reference, index] = await Promise.all([context.reference(), engine.generation()]);
  let categoryIds: Set<number> | undefined;
  if (search.category !== undefined) {
    const category = findCategory(reference, search.category);
    if (!category) {
      throw new NotFoundError(
        `Category query returned empty result ${categoryKeyName(search.category)} = ${search.category}`,
      );
    }
    categoryIds = new Set(subtreeIds(category, reference));
  }
  let brandId: number | undefined;
  if (search.brand !== undefined) {
    const brand = reference.brands.find((b) => b.slug === search.brand || String(b.id) === search.brand);
    if (!brand) throw new NotFoundError(`Brand query returned empty result slug = ${search.brand}`);
    brandId = brand.id;
  }
  const currency = await storeCurrency(context, search.storeCode);
  const query: CachedQuery = {
    storeCode: search.storeCode,
    categoryIds,
    brandId,
    productIds: search.skus ? index.productIdsOfSkus(search.skus) : undefined,
    newOnly: search.newOnly,
    attributes: attributeFilters(reference, search.filters ?? {}),
    pricing: await storePricing(context, search.storeCode, currency),
    price: priceFilter(search.price),
    priceBuckets: priceBucketsOre(currency),
    sort: search.sort,
    from: search.from,
    size: search.size,
    facets: search.aggregations === true,
  };
  const now = context.now().getTime();
  // An identical request moments ago: its page, as presented then (decision 0017).
  const { settings } = context;
  const pages = listPageCacheFor(index, settings.searchResultCacheSize, settings.listPageFreshnessMs);
  const queryKey = cacheKey(q, query);
  // The currency and the store view are part of the key: a page priced in SEK is never answered to an EUR store
  // view, nor one with German VAT to the Italian view (decision 0056).
  const pageKey = `${search.groupId ?? ''}|${search.storeCode ?? ''}|${currency.code}|${queryKey}`;
  const recent = pages.get(pageKey, now);
  if (recent) return recent;
  const { found, suggestions } = await index.search(q, query, now);
  // The page is presented from records kept for this index generation (decision 0011): no query on a hit.
  const cache = listingCacheFor(index, context.settings.listingCacheSize);
  const records = await cache.records(context, found.productIds);
  const page: SearchResult<ProductSummary> = {
    items: await presentListing(context, records, { groupId: search.groupId, storeCode: search.storeCode }),
    total: found.total,
    start: search.from,
    perPage: search.size,
    aggregations: found.facets
      ? presentAggregations(found.facets, reference, currency.code, search.storeCode)
      : {},
    attributeMetadata: search.aggregations
      ? filterableAttributes(referenceIn(reference, search.storeCode))
      : [],
    suggestions,
  };
  pages.set(pageKey, page, now);
  return page;
}
