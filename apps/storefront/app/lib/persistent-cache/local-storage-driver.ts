import type { CacheDriver, CacheEntry } from './types.ts';

/** The slice of the Web Storage API the driver uses. */
export type KeyedStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/**
 * The fallback driver (SPEC §7: local storage is the default driver): one key per entry, `{cache}/{collection}/{key}`,
 * so collections of different store views never collide. Synchronous underneath; a full storage throws the browser's
 * QuotaExceededError, which the collection handles.
 */
export function localStorageDriver(
  cacheName: string,
  collection: string,
  storage: () => KeyedStorage = () => localStorage,
): CacheDriver {
  const prefix = `${cacheName}/${collection}/`;
  const ownKeys = (): string[] => {
    const store = storage();
    const found: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(prefix)) found.push(key.slice(prefix.length));
    }
    return found;
  };
  return {
    async get(key) {
      const raw = storage().getItem(prefix + key);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as CacheEntry;
      } catch {
        // Another version or a hand edit wrote something else: a miss, not an error.
        return undefined;
      }
    },
    async set(key, entry) {
      storage().setItem(prefix + key, JSON.stringify(entry));
    },
    async remove(key) {
      storage().removeItem(prefix + key);
    },
    async clear() {
      for (const key of ownKeys()) storage().removeItem(prefix + key);
    },
    async keys() {
      return ownKeys();
    },
    async recreate() {
      // Nothing to reconnect: localStorage has no connection.
    },
  };
}
