import type { ProductSummary, SearchResult } from '@hemma/contract';
import { countCacheLookup } from '../../modules/observability/figures.ts';
import type { SearchGeneration } from '../search/engine-port.ts';

interface Entry {
  page: SearchResult<ProductSummary>;
  validUntil: number;
}

/**
 * Presented list and search pages of one index generation, reused for identical requests for a short while
 * (decision 0017). Within `freshnessMs` a popular category page or search costs no query and no presenting — and,
 * because the same object comes back, the HTTP layer sends the JSON it already wrote. An entry also ends when the
 * catalogue's next special-price window opens or closes (prices change then) and with its index generation (any
 * catalogue change). What may lag is what only the per-request reads of decision 0011 cover: stock and tier prices.
 * Bounded, least recently used first out.
 */
export class ListPageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #index: Pick<SearchGeneration, 'priceWindow'>;
  readonly #capacity: number;
  readonly #freshnessMs: number;

  constructor(index: Pick<SearchGeneration, 'priceWindow'>, capacity: number, freshnessMs: number) {
    this.#index = index;
    this.#capacity = Math.max(0, capacity);
    this.#freshnessMs = Math.max(0, freshnessMs);
  }

  get(key: string, now: number): SearchResult<ProductSummary> | undefined {
    const entry = this.#entries.get(key);
    const hit = entry !== undefined && now < entry.validUntil;
    countCacheLookup('list_pages', hit);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (!hit) return undefined;
    this.#entries.set(key, entry);
    return entry.page;
  }

  /** Keeps a page presented at `now`; pages with no freshness or no room are not kept. */
  set(key: string, page: SearchResult<ProductSummary>, now: number): void {
    if (this.#freshnessMs === 0 || this.#capacity === 0) return;
    const validUntil = Math.min(now + this.#freshnessMs, this.#index.priceWindow(now).validUntil);
    this.#entries.delete(key);
    this.#entries.set(key, { page, validUntil });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#capacity) break;
      this.#entries.delete(oldest);
    }
  }
}

const caches = new WeakMap<SearchGeneration, ListPageCache>();

/** The page cache of an index generation: a new index (the catalogue changed) starts empty. */
export function listPageCacheFor(
  index: SearchGeneration,
  capacity: number,
  freshnessMs: number,
): ListPageCache {
  let cache = caches.get(index);
  if (!cache) caches.set(index, (cache = new ListPageCache(index, capacity, freshnessMs)));
  return cache;
}
