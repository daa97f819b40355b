import {
  CACHE_TTL_MS,
  type CacheDriver,
  type CacheEntry,
  type Clock,
  ITERATE_TIMEOUT_MS,
  type Logger,
  READ_ERRORS_LIMIT,
  READ_TIMEOUT_MS,
  WRITE_ERRORS_LIMIT,
  WRITE_TIMEOUT_MS,
  systemClock,
} from './types.ts';

/** The health of one database, shared by its collections: a time-out is a database problem, not a key's. */
export interface CacheHealth {
  errors: number;
}

export interface CollectionOptions {
  name: string;
  driver: CacheDriver;
  health?: CacheHealth;
  clock?: Clock;
  ttlMs?: number;
  log?: Logger;
  /** Clears every non-preserved collection; called once before a write that hit the quota is retried. */
  onQuotaExceeded?: () => Promise<void>;
  /** Called after each write reached persistence (the shop cache runs its throttled quota check there). */
  afterWrite?: () => void;
}

class CacheTimeout extends Error {
  constructor(operation: string, ms: number) {
    super(`Cache ${operation} did not answer within ${ms} ms`);
    this.name = 'CacheTimeout';
  }
}

/** Browsers name it differently (Firefox: NS_ERROR_DOM_QUOTA_REACHED; old WebKit only sets code 22). */
export function isQuotaExceeded(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014
  );
}

/**
 * One collection of the persistent cache (SPEC §4/§9): an in-memory layer in front of a driver. The memory layer
 * always answers, so a slow or broken IndexedDB (private windows, a full disk, a wedged connection) degrades the
 * cache to "this page view only" instead of stalling the page. Nothing here throws to the caller.
 */
export class CacheCollection<T = unknown> {
  readonly name: string;
  private readonly memory = new Map<string, CacheEntry<T>>();
  private readonly driver: CacheDriver;
  private readonly health: CacheHealth;
  private readonly clock: Clock;
  private readonly ttlMs: number;
  private readonly log: Logger;
  private readonly onQuotaExceeded: () => Promise<void>;
  private readonly afterWrite: () => void;

  constructor(options: CollectionOptions) {
    this.name = options.name;
    this.driver = options.driver;
    this.health = options.health ?? { errors: 0 };
    this.clock = options.clock ?? systemClock();
    this.ttlMs = options.ttlMs ?? CACHE_TTL_MS;
    this.log = options.log ?? ((message, error) => console.warn(message, error));
    this.onQuotaExceeded = options.onQuotaExceeded ?? (() => this.clear());
    this.afterWrite = options.afterWrite ?? (() => undefined);
  }

  /** Races a driver call against its time-out; a time-out recreates the database and counts an error (SPEC §4). */
  private timed<R>(operation: string, ms: number, call: () => Promise<R>): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const timer = this.clock.setTimeout(() => {
        this.health.errors += 1;
        this.driver
          .recreate()
          .catch((error: unknown) => this.log(`Cache ${this.name}: recreate failed`, error));
        reject(new CacheTimeout(operation, ms));
      }, ms);
      call().then(
        (value) => {
          this.clock.clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          this.clock.clearTimeout(timer);
          reject(error);
        },
      );
    });
  }

  private fresh(entry: CacheEntry<T> | undefined): entry is CacheEntry<T> {
    return entry !== undefined && this.clock.now() - entry.writtenAt < this.ttlMs;
  }

  /** Memory first; persistence only while no read or write has timed out yet (errors < 1). */
  async get(key: string): Promise<T | undefined> {
    const remembered = this.memory.get(key);
    if (this.fresh(remembered)) return remembered.value;
    this.memory.delete(key);
    if (this.health.errors >= READ_ERRORS_LIMIT) return undefined;
    try {
      const stored = (await this.timed('read', READ_TIMEOUT_MS, () => this.driver.get(key))) as
        CacheEntry<T> | undefined;
      if (!stored) return undefined;
      if (!this.fresh(stored)) {
        // Expired (SPEC §9 TTL): drop it so the next read does not pay for it again.
        this.driver
          .remove(key)
          .catch((error: unknown) => this.log(`Cache ${this.name}: remove failed`, error));
        return undefined;
      }
      this.memory.set(key, stored);
      return stored.value;
    } catch (error) {
      this.log(`Cache ${this.name}: read of ${key} failed`, error);
      return undefined;
    }
  }

  /**
   * Memory always; persistence while errors < 30. Over quota: the non-preserved collections are cleared and the
   * write is tried once more. Errors are only logged (SPEC §4): a cache that cannot write is still a cache.
   */
  async set(key: string, value: T): Promise<void> {
    const entry: CacheEntry<T> = { value, writtenAt: this.clock.now() };
    this.memory.set(key, entry);
    if (this.health.errors >= WRITE_ERRORS_LIMIT) return;
    const write = () => this.timed('write', WRITE_TIMEOUT_MS, () => this.driver.set(key, entry));
    try {
      await write();
      this.afterWrite();
    } catch (error) {
      if (!isQuotaExceeded(error)) {
        this.log(`Cache ${this.name}: write of ${key} failed`, error);
        return;
      }
      this.log(`Cache ${this.name}: quota exceeded, clearing the cache`, error);
      try {
        await this.onQuotaExceeded();
        // The clearing may have emptied this collection's memory too: the value just written stays.
        this.memory.set(key, entry);
        await write();
      } catch (retryError) {
        this.log(`Cache ${this.name}: write of ${key} failed after clearing`, retryError);
      }
    }
  }

  async remove(key: string): Promise<void> {
    this.memory.delete(key);
    if (this.health.errors >= WRITE_ERRORS_LIMIT) return;
    try {
      await this.timed('write', WRITE_TIMEOUT_MS, () => this.driver.remove(key));
    } catch (error) {
      this.log(`Cache ${this.name}: remove of ${key} failed`, error);
    }
  }

  async clear(): Promise<void> {
    this.memory.clear();
    try {
      await this.timed('write', WRITE_TIMEOUT_MS, () => this.driver.clear());
    } catch (error) {
      this.log(`Cache ${this.name}: clear failed`, error);
    }
  }

  /** Stored keys in storage order (iterate time-out 2000 ms); the memory layer's keys when persistence is off. */
  async keys(): Promise<string[]> {
    if (this.health.errors >= READ_ERRORS_LIMIT) return [...this.memory.keys()];
    try {
      return await this.timed('iterate', ITERATE_TIMEOUT_MS, () => this.driver.keys());
    } catch (error) {
      this.log(`Cache ${this.name}: iterate failed`, error);
      return [...this.memory.keys()];
    }
  }

  /** SPEC §9: over quota, the entries with an index below `count` are purged. Returns how many. */
  async purgeFirst(count: number): Promise<number> {
    const victims = (await this.keys()).slice(0, count);
    for (const key of victims) await this.remove(key);
    return victims.length;
  }

  /** The values held in memory, for the size estimate when the browser cannot tell its usage. */
  memoryValues(): T[] {
    return [...this.memory.values()].map((entry) => entry.value);
  }
}
