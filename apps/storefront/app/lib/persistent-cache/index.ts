import { indexedDbDriver } from './indexeddb-driver.ts';
import { localStorageDriver } from './local-storage-driver.ts';
import { type ShopCache, createShopCache } from './shop-cache.ts';

export { CacheCollection, isQuotaExceeded } from './collection.ts';
export { cacheName, createShopCache, type ShopCache, type ShopCacheOptions } from './shop-cache.ts';
export { estimateSize } from './size.ts';
export { COLLECTIONS, type CacheDriver, type CacheEntry, type CollectionName } from './types.ts';

const opened = new Map<string, ShopCache>();

/**
 * The browser's shop cache for a store view: IndexedDB where the browser has it, localStorage otherwise. One
 * instance per cache name, so every caller shares the memory layer and the error count. Browser only.
 */
export function openShopCache(storeCode: string | undefined, commonCache = false): ShopCache {
  const key = `${commonCache ? '' : (storeCode ?? '')}`;
  let cache = opened.get(key);
  if (!cache) {
    const idb = typeof indexedDB !== 'undefined';
    cache = createShopCache({
      storeCode,
      commonCache,
      driverFor: (name, collection) =>
        idb ? indexedDbDriver(name, collection) : localStorageDriver(name, collection),
    });
    opened.set(key, cache);
  }
  return cache;
}
