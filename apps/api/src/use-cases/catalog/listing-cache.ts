import { countCacheLookup } from '../../modules/observability/figures.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';
import { loadListingRecords, type ListingRecord } from './listing-records.ts';

/**
 * List records of one catalogue generation, kept in this process (decision 0011). A generation is the search index
 * the request was answered from: the engine hands out a new index whenever the catalogue version in the database
 * moved (any process's change) and when the index is rebuilt by age, so a cache tied to the index is never older
 * than the version the request itself read. A hit costs no query.
 *
 * Bounded (least recently used records go first) so that a crawler paging through a large catalogue cannot grow
 * the process without limit. Concurrent requests for the same missing products share one load.
 */
export class ListingCache {
  readonly #records = new Map<number, ListingRecord>();
  readonly #loading = new Map<number, Promise<ListingRecord | undefined>>();
  readonly #capacity: number;

  constructor(capacity: number) {
    this.#capacity = Math.max(0, capacity);
  }

  get size(): number {
    return this.#records.size;
  }

  /** Records for the ids, in order; products that no longer exist are left out. */
  async records(context: CatalogContext, ids: readonly number[]): Promise<ListingRecord[]> {
    const found: (ListingRecord | Promise<ListingRecord | undefined> | undefined)[] = [];
    const missing: number[] = [];
    for (const id of ids) {
      const record = this.#records.get(id);
      if (record) {
        // Move to the end of the map's order: the first entries are the least recently used.
        this.#records.delete(id);
        this.#records.set(id, record);
      }
      const pending = record ? undefined : this.#loading.get(id);
      if (!record && !pending) missing.push(id);
      found.push(record ?? pending);
    }
    countCacheLookup('listing_records', true, ids.length - missing.length);
    countCacheLookup('listing_records', false, missing.length);
    if (missing.length > 0) {
      const loaded = this.#load(context, missing);
      ids.forEach((id, i) => {
        if (found[i] === undefined) found[i] = loaded.get(id);
      });
    }
    return (await Promise.all(found)).filter((r) => r !== undefined);
  }

  #load(context: CatalogContext, ids: number[]): Map<number, Promise<ListingRecord | undefined>> {
    const batch = (async () => {
      const rows = await context.repositories.listing.byIds(ids);
      return new Map((await loadListingRecords(context, rows)).map((r) => [r.row.id, r]));
    })();
    // Registered before the per-id promises below, so the records are stored before any waiter resumes.
    void batch.then(
      (records) => {
        for (const id of ids) {
          this.#loading.delete(id);
          const record = records.get(id);
          if (record) this.#remember(id, record);
        }
      },
      // A failed load is not remembered: the next request tries again (its waiters see the error).
      () => ids.forEach((id) => this.#loading.delete(id)),
    );
    const promises = new Map(ids.map((id) => [id, batch.then((records) => records.get(id))]));
    for (const [id, promise] of promises) this.#loading.set(id, promise);
    return promises;
  }

  #remember(id: number, record: ListingRecord): void {
    this.#records.set(id, record);
    for (const oldest of this.#records.keys()) {
      if (this.#records.size <= this.#capacity) break;
      this.#records.delete(oldest);
    }
  }
}

const caches = new WeakMap<object, ListingCache>();

/** The cache belonging to a catalogue generation (the search index object); it is dropped together with it. */
export function listingCacheFor(generation: object, capacity: number): ListingCache {
  let cache = caches.get(generation);
  if (!cache) caches.set(generation, (cache = new ListingCache(capacity)));
  return cache;
}
