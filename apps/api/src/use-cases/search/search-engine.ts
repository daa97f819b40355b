import { LISTED_STATUSES, LISTED_VISIBILITIES, SEK_CURRENCY } from '@hemma/commerce';
import type { Db } from '../../db/database.ts';
import {
  catchUp,
  memorySource,
  recordingSource,
  type LoadedCatalogue,
} from '../../modules/search/loaded-catalogue.ts';
import { suggest, matchText } from '../../modules/search/match-text.ts';
import { priceWindow } from '../../modules/search/price-order.ts';
import { queryIndex, type IndexSort } from '../../modules/search/query-index.ts';
import type { CatalogueSearchEngine, SearchGeneration } from './engine-port.ts';
import { priceBucketsOre } from './price-ranges.ts';
import { resultCacheFor } from './result-cache.ts';
import { noteSearchIndexBuilt } from '../../modules/observability/figures.ts';
import { buildSearchIndex, type SearchIndex } from '../../modules/search/search-index.ts';
import { createSearchSource } from '../../modules/search/search-source.ts';

export interface SearchEngineOptions {
  /** An index older than this is rebuilt in the background (bestseller counts are not versioned). */
  maxAgeMs?: number;
  /** Index answers kept per generation (decision 0011); default 500. */
  resultCacheSize?: number;
}

/** The in-process index as a search generation (decision 0030): one object per index, so caches can key on it. */
const generations = new WeakMap<SearchIndex, SearchGeneration>();
export function generationOf(index: SearchIndex, resultCacheSize: number): SearchGeneration {
  let generation = generations.get(index);
  if (generation) return generation;
  generation = {
    version: index.version,
    productIdsOfSkus(skus) {
      const ids = new Set<number>();
      for (const sku of skus) {
        const doc = index.docBySku.get(sku);
        if (doc !== undefined) ids.add(index.productIds[doc]!);
      }
      return ids;
    },
    priceWindow: (now) => priceWindow(index, now),
    // Identical queries of the same index generation reuse the index's answer (decision 0011).
    search: async (q, query, now) =>
      resultCacheFor(index, resultCacheSize).answer(q, query, now, () => {
        const { storeCode } = query;
        const found = queryIndex(index, {
          ...query,
          text: q ? matchText(index, q, storeCode) : undefined,
          now,
        });
        return { found, suggestions: q && found.total === 0 ? suggest(index, q, 5, storeCode) : [] };
      }),
  };
  generations.set(index, generation);
  return generation;
}

/**
 * Asks the index what shoppers ask first — a word of its vocabulary, a listing, facets, each sort — past the answer
 * cache, so that the parts it builds on first use (working arrays, final prices, the price order) exist and its
 * code is compiled before the first shopper asks (the server does this before its port opens, decision 0036).
 */
export function warmIndex(index: SearchIndex, now = Date.now()): void {
  const word = index.vocabulary[0];
  const sorts: IndexSort[] = ['relevance', 'latest', 'price_asc', 'price_desc', 'bestsellers', 'newest'];
  for (const sort of sorts)
    for (const text of [word ? matchText(index, word) : undefined, undefined])
      queryIndex(index, {
        text,
        attributes: [],
        priceBuckets: priceBucketsOre(SEK_CURRENCY),
        now,
        sort,
        from: 0,
        size: 24,
        facets: true,
      });
}

/** Logged changes are kept this long; an index whose rows are older than maxAgeMs never needs them. */
const KEEP_CHANGES_SECONDS = 3600;

/**
 * Holds this process's search index (ADR 0009). Every search reads the catalogue version (one indexed row) and
 * builds a new index when it moved, so a change made by any process is seen by the next search of every process.
 * The first index reads the whole catalogue and keeps its rows; a later one re-reads only the products changed
 * since (migration 0015) and builds from memory — unless the rows are older than maxAgeMs or more than half of the
 * products changed, then it reads all again.
 * Builds run one after the other (they update the kept rows); concurrent searches share one build; an index that
 * is merely old keeps serving while a new one is built.
 */
export function createSearchEngine(db: Db, options: SearchEngineOptions = {}) {
  const resultCacheSize = options.resultCacheSize ?? 500;
  const source = createSearchSource(db);
  const maxAgeMs = options.maxAgeMs ?? 300_000;
  const filter = { statuses: LISTED_STATUSES, visibilities: LISTED_VISIBILITIES };
  let current: SearchIndex | null = null;
  let loaded: LoadedCatalogue | null = null;
  let building: { version: number; promise: Promise<SearchIndex> } | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  async function next(version: number, full: boolean): Promise<SearchIndex> {
    if (!full && current && current.version >= version) return current;
    if (!full && loaded && Date.now() - loaded.loadedAt <= maxAgeMs) {
      let caughtUp: boolean;
      try {
        caughtUp = await catchUp(source, loaded, version, filter);
      } catch (error) {
        loaded = null;
        throw error;
      }
      if (caughtUp) return buildSearchIndex(memorySource(source, loaded), { version, ...filter });
    }
    const fresh: LoadedCatalogue = { version, loadedAt: Date.now(), rows: new Map() };
    loaded = null;
    const index = await buildSearchIndex(recordingSource(source, fresh), { version, ...filter });
    loaded = fresh;
    source.pruneChanges(Math.floor(Date.now() / 1000) - KEEP_CHANGES_SECONDS).catch(() => {});
    return index;
  }

  function build(version: number, full = false): Promise<SearchIndex> {
    if (!full && building && building.version >= version) return building.promise;
    const promise = queue
      .then(() => next(version, full))
      .then(
        (index) => {
          if (!current || current.version <= index.version) {
            if (current !== index) noteSearchIndexBuilt();
            current = index;
          }
          if (building?.promise === promise) building = null;
          return index;
        },
        (error: unknown) => {
          if (building?.promise === promise) building = null;
          throw error;
        },
      );
    queue = promise.catch(() => {});
    building = { version, promise };
    return promise;
  }

  const engine = {
    name: 'in-process',
    async generation(): Promise<SearchGeneration> {
      return generationOf(await engine.index(), resultCacheSize);
    },
    /** Builds the index for the catalogue as it is now and runs what its first searches would (`warmIndex`). */
    async warm(): Promise<void> {
      warmIndex(await engine.index());
    },
    /** The index for the catalogue as it is now. */
    async index(): Promise<SearchIndex> {
      const version = await source.version();
      if (current && current.version === version) {
        if (Date.now() - (loaded?.loadedAt ?? 0) > maxAgeMs && !building)
          build(version, true).catch(() => {});
        return current;
      }
      return build(version);
    },
  } satisfies CatalogueSearchEngine & Record<string, unknown>;
  return engine;
}

export type SearchEngine = ReturnType<typeof createSearchEngine>;
