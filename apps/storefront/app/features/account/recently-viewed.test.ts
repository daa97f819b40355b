import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_MAX,
  readRecentlyViewed,
  recordRecentlyViewed,
  type RecentlyViewed,
} from './recently-viewed-store.ts';

let store: Map<string, string>;

beforeEach(() => {
  store = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const product = (sku: string, price = 100): RecentlyViewed => ({
  sku,
  name: `Produkt ${sku}`,
  url: `/p/${sku}/produkt-${sku.toLowerCase()}`,
  image: `/img/${sku}.jpg`,
  price,
});

const skus = () => readRecentlyViewed().map((e) => e.sku);

describe('recently viewed products', () => {
  it('is empty before any product page was seen', () => {
    expect(readRecentlyViewed()).toEqual([]);
  });

  it('keeps the currency of the store view a price was seen in (decision 0035)', () => {
    vi.stubGlobal('window', { location: { pathname: '/de/p/A/produkt-a' } });
    recordRecentlyViewed(product('A', 1522.07));
    vi.stubGlobal('window', { location: { pathname: '/p/B/produkt-b' } });
    recordRecentlyViewed(product('B', 17495));
    expect(readRecentlyViewed().map((e) => [e.sku, e.price, e.currency])).toEqual([
      ['B', 17495, 'SEK'],
      ['A', 1522.07, 'EUR'],
    ]);
  });

  it('lists the newest visit first', () => {
    recordRecentlyViewed(product('A'));
    recordRecentlyViewed(product('B'));
    recordRecentlyViewed(product('C'));
    expect(skus()).toEqual(['C', 'B', 'A']);
    expect(readRecentlyViewed()[0]).toEqual(product('C'));
  });

  it('keeps a product once, moved to the front with what it showed on the latest visit', () => {
    recordRecentlyViewed(product('A', 100));
    recordRecentlyViewed(product('B'));
    recordRecentlyViewed(product('A', 80));
    expect(skus()).toEqual(['A', 'B']);
    expect(readRecentlyViewed()[0]!.price).toBe(80);
  });

  it(`keeps the newest ${RECENTLY_VIEWED_MAX} and drops the oldest`, () => {
    for (let i = 1; i <= RECENTLY_VIEWED_MAX + 3; i++) recordRecentlyViewed(product(`P${i}`));
    const list = skus();
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]).toBe(`P${RECENTLY_VIEWED_MAX + 3}`);
    expect(list.at(-1)).toBe('P4');
    expect(list).not.toContain('P3');
  });

  it('reads damaged storage as empty and starts a new list over it', () => {
    store.set(RECENTLY_VIEWED_KEY, '{not json');
    expect(readRecentlyViewed()).toEqual([]);
    store.set(RECENTLY_VIEWED_KEY, JSON.stringify({ sku: 'A' }));
    expect(readRecentlyViewed()).toEqual([]);
    recordRecentlyViewed(product('B'));
    expect(JSON.parse(store.get(RECENTLY_VIEWED_KEY)!)).toEqual([product('B')]);
  });

  it('leaves out damaged entries and keeps the good ones', () => {
    store.set(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([null, 7, { sku: 'X' }, { ...product('Y'), price: '12' }, product('A'), product('B')]),
    );
    expect(skus()).toEqual(['A', 'B']);
    recordRecentlyViewed(product('C'));
    expect(JSON.parse(store.get(RECENTLY_VIEWED_KEY)!)).toEqual([product('C'), product('A'), product('B')]);
  });

  it('does not fail when the browser refuses to store', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(() => recordRecentlyViewed(product('A'))).not.toThrow();
    expect(readRecentlyViewed()).toEqual([]);
  });
});
