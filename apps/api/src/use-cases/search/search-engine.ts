import { LISTED_STATUSES, LISTED_VISIBILITIES } from '@hemma/commerce';
import type { Db } from '../../db/database.ts';
import { buildSearchIndex, type SearchIndex } from '../../modules/search/search-index.ts';
import { createSearchSource } from '../../modules/search/search-source.ts';

export interface SearchEngineOptions {
  /** An index older than this is rebuilt in the background (bestseller counts are not versioned). */
  maxAgeMs?: number;
}

/**
 * Holds this process's search index (ADR 0009). Every search reads the catalogue version (one indexed row) and
 * rebuilds the index when it moved, so a change made by any process is seen by the next search of every process.
 * Concurrent searches share one build; an index that is merely old keeps serving while a new one is built.
 */
export function createSearchEngine(db: Db, options: SearchEngineOptions = {}) {
  const source = createSearchSource(db);
  const maxAgeMs = options.maxAgeMs ?? 300_000;
  let current: SearchIndex | null = null;
  let building: { version: number; promise: Promise<SearchIndex> } | null = null;

  function build(version: number): Promise<SearchIndex> {
    if (building && building.version >= version) return building.promise;
    const promise = buildSearchIndex(source, {
      version,
      statuses: LISTED_STATUSES,
      visibilities: LISTED_VISIBILITIES,
    }).then(
      (index) => {
        if (!current || current.version <= index.version) current = index;
        if (building?.promise === promise) building = null;
        return index;
      },
      (error: unknown) => {
        if (building?.promise === promise) building = null;
        throw error;
      },
    );
    building = { version, promise };
    return promise;
  }

  return {
    /** The index for the catalogue as it is now. */
    async index(): Promise<SearchIndex> {
      const version = await source.version();
      if (current && current.version === version) {
        if (Date.now() - current.builtAt > maxAgeMs && !building) build(version).catch(() => {});
        return current;
      }
      return build(version);
    },
  };
}

export type SearchEngine = ReturnType<typeof createSearchEngine>;
