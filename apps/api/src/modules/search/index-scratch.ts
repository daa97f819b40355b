import type { SearchIndex } from './search-index.ts';

/**
 * Working memory sized to an index, made on its first query and reused by every later one (a query runs to its end
 * synchronously, so one set per index is never shared by two queries at once); it goes with the index when a
 * rebuild replaces it.
 */
export function scratchPerIndex<T>(make: (index: SearchIndex) => T): (index: SearchIndex) => T {
  const byIndex = new WeakMap<SearchIndex, T>();
  return (index) => {
    let scratch = byIndex.get(index);
    if (scratch === undefined) {
      scratch = make(index);
      byIndex.set(index, scratch);
    }
    return scratch;
  };
}
