import { countCacheLookup } from '../../modules/observability/figures.ts';
import { priceWindow } from '../../modules/search/price-order.ts';
import type { IndexQuery, IndexResult } from '../../modules/search/query-index.ts';
import type { SearchIndex } from '../../modules/search/search-index.ts';

/** What the index answers for one query: the page of product ids, the total, facets and "did you mean". */
export interface IndexAnswer {
  found: IndexResult;
  suggestions: string[];
}

/** A query as the index sees it, without the text match (the query string stands for it) and the clock. */
export type CachedQuery = Omit<IndexQuery, 'text' | 'now'>;

interface Entry {
  answer: IndexAnswer;
  validFrom: number;
  validUntil: number;
}

/**
 * Index answers of one index generation, reused for identical queries (decision 0011): shops see the same category
 * listings and popular searches over and over, and at 100k products one answer costs milliseconds of CPU that no
 * other request can use. An answer only depends on the index, the query and — through special prices — the
 * moment: answers involving final prices (price filter, price facet, price sort) are kept only until the next
 * special-price window of the catalogue opens or closes. Prices, stock and everything shown per product are not
 * part of it; they are presented per request. Bounded, least recently used first out.
 */
export class SearchResultCache {
  readonly #entries = new Map<string, Entry>();
  readonly #index: SearchIndex;
  readonly #capacity: number;

  constructor(index: SearchIndex, capacity: number) {
    this.#index = index;
    this.#capacity = Math.max(0, capacity);
  }

  /**
   * The cached answer for the query at `now`, or the one `compute` gives (then kept). `key` is `cacheKey(q, query)`
   * when the caller has it already.
   */
  answer(
    q: string | undefined,
    query: CachedQuery,
    now: number,
    compute: () => IndexAnswer,
    key = cacheKey(q, query),
  ): IndexAnswer {
    const entry = this.#entries.get(key);
    if (entry && now >= entry.validFrom && now < entry.validUntil) {
      countCacheLookup('search_results', true);
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      return entry.answer;
    }
    countCacheLookup('search_results', false);
    const answer = compute();
    const timed = query.price !== undefined || query.facets || query.sort.startsWith('price_');
    const window = timed ? priceWindow(this.#index, now) : { validFrom: -Infinity, validUntil: Infinity };
    this.#entries.delete(key);
    this.#entries.set(key, { answer, ...window });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#capacity) break;
      this.#entries.delete(oldest);
    }
    return answer;
  }
}

const ascending = (a: number, b: number) => a - b;

/** Equal keys for queries the index cannot tell apart; sets are sorted, filter order is kept. */
export function cacheKey(q: string | undefined, query: CachedQuery): string {
  return JSON.stringify([
    q ?? '',
    // The text matches the store view's language (decision 0058, addendum); without a text it changes nothing.
    q ? (query.storeCode ?? null) : null,
    query.categoryIds ? [...query.categoryIds].sort(ascending) : null,
    query.brandId ?? null,
    query.productIds ? [...query.productIds].sort(ascending) : null,
    query.newOnly === true,
    query.attributes.map((a) => [
      a.attributeId,
      a.options ? [...a.options].sort(ascending) : null,
      a.ranges ?? null,
    ]),
    query.pricing?.key ?? null,
    query.price ?? null,
    query.priceBuckets,
    query.sort,
    query.from,
    query.size,
    query.facets,
  ]);
}

const caches = new WeakMap<SearchIndex, SearchResultCache>();

/** The cache of an index generation: a new index (the catalogue changed) starts empty. */
export function resultCacheFor(index: SearchIndex, capacity: number): SearchResultCache {
  let cache = caches.get(index);
  if (!cache) caches.set(index, (cache = new SearchResultCache(index, capacity)));
  return cache;
}
