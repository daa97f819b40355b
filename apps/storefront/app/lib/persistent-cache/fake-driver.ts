import type { CacheDriver, CacheEntry } from './types.ts';

/** How the fake answers: normally, never (a wedged IndexedDB), over quota, or with another error. */
export type FakeMode = 'ok' | 'hang' | 'quota' | 'fail';

/**
 * A driver for tests of the cache rules (node has no IndexedDB). `mode` applies to every call until changed;
 * `failNext` makes only the next write fail the given way, to test the retry after a quota clean-up.
 */
export function fakeDriver(initial: Record<string, CacheEntry> = {}) {
  const data = new Map<string, CacheEntry>(Object.entries(initial));
  const state = { mode: 'ok' as FakeMode, failNext: null as FakeMode | null, recreated: 0, writes: 0 };
  const answer = <R>(value: () => R, isWrite = false): Promise<R> => {
    const mode = isWrite && state.failNext ? state.failNext : state.mode;
    if (isWrite) state.failNext = null;
    if (mode === 'hang') return new Promise<R>(() => undefined);
    if (mode === 'quota') return Promise.reject(new DOMException('full', 'QuotaExceededError'));
    if (mode === 'fail') return Promise.reject(new Error('disk on fire'));
    return Promise.resolve(value());
  };
  const driver: CacheDriver = {
    get: (key) => answer(() => data.get(key)),
    set: (key, entry) =>
      answer(() => {
        state.writes += 1;
        data.set(key, entry);
      }, true),
    remove: (key) => answer(() => void data.delete(key), true),
    clear: () => answer(() => data.clear(), true),
    keys: () => answer(() => [...data.keys()]),
    recreate: async () => {
      state.recreated += 1;
    },
  };
  return { driver, data, state };
}
