/** What a dispatched path shows (SPEC §2 URL dispatcher): the page type, its key and the route name. */
export interface UrlMapping {
  type: 'category' | 'product' | 'cms';
  /** The category slug, the product sku or the CMS page's identifier. */
  key: string;
  /** `urldispatcher-{path}`, store-code prefixed. */
  routeName: string;
}

/** The slice of the Web Storage API the cache uses (window.localStorage in the browser). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const URL_MAP_STORAGE_KEY = 'url-map';

/**
 * "Unknown URLs are resolved before navigation: mapping looked up in memory, then local storage, then asked of the
 * server; if none, page not found" (SPEC §2). Found mappings are kept in memory and in storage (the newest
 * `maxEntries`); "not found" is kept in memory only, so that a page added to the catalogue later is not hidden past
 * a reload. Storage that is missing, full or corrupt is skipped.
 */
export function createUrlMapCache(storage: () => KeyValueStorage | null | undefined, maxEntries = 100) {
  const memory = new Map<string, UrlMapping | null>();

  function readStored(): Record<string, UrlMapping> {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(URL_MAP_STORAGE_KEY) ?? '{}');
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, UrlMapping>) : {};
    } catch {
      return {};
    }
  }

  function remember(path: string, mapping: UrlMapping | null): void {
    memory.delete(path);
    memory.set(path, mapping);
    if (memory.size > maxEntries) memory.delete(memory.keys().next().value as string);
    const stored = readStored();
    delete stored[path];
    if (mapping) stored[path] = mapping;
    const entries = Object.entries(stored).slice(-maxEntries);
    try {
      storage()?.setItem(URL_MAP_STORAGE_KEY, JSON.stringify(Object.fromEntries(entries)));
    } catch {
      // Quota or privacy mode: the memory layer still answers.
    }
  }

  return {
    /** The mapping of a path: memory, then storage, then `askServer` (whose answer is remembered). */
    async resolve(
      path: string,
      askServer: (path: string) => Promise<UrlMapping | null>,
    ): Promise<UrlMapping | null> {
      const known = memory.get(path);
      if (known !== undefined) return known;
      const stored = readStored()[path];
      if (stored) {
        memory.set(path, stored);
        return stored;
      }
      const mapping = await askServer(path);
      remember(path, mapping);
      return mapping;
    },
    remember,
  };
}
