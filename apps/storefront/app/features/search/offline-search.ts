import { type SearchResult, isApiError } from '@hemma/api-client';

/** The slice of a persistent-cache collection the search uses (the `elasticCache` collection in the browser). */
export interface SearchCache<T> {
  get(key: string): Promise<T | undefined>;
  set(key: string, value: T): Promise<void>;
}

export interface OfflineAwareResult<T> {
  result: T;
  /** The shop could not be reached: `result` is the cached answer, or empty when there was none. */
  offline: boolean;
  /** An offline answer came from the cache. */
  cached: boolean;
}

/** Key order must not change the hash: `{q, size}` and `{size, q}` are the same request. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${stable((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * SPEC §7: results are cached under a hash of the request. FNV-1a (32 bit, hex): synchronous and tiny, and the
 * key only has to tell requests apart within one store's cache, not resist anyone.
 */
export function requestHash(request: Record<string, unknown>): string {
  let hash = 0x811c9dc5;
  const text = stable(request);
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `search-${(hash >>> 0).toString(16).padStart(8, '0')}`;
}

export const emptySearchResult = <T>(): SearchResult<T> => ({
  items: [],
  total: 0,
  start: 0,
  perPage: 0,
  aggregations: {},
  attributeMetadata: [],
  suggestions: [],
});

/**
 * Runs a search and keeps its answer in the cache; when the shop cannot be reached, answers from the cache for the
 * same request, else an empty result flagged offline (SPEC §7). The network goes first while online: cached
 * prices and stock may be a day old. An error answer of the shop (ApiError) is not "offline" and is rethrown; the
 * cache itself never throws (it only logs, SPEC §4).
 */
export async function searchOfflineAware<T>(
  request: Record<string, unknown>,
  run: () => Promise<SearchResult<T>>,
  cache: SearchCache<SearchResult<T>>,
  onNetworkFailure: () => void = () => undefined,
): Promise<OfflineAwareResult<SearchResult<T>>> {
  const key = requestHash(request);
  try {
    const result = await run();
    void cache.set(key, result);
    return { result, offline: false, cached: false };
  } catch (error) {
    if (isApiError(error)) throw error;
    onNetworkFailure();
    const cached = await cache.get(key);
    return { result: cached ?? emptySearchResult<T>(), offline: true, cached: cached !== undefined };
  }
}
