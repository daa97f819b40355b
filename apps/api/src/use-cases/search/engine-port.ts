import type { IndexAnswer, CachedQuery } from './result-cache.ts';

/**
 * The search engine as the use cases call it (decision 0030). The in-process index (decision 0009) is the one
 * implementation shipped; an OpenSearch/Elasticsearch engine would implement the same two interfaces and pass the
 * same contract suite (apps/api/tests/search-engine-contract.test.ts).
 */
export interface CatalogueSearchEngine {
  readonly name: string;
  /**
   * The generation that answers for the catalogue as it is now: a new object after any catalogue change (any
   * node's), so caches of presented pages and list records can be tied to it and end with it.
   */
  generation(): Promise<SearchGeneration>;
}

export interface SearchGeneration {
  /** The catalogue version it reflects. */
  readonly version: number;
  /** Ids of the listed products among these skus (unknown or unlisted skus are left out). */
  productIdsOfSkus(skus: readonly string[]): Set<number>;
  /**
   * From when until when answers involving final prices (price filter, price facet, price sort) stay right: the
   * special-price windows of the catalogue around `now` (ms since the epoch).
   */
  priceWindow(now: number): { validFrom: number; validUntil: number };
  /**
   * One page of matching product ids in order, the total, facet counts when `query.facets`, and "did you mean"
   * suggestions when a text search found nothing. The SPEC's rules (minimum score, boosts, ranking, facets) are
   * the engine's to keep; the contract suite checks them.
   */
  search(q: string | undefined, query: CachedQuery, now: number): Promise<IndexAnswer>;
}
