import { describe, expect, it } from 'vitest';
import type { IndexResult } from '../../modules/search/query-index.ts';
import type { SearchIndex } from '../../modules/search/search-index.ts';
import { SearchResultCache, type CachedQuery } from './result-cache.ts';

const DAY = 86_400_000;
// Two special-price windows: [10, 20) and [15, ∞) days.
const index = {
  specialFrom: Float64Array.from([10 * DAY, 15 * DAY]),
  specialTo: Float64Array.from([20 * DAY, Number.NaN]),
} as unknown as SearchIndex;

const query = (over: Partial<CachedQuery> = {}): CachedQuery => ({
  attributes: [],
  priceBuckets: [0, 100_000],
  sort: 'relevance',
  from: 0,
  size: 24,
  facets: false,
  ...over,
});

function counting() {
  let calls = 0;
  const compute = () => {
    calls++;
    return { found: { productIds: [calls], total: 1, facets: null } as IndexResult, suggestions: [] };
  };
  return { compute, calls: () => calls };
}

describe('SearchResultCache', () => {
  it('reuses the answer of an equal query, with sets in any order', () => {
    const cache = new SearchResultCache(index, 10);
    const { compute, calls } = counting();
    cache.answer('soffa', query({ categoryIds: new Set([3, 1]) }), 0, compute);
    cache.answer('soffa', query({ categoryIds: new Set([1, 3]) }), 5 * DAY, compute);
    expect(calls()).toBe(1);
    cache.answer('soffa', query({ categoryIds: new Set([1]) }), 0, compute);
    cache.answer('soffor', query({ categoryIds: new Set([1]) }), 0, compute);
    cache.answer('soffa', query({ categoryIds: new Set([1]), from: 24 }), 0, compute);
    expect(calls()).toBe(4);
  });

  it('keeps answers that involve final prices only until the next special-price boundary', () => {
    for (const timed of [
      query({ facets: true }),
      query({ sort: 'price_asc' }),
      query({ price: { from: 0, to: null } }),
    ]) {
      const cache = new SearchResultCache(index, 10);
      const { compute, calls } = counting();
      cache.answer(undefined, timed, 11 * DAY, compute);
      cache.answer(undefined, timed, 15 * DAY - 1, compute);
      expect(calls()).toBe(1);
      cache.answer(undefined, timed, 15 * DAY, compute); // the second window opens
      cache.answer(undefined, timed, 19 * DAY, compute);
      expect(calls()).toBe(2);
      cache.answer(undefined, timed, 20 * DAY, compute); // the first one closes
      cache.answer(undefined, timed, 10 * DAY, compute); // a clock going back is a miss too
      expect(calls()).toBe(4);
    }
  });

  it('keeps answers without prices whatever the time', () => {
    const cache = new SearchResultCache(index, 10);
    const { compute, calls } = counting();
    for (const day of [0, 10, 15, 20, 100]) cache.answer('bord', query(), day * DAY, compute);
    expect(calls()).toBe(1);
  });

  it('forgets the least recently used answer beyond its capacity', () => {
    const cache = new SearchResultCache(index, 2);
    const { compute, calls } = counting();
    cache.answer('a', query(), 0, compute);
    cache.answer('b', query(), 0, compute);
    cache.answer('a', query(), 0, compute); // a is now the most recent
    cache.answer('c', query(), 0, compute); // b goes
    cache.answer('a', query(), 0, compute);
    expect(calls()).toBe(3);
    cache.answer('b', query(), 0, compute);
    expect(calls()).toBe(4);
  });
});
