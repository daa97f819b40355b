import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoryPageData } from '~/features/catalog/category.server.ts';
import { fakeDriver } from '~/lib/persistent-cache/fake-driver.ts';
import { createShopCache } from '~/lib/persistent-cache/shop-cache.ts';
import {
  type CatalogCollections,
  isUnreachable,
  offlineCategory,
  offlineProduct,
  rememberCategory,
  rememberProduct,
} from './offline-catalog.ts';

vi.mock('~/lib/notifications.ts', { spy: true });
const { notify } = await import('~/lib/notifications.ts');

const menu = [
  {
    name: 'Soffor',
    slug: 'soffor',
    href: '/c/soffor',
    children: [{ name: 'Hörnsoffor', slug: 'hornsoffor', href: '/c/hornsoffor' }],
  },
  { name: 'Belysning', slug: 'belysning', href: '/c/belysning', children: [] },
];

const page = (name: string, products: number, failed = false) =>
  ({
    category: { name, description: null, metaTitle: null, metaDescription: null },
    trail: [],
    subcategories: [{ label: 'Hörnsoffor', href: '/c/hornsoffor' }],
    list: { failed, products: Array.from({ length: products }, (_, i) => ({ sku: `S${i}` })) },
  }) as unknown as CategoryPageData;

let collections: CatalogCollections;
let drivers: ReturnType<typeof fakeDriver>[];

beforeEach(() => {
  vi.useFakeTimers();
  drivers = [];
  const cache = createShopCache({
    storeCode: 'se',
    driverFor: () => {
      const fake = fakeDriver();
      drivers.push(fake);
      return fake.driver;
    },
  });
  collections = { categories: cache.collection('categories'), products: cache.collection('products') };
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

const url = (path: string) => new URL(path, 'http://shop.test');

/** A redirect thrown by the loader: where it goes. */
async function redirectedTo(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    return (error as Response).headers.get('Location');
  }
}

describe('offline catalogue from the persistent cache (SPEC §4/§8)', () => {
  it('answers a category seen online from the cache, for the same filters and sort only', async () => {
    await rememberCategory(collections, url('/c/soffor?sort=latest'), 'soffor', page('Soffor', 3), menu);
    const cached = await offlineCategory(collections, url('/c/soffor?sort=latest'), 'soffor');
    expect(cached).toMatchObject({ offline: 'cached', category: { name: 'Soffor' } });
    expect(cached.list.products).toHaveLength(3);
    // Another sort of the same category was never synchronized: the category, with no products.
    const other = await offlineCategory(collections, url('/c/soffor?sort=price_asc'), 'soffor');
    expect(other).toMatchObject({ offline: 'unsynchronized', category: { name: 'Soffor' } });
    expect(other.list.products).toEqual([]);
    expect(other.subcategories).toEqual([{ label: 'Hörnsoffor', href: '/c/hornsoffor' }]);
  });

  it('shows a category known only from the menu as not synchronized, with its parent as the trail', async () => {
    await rememberProduct(collections, url('/p/SOF-1/soffa'), { product: { name: 'Soffa' } }, menu);
    const child = await offlineCategory(collections, url('/c/hornsoffor'), 'hornsoffor');
    expect(child).toMatchObject({
      offline: 'unsynchronized',
      category: { name: 'Hörnsoffor' },
      trail: [{ label: 'Soffor', href: '/c/soffor' }],
    });
    expect(child.list).toMatchObject({ failed: false, filtered: false, total: 0, products: [] });
  });

  it('does not keep a failed list: the last good one stays', async () => {
    await rememberCategory(collections, url('/c/soffor'), 'soffor', page('Soffor', 2));
    await rememberCategory(collections, url('/c/soffor'), 'soffor', page('Soffor', 0, true));
    const cached = await offlineCategory(collections, url('/c/soffor'), 'soffor');
    expect(cached.list.products).toHaveLength(2);
  });

  it('a category or product it knows nothing of: error notice and home of the store view', async () => {
    expect(await redirectedTo(offlineCategory(collections, url('/c/okand'), 'okand'))).toBe('/');
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', message: 'offline.notAvailable' }),
    );
    expect(await redirectedTo(offlineProduct(collections, url('/de/p/X/y')))).toBe('/de');
  });

  it('answers a product seen online, until the 86 400 s TTL is over (fake clock)', async () => {
    await rememberProduct(collections, url('/p/SOF-1/soffa'), { product: { name: 'Soffa' } });
    expect(await offlineProduct(collections, url('/p/SOF-1/soffa'))).toEqual({
      product: { name: 'Soffa' },
      offline: 'cached',
    });
    vi.advanceTimersByTime(86_400_000 + 1);
    expect(await redirectedTo(offlineProduct(collections, url('/p/SOF-1/soffa')))).toBe('/');
  });

  it('still answers from memory when IndexedDB hangs (800 ms time-out, fake clock)', async () => {
    for (const fake of drivers) fake.state.mode = 'hang';
    const writing = rememberCategory(collections, url('/c/soffor'), 'soffor', page('Soffor', 1));
    await vi.advanceTimersByTimeAsync(800);
    await writing;
    const reading = offlineCategory(collections, url('/c/soffor'), 'soffor');
    await vi.advanceTimersByTimeAsync(800);
    expect((await reading).offline).toBe('cached');
  });

  it('tells an unreachable shop from an answer of the shop', () => {
    expect(isUnreachable(new TypeError('Failed to fetch'))).toBe(true);
    const answer = (status: number) => ({ status, statusText: '', internal: false, data: null });
    expect(isUnreachable(answer(503))).toBe(true);
    expect(isUnreachable(answer(404))).toBe(false);
    expect(isUnreachable(answer(500))).toBe(false);
  });
});
