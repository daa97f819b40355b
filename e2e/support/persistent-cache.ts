import { expect, type Page } from '@playwright/test';

/**
 * Whether the shop's persistent cache (IndexedDB, SPEC §4 collections) holds `key` in `collection`, in any of the
 * shop's cache databases (one per store code). Pages keep what they showed once the browser is idle.
 */
export function inPersistentCache(page: Page, collection: string, key: string): Promise<boolean> {
  return page.evaluate(
    async ([store, wanted]) => {
      const open = (name: string) =>
        new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error(`cannot open ${name}`));
        });
      for (const { name } of await indexedDB.databases()) {
        if (!name) continue;
        const db = await open(name);
        try {
          if (!db.objectStoreNames.contains(store)) continue;
          const found = await new Promise<boolean>((resolve) => {
            const request = db.transaction(store).objectStore(store).getKey(wanted);
            request.onsuccess = () => resolve(request.result !== undefined);
            request.onerror = () => resolve(false);
          });
          if (found) return true;
        } finally {
          db.close();
        }
      }
      return false;
    },
    [collection, key] as const,
  );
}

/** Waits until the page has kept `key` in its persistent cache. */
export async function keptForOffline(page: Page, collection: string, key: string): Promise<void> {
  await expect.poll(() => inPersistentCache(page, collection, key), { timeout: 15_000 }).toBe(true);
}
