/**
 * SPEC §4/§7/§9 persistent cache: shared types. A driver is the storage of one collection; the cache in `cache.ts`
 * puts the rules (time-outs, error counters, TTL, quota) around it, so drivers stay thin and the rules are testable
 * in node with a fake driver.
 */

/** What is written to persistence: the value and when it was written, for the TTL (SPEC §9: 86 400 s). */
export interface CacheEntry<T = unknown> {
  value: T;
  writtenAt: number;
}

/** The storage of one collection (an IndexedDB object store, or prefixed localStorage keys). */
export interface CacheDriver {
  get(key: string): Promise<CacheEntry | undefined>;
  set(key: string, entry: CacheEntry): Promise<void>;
  remove(key: string): Promise<void>;
  clear(): Promise<void>;
  /** Every key of the collection, in storage order (the quota purge removes the first 100). */
  keys(): Promise<string[]>;
  /** Drops the connection and opens the database afresh (after a time-out, SPEC §4). */
  recreate(): Promise<void>;
}

/** The collections of SPEC §7. `cart` holds current-cart, current-cart-token and current-cart-hash. */
export const COLLECTIONS = ['categories', 'attributes', 'products', 'elasticCache', 'cart'] as const;
export type CollectionName = (typeof COLLECTIONS)[number];

/** Injectable clock and timers, so tests run on a fake clock. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock = (): Clock => ({
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
});

export type Logger = (message: string, error?: unknown) => void;

/** SPEC §9 constants. */
export const CACHE_TTL_MS = 86_400 * 1000;
export const READ_TIMEOUT_MS = 800;
export const WRITE_TIMEOUT_MS = 800;
export const ITERATE_TIMEOUT_MS = 2000;
export const QUOTA_CHECK_EVERY_MS = 30_000;
/** Over quota, the entries with an index below this are purged. */
export const QUOTA_PURGE_COUNT = 100;
/** SPEC §4: reads skip persistence once the error count reaches 1, writes once it reaches 30. */
export const READ_ERRORS_LIMIT = 1;
export const WRITE_ERRORS_LIMIT = 30;
