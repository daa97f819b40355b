import { COLLECTIONS, type CacheDriver, type CacheEntry } from './types.ts';

/**
 * The IndexedDB driver: one database per cache name (`shop` or `se-shop`, SPEC §7) with one object store per
 * collection, all created on the first open, so clearing a collection is one `clear()` and no key needs a prefix.
 * Deliberately thin: the rules (time-outs, TTL, quota, error counts) live in CacheCollection, which node tests
 * cover; this file only maps calls onto IndexedDB requests and is exercised by browser tests.
 */
const VERSION = 1;
const connections = new Map<string, Promise<IDBDatabase>>();

function open(name: string): Promise<IDBDatabase> {
  let connection = connections.get(name);
  if (!connection) {
    connection = new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, VERSION);
      request.onupgradeneeded = () => {
        for (const store of COLLECTIONS)
          if (!request.result.objectStoreNames.contains(store)) request.result.createObjectStore(store);
      };
      request.onsuccess = () => {
        // Another tab upgrading the database must not be blocked by this connection.
        request.result.onversionchange = () => close(name);
        resolve(request.result);
      };
      request.onerror = () => reject(request.error);
    });
    // A failed open must not be cached, or the next call would fail without trying.
    connection.catch(() => connections.delete(name));
    connections.set(name, connection);
  }
  return connection;
}

function close(name: string): void {
  const connection = connections.get(name);
  connections.delete(name);
  connection?.then((db) => db.close()).catch(() => undefined);
}

function run<R>(
  name: string,
  store: string,
  mode: IDBTransactionMode,
  call: (store: IDBObjectStore) => IDBRequest,
): Promise<R> {
  return open(name).then(
    (db) =>
      new Promise<R>((resolve, reject) => {
        const transaction = db.transaction(store, mode);
        const request = call(transaction.objectStore(store));
        // Resolve on completion, not on the request's success: a write is durable only then.
        transaction.oncomplete = () => resolve(request.result as R);
        transaction.onerror = () => reject(transaction.error ?? request.error);
        transaction.onabort = () => reject(transaction.error ?? request.error);
      }),
  );
}

export function indexedDbDriver(cacheName: string, collection: string): CacheDriver {
  return {
    get: (key) => run<CacheEntry | undefined>(cacheName, collection, 'readonly', (s) => s.get(key)),
    set: (key, entry) => run<void>(cacheName, collection, 'readwrite', (s) => s.put(entry, key)),
    remove: (key) => run<void>(cacheName, collection, 'readwrite', (s) => s.delete(key)),
    clear: () => run<void>(cacheName, collection, 'readwrite', (s) => s.clear()),
    keys: async () =>
      (await run<IDBValidKey[]>(cacheName, collection, 'readonly', (s) => s.getAllKeys())).map(String),
    async recreate() {
      // The connection may be wedged; the next call opens a new one (the data stays).
      close(cacheName);
    },
  };
}
