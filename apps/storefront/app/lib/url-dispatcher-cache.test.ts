import { describe, expect, it, vi } from 'vitest';
import {
  type KeyValueStorage,
  type UrlMapping,
  URL_MAP_STORAGE_KEY,
  createUrlMapCache,
} from './url-dispatcher-cache.ts';

/** A Map-backed stand-in for window.localStorage (the storage boundary). */
function fakeStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const soffor: UrlMapping = { type: 'category', key: 'soffor', routeName: 'urldispatcher-vardagsrum/soffor' };
const lund: UrlMapping = {
  type: 'product',
  key: 'SOF-LUND-3',
  routeName: 'urldispatcher-vardagsrum/soffor/soffa-lund-3-sits',
};

describe('createUrlMapCache', () => {
  it('asks the server once, then answers from memory', async () => {
    const storage = fakeStorage();
    const cache = createUrlMapCache(() => storage);
    const server = vi.fn(async () => soffor);
    expect(await cache.resolve('/vardagsrum/soffor', server)).toEqual(soffor);
    expect(await cache.resolve('/vardagsrum/soffor', server)).toEqual(soffor);
    expect(server).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.data.get(URL_MAP_STORAGE_KEY)!)).toEqual({ '/vardagsrum/soffor': soffor });
  });

  it('looks in local storage before the server (a new page session)', async () => {
    const storage = fakeStorage({ [URL_MAP_STORAGE_KEY]: JSON.stringify({ '/lund': lund }) });
    const server = vi.fn(async () => null);
    const cache = createUrlMapCache(() => storage);
    expect(await cache.resolve('/lund', server)).toEqual(lund);
    expect(server).not.toHaveBeenCalled();
    // Now in memory: storage is not read again.
    storage.data.clear();
    expect(await cache.resolve('/lund', server)).toEqual(lund);
    expect(server).not.toHaveBeenCalled();
  });

  it('keeps "not found" in memory only, and a later "not found" drops a stored mapping', async () => {
    const storage = fakeStorage({ [URL_MAP_STORAGE_KEY]: JSON.stringify({ '/lund': lund }) });
    const cache = createUrlMapCache(() => storage);
    const server = vi.fn(async () => null);
    expect(await cache.resolve('/nope', server)).toBeNull();
    expect(await cache.resolve('/nope', server)).toBeNull();
    expect(server).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.data.get(URL_MAP_STORAGE_KEY)!)).toEqual({ '/lund': lund });

    cache.remember('/lund', null);
    expect(JSON.parse(storage.data.get(URL_MAP_STORAGE_KEY)!)).toEqual({});
    expect(await cache.resolve('/lund', server)).toBeNull();
    // A fresh session does not inherit the "not found".
    expect(await createUrlMapCache(() => storage).resolve('/nope', async () => soffor)).toEqual(soffor);
  });

  it('stores at most maxEntries mappings, dropping the oldest', async () => {
    const storage = fakeStorage();
    const cache = createUrlMapCache(() => storage, 2);
    for (const path of ['/a', '/b', '/c']) await cache.resolve(path, async () => ({ ...soffor, key: path }));
    expect(Object.keys(JSON.parse(storage.data.get(URL_MAP_STORAGE_KEY)!))).toEqual(['/b', '/c']);
    // Memory is bounded the same way: '/a' is asked of the server again.
    const server = vi.fn(async () => soffor);
    await cache.resolve('/a', server);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('works without storage and with corrupt or failing storage', async () => {
    const server = vi.fn(async () => soffor);
    expect(await createUrlMapCache(() => null).resolve('/x', server)).toEqual(soffor);
    const corrupt = fakeStorage({ [URL_MAP_STORAGE_KEY]: '{not json' });
    expect(await createUrlMapCache(() => corrupt).resolve('/x', server)).toEqual(soffor);
    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const cache = createUrlMapCache(() => full);
    expect(await cache.resolve('/x', server)).toEqual(soffor);
    expect(await cache.resolve('/x', server)).toEqual(soffor);
    expect(server).toHaveBeenCalledTimes(3);
  });

  it('passes server errors through without remembering anything', async () => {
    const cache = createUrlMapCache(() => fakeStorage());
    await expect(cache.resolve('/x', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(await cache.resolve('/x', async () => soffor)).toEqual(soffor);
  });
});
