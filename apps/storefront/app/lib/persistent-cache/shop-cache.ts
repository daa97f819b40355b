import { CacheCollection, type CacheHealth } from './collection.ts';
import { estimateSize } from './size.ts';
import {
  COLLECTIONS,
  type CacheDriver,
  type Clock,
  type CollectionName,
  type Logger,
  QUOTA_CHECK_EVERY_MS,
  QUOTA_PURGE_COUNT,
  systemClock,
} from './types.ts';

/** SPEC §7: the cache is named `shop`, prefixed by the store code (`se-shop`) unless the common cache is on. */
export function cacheName(storeCode: string | undefined, commonCache = false): string {
  return commonCache || !storeCode ? 'shop' : `${storeCode}-shop`;
}

export interface ShopCacheOptions {
  storeCode?: string;
  commonCache?: boolean;
  /** The storage of one collection of the named cache (IndexedDB or localStorage, see index.ts). */
  driverFor(cacheName: string, collection: CollectionName): CacheDriver;
  /**
   * Collections that survive a quota clean-up. The cart by default: losing it loses the shopper's work, while
   * catalogue data comes back from the network.
   */
  preserve?: readonly CollectionName[];
  /** Bytes the cache may use; the quota check purges above it. Default 5 MB, the smallest localStorage quota. */
  quotaBytes?: number;
  /** Current usage in bytes; default: the SPEC §9 estimate of what the memory layers hold. */
  usage?: () => Promise<number>;
  clock?: Clock;
  log?: Logger;
}

export interface ShopCache {
  readonly name: string;
  readonly health: CacheHealth;
  collection<T = unknown>(name: CollectionName): CacheCollection<T>;
  /** Clears every collection not in `preserve` (SPEC §4, on quota exceeded). */
  clearNonPreserved(): Promise<void>;
  /** At most every 30 000 ms: over quota, the first 100 entries of each non-preserved collection go. */
  checkQuota(): Promise<boolean>;
}

export function createShopCache(options: ShopCacheOptions): ShopCache {
  const name = cacheName(options.storeCode, options.commonCache);
  const clock = options.clock ?? systemClock();
  const log = options.log ?? ((message, error) => console.warn(message, error));
  const preserve = new Set<CollectionName>(options.preserve ?? ['cart']);
  const quotaBytes = options.quotaBytes ?? 5 * 1024 * 1024;
  const health: CacheHealth = { errors: 0 };
  let lastQuotaCheck = Number.NEGATIVE_INFINITY;

  const cleared = () => COLLECTIONS.filter((collection) => !preserve.has(collection)).map(get);
  const clearNonPreserved = async () => {
    await Promise.all(cleared().map((collection) => collection.clear()));
  };

  const collections = new Map<CollectionName, CacheCollection>();
  function get(collection: CollectionName): CacheCollection {
    let existing = collections.get(collection);
    if (!existing) {
      existing = new CacheCollection({
        name: `${name}/${collection}`,
        driver: options.driverFor(name, collection),
        health,
        clock,
        log,
        onQuotaExceeded: clearNonPreserved,
        afterWrite: () => void checkQuota().catch((error: unknown) => log('Cache quota check failed', error)),
      });
      collections.set(collection, existing);
    }
    return existing;
  }

  const usage =
    options.usage ??
    (async () => [...collections.values()].reduce((sum, c) => sum + estimateSize(c.memoryValues()), 0));

  async function checkQuota(): Promise<boolean> {
    if (clock.now() - lastQuotaCheck < QUOTA_CHECK_EVERY_MS) return false;
    lastQuotaCheck = clock.now();
    if ((await usage()) <= quotaBytes) return false;
    for (const collection of cleared()) await collection.purgeFirst(QUOTA_PURGE_COUNT);
    return true;
  }

  return {
    name,
    health,
    collection: <T>(collection: CollectionName) => get(collection) as CacheCollection<T>,
    clearNonPreserved,
    checkQuota,
  };
}
