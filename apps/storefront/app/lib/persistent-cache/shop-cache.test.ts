import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDriver } from './fake-driver.ts';
import { localStorageDriver } from './local-storage-driver.ts';
import { cacheName, createShopCache } from './shop-cache.ts';
import { COLLECTIONS, type CollectionName } from './types.ts';

function shop(options: { usage?: () => Promise<number>; quotaBytes?: number } = {}) {
  const fakes = new Map<CollectionName, ReturnType<typeof fakeDriver>>();
  const names: string[] = [];
  const cache = createShopCache({
    storeCode: 'se',
    log: vi.fn(),
    ...options,
    driverFor: (name, collection) => {
      names.push(`${name}/${collection}`);
      const fake = fakeDriver();
      fakes.set(collection, fake);
      return fake.driver;
    },
  });
  for (const collection of COLLECTIONS) cache.collection(collection);
  return { cache, fakes, names };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

describe('shop cache (SPEC §7 naming, §4 quota, §9 quota check)', () => {
  it.each([
    { storeCode: 'se', common: false, name: 'se-shop' },
    { storeCode: 'en', common: false, name: 'en-shop' },
    { storeCode: 'se', common: true, name: 'shop' },
    { storeCode: undefined, common: false, name: 'shop' },
  ])('store $storeCode with common cache $common is named $name', ({ storeCode, common, name }) => {
    expect(cacheName(storeCode, common)).toBe(name);
  });

  it('opens one driver per collection of the named cache, once', () => {
    const { cache, names } = shop();
    cache.collection('products');
    expect(names).toEqual(COLLECTIONS.map((c) => `se-shop/${c}`));
  });

  it('shares the error count between collections: a time-out anywhere stops reads everywhere', async () => {
    const { cache, fakes } = shop();
    await cache.collection('products').set('p', 1);
    fakes.get('categories')!.state.mode = 'hang';
    const read = cache.collection('categories').get('c');
    await vi.advanceTimersByTimeAsync(800);
    await read;
    expect(cache.health.errors).toBe(1);
    fakes.get('products')!.data.set('q', { value: 2, writtenAt: 0 });
    expect(await cache.collection('products').get('q')).toBeUndefined();
  });

  it('over quota clears every collection except the cart, then the write succeeds', async () => {
    const { cache, fakes } = shop();
    for (const collection of COLLECTIONS) await cache.collection(collection).set('old', 'x');
    fakes.get('products')!.state.failNext = 'quota';
    await cache.collection('products').set('new', 'y');
    const left = Object.fromEntries(COLLECTIONS.map((c) => [c, [...fakes.get(c)!.data.keys()]]));
    expect(left).toEqual({
      categories: [],
      attributes: [],
      products: ['new'],
      elasticCache: [],
      cart: ['old'],
    });
  });

  it.each([
    { usage: 100, quota: 1000, elapsed: 0, purged: false },
    { usage: 2000, quota: 1000, elapsed: 0, purged: true },
  ])('usage $usage of $quota bytes purges: $purged', async ({ usage, quota, purged }) => {
    const { cache, fakes } = shop({ usage: async () => usage, quotaBytes: quota });
    const products = fakes.get('products')!;
    for (let i = 0; i < 120; i += 1) products.data.set(`k${i}`, { value: i, writtenAt: 0 });
    fakes.get('cart')!.data.set('current-cart', { value: [], writtenAt: 0 });
    expect(await cache.checkQuota()).toBe(purged);
    // Index below 100 purged; the cart is preserved.
    expect(products.data.size).toBe(purged ? 20 : 120);
    expect(fakes.get('cart')!.data.size).toBe(1);
  });

  it('checks the quota at most every 30 000 ms, after writes', async () => {
    const usage = vi.fn(async () => 0);
    const { cache } = shop({ usage });
    await cache.collection('products').set('a', 1);
    await cache.collection('products').set('b', 1);
    expect(usage).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(await cache.checkQuota()).toBe(false);
    expect(usage).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await cache.collection('products').set('c', 1);
    expect(usage).toHaveBeenCalledTimes(2);
  });

  it('estimates usage from the memory layers by default (2 bytes per character)', async () => {
    const { cache, fakes } = shop({ quotaBytes: 10 });
    fakes.get('products')!.data.set('k', { value: 1, writtenAt: 0 });
    await cache.collection('elasticCache').set('a', 'abcdef');
    // 12 bytes > 10: the first check (run in the background after that write) purged.
    await vi.runAllTimersAsync();
    expect(fakes.get('products')!.data.size).toBe(0);
  });
});

describe('localStorage driver', () => {
  function storage() {
    const map = new Map<string, string>();
    return {
      map,
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
      key: (index: number) => [...map.keys()][index] ?? null,
      get length() {
        return map.size;
      },
    };
  }

  it('keeps collections and store views apart under prefixed keys', async () => {
    const store = storage();
    const se = localStorageDriver('se-shop', 'products', () => store);
    const en = localStorageDriver('en-shop', 'products', () => store);
    await se.set('a', { value: 1, writtenAt: 5 });
    await en.set('a', { value: 2, writtenAt: 5 });
    expect(store.map.has('se-shop/products/a')).toBe(true);
    expect(await se.get('a')).toEqual({ value: 1, writtenAt: 5 });
    expect(await se.keys()).toEqual(['a']);
    await se.clear();
    expect(await se.get('a')).toBeUndefined();
    expect(await en.get('a')).toEqual({ value: 2, writtenAt: 5 });
    await en.remove('a');
    expect(store.map.size).toBe(0);
  });

  it('reads a corrupt entry as a miss', async () => {
    const store = storage();
    store.map.set('shop/cart/x', '{not json');
    expect(await localStorageDriver('shop', 'cart', () => store).get('x')).toBeUndefined();
  });
});
