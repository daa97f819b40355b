import { describe, expect, it } from 'vitest';
import { appendPage, nextPageToLoad } from './load-more.ts';

describe('nextPageToLoad (SPEC §4 category load more)', () => {
  it.each([
    // start, loaded, total, perPage → next page
    [0, 50, 53, 50, 2],
    [0, 100, 153, 50, 3],
    [50, 50, 153, 50, 3],
    [0, 50, 100, 50, 2],
  ])(
    'when %i + %i of %i are shown (%i per page), then page %i is next',
    (start, loaded, total, perPage, next) => {
      expect(nextPageToLoad({ start, loaded, total, perPage })).toBe(next);
    },
  );

  it('when start >= total, then it does nothing', () => {
    expect(nextPageToLoad({ start: 0, loaded: 53, total: 53, perPage: 50 })).toBeNull();
    expect(nextPageToLoad({ start: 100, loaded: 0, total: 53, perPage: 50 })).toBeNull();
  });

  it('when total < perPage, then it does nothing', () => {
    expect(nextPageToLoad({ start: 0, loaded: 19, total: 19, perPage: 50 })).toBeNull();
    expect(nextPageToLoad({ start: 0, loaded: 10, total: 49, perPage: 50 })).toBeNull();
  });

  it('when the page size is not positive, then it does nothing', () => {
    expect(nextPageToLoad({ start: 0, loaded: 0, total: 10, perPage: 0 })).toBeNull();
  });
});

describe('appendPage', () => {
  it('appends the new page and leaves out products already shown', () => {
    const shown = [{ sku: 'A' }, { sku: 'B' }];
    expect(appendPage(shown, [{ sku: 'B' }, { sku: 'C' }])).toEqual([
      { sku: 'A' },
      { sku: 'B' },
      { sku: 'C' },
    ]);
  });
});
