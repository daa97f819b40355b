import type { ProductSummary, SearchResult } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import type { SearchIndex } from '../../modules/search/search-index.ts';
import { generationOf } from '../search/search-engine.ts';
import { ListPageCache } from './list-page-cache.ts';

const DAY = 86_400_000;
// One special-price window opening at day 10.
const index = generationOf(
  {
    specialFrom: Float64Array.from([10 * DAY]),
    specialTo: Float64Array.from([Number.NaN]),
  } as unknown as SearchIndex,
  10,
);
const page = (total: number) => ({ total }) as unknown as SearchResult<ProductSummary>;

describe('ListPageCache', () => {
  it('gives the same page back within its freshness, and nothing after it', () => {
    const cache = new ListPageCache(index, 10, 1000);
    const first = page(1);
    cache.set('a', first, 0);
    expect(cache.get('a', 999)).toBe(first);
    expect(cache.get('b', 999)).toBeUndefined();
    expect(cache.get('a', 1000)).toBeUndefined();
    // An expired entry is gone for good.
    expect(cache.get('a', 500)).toBeUndefined();
  });

  it('ends a page when a special-price window opens, even within its freshness', () => {
    const cache = new ListPageCache(index, 10, 60_000);
    cache.set('a', page(1), 10 * DAY - 10);
    expect(cache.get('a', 10 * DAY - 1)).toBeDefined();
    expect(cache.get('a', 10 * DAY)).toBeUndefined();
  });

  it('drops the least recently used page when full', () => {
    const cache = new ListPageCache(index, 2, 1000);
    cache.set('a', page(1), 0);
    cache.set('b', page(2), 0);
    cache.get('a', 1);
    cache.set('c', page(3), 1);
    expect(cache.get('b', 2)).toBeUndefined();
    expect(cache.get('a', 2)?.total).toBe(1);
    expect(cache.get('c', 2)?.total).toBe(3);
  });

  it('keeps nothing with no freshness or no room', () => {
    for (const cache of [new ListPageCache(index, 10, 0), new ListPageCache(index, 0, 1000)]) {
      cache.set('a', page(1), 0);
      expect(cache.get('a', 1)).toBeUndefined();
    }
  });
});
