import { ApiError } from '@hemma/api-client';
import { describe, expect, it, vi } from 'vitest';
import { emptySearchResult, requestHash, searchOfflineAware } from './offline-search.ts';

const result = (name: string) => ({ ...emptySearchResult<{ name: string }>(), items: [{ name }], total: 1 });

type Result = ReturnType<typeof result>;

function memoryCache() {
  const map = new Map<string, Result>();
  return {
    map,
    get: async (key: string) => map.get(key),
    set: async (key: string, value: Result) => void map.set(key, value),
  };
}

describe('offline search answers (SPEC §7)', () => {
  it('hashes a request independently of key order, and tells requests apart', () => {
    expect(requestHash({ q: 'soffa', size: 8 })).toBe(requestHash({ size: 8, q: 'soffa' }));
    expect(requestHash({ q: 'soffa', size: 8 })).not.toBe(requestHash({ q: 'soffor', size: 8 }));
    expect(requestHash({ q: 'a', x: undefined })).toBe(requestHash({ q: 'a' }));
    expect(requestHash({ q: 'soffa' })).toMatch(/^search-[0-9a-f]{8}$/);
  });

  it('caches an online answer under the request hash', async () => {
    const cache = memoryCache();
    const answer = await searchOfflineAware({ q: 'soffa' }, async () => result('Soffa'), cache);
    expect(answer).toEqual({ result: result('Soffa'), offline: false, cached: false });
    expect(cache.map.get(requestHash({ q: 'soffa' }))).toEqual(result('Soffa'));
  });

  it.each([
    { name: 'the cached answer of the same request', stored: { q: 'soffa' }, cached: true },
    { name: 'an empty result for another request', stored: { q: 'stol' }, cached: false },
  ])('offline, answers with $name, flagged offline', async ({ stored, cached }) => {
    const cache = memoryCache();
    cache.map.set(requestHash(stored), result('Cached'));
    const onNetworkFailure = vi.fn();
    const answer = await searchOfflineAware(
      { q: 'soffa' },
      () => Promise.reject(new TypeError('Failed to fetch')),
      cache,
      onNetworkFailure,
    );
    expect(answer).toEqual({
      result: cached ? result('Cached') : emptySearchResult(),
      offline: true,
      cached,
    });
    expect(onNetworkFailure).toHaveBeenCalledOnce();
  });

  it('rethrows an error answer of the shop: it was reached, so this is not offline', async () => {
    const cache = memoryCache();
    const error = new ApiError(500, 'Internal Server Error 500', 'catalog/products');
    await expect(searchOfflineAware({ q: 'x' }, () => Promise.reject(error), cache)).rejects.toBe(error);
  });
});
