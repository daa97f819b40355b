import {
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

/**
 * A first-in, first-out lock that hands itself straight to the next waiter on unlock, so a newcomer can never
 * overtake a caller that has been waiting.
 */
export class FairMutex {
  #locked = false;
  readonly #waiters: (() => void)[] = [];

  lock(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  unlock(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#locked = false;
  }
}

/**
 * Kysely's SQLite driver guards its single connection with a lock that is released before its waiters run: a caller
 * arriving in that moment takes the lock first, and under sustained load a waiter can be overtaken again and again.
 * This driver queues callers in arrival order in front of Kysely's own lock, which then never contends. (It matters
 * most once requests hold the connection across awaits, as transactions do.)
 */
class FairSqliteDriver extends SqliteDriver {
  readonly #queue = new FairMutex();

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.#queue.lock();
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    try {
      await super.releaseConnection();
    } finally {
      this.#queue.unlock();
    }
  }
}

export class FairSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new FairSqliteDriver(this.#config);
  }
}
