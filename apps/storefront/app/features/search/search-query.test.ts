import { describe, expect, it } from 'vitest';
import { RecentResults, searchHref, termState } from './search-query.ts';

describe('termState (SPEC §5: minimum search term 3 characters)', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['so', 'too-short'],
    [' so ', 'too-short'],
    ['sof', 'search'],
    ['soffa', 'search'],
  ])('"%s" → %s', (query, state) => {
    expect(termState(query)).toBe(state);
  });
});

describe('searchHref', () => {
  it('links into the results page with the term and an optional facet', () => {
    expect(searchHref('/search', ' soffa grön ')).toBe('/search?q=soffa+gr%C3%B6n');
    expect(searchHref('/de/search', 'soffa', { category: '12', price: null })).toBe(
      '/de/search?q=soffa&category=12',
    );
  });
});

describe('RecentResults', () => {
  it('keeps the most recently used entries up to its limit', () => {
    const cache = new RecentResults<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });
});
