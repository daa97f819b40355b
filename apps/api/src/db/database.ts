import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, type SqliteDialectConfig } from 'kysely';
import Sqlite from 'libsql';
import pg from 'pg';
import type { MigrationDialect } from './migrations/helpers.ts';
import { FairSqliteDialect } from './fair-sqlite-dialect.ts';
import { inCheckoutLane, laneGate } from './checkout-lane.ts';
import { PoolProfile } from './pool-profile.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface PoolFigures {
  /** Connections open, idle among them, and queries waiting for one; max is the configured size. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface DatabaseHandle {
  db: Db;
  dialect: MigrationDialect;
  close(): Promise<void>;
  /** PostgreSQL's connection pool as it is now; undefined on SQLite (one connection, no pool). */
  pool?: () => PoolFigures;
  /**
   * Runs a cart or order request in the pool's checkout lane (decision 0046); PostgreSQL only. On SQLite there is no
   * pool to queue for, and no lane: the lane's AsyncLocalStorage would make every promise of the process dearer
   * (issue 32).
   */
  inCheckoutLane?: <T>(work: () => T) => T;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise the SQLite file at sqlitePath is used. */
  databaseUrl?: string | undefined;
  sqlitePath: string;
  /** PostgreSQL connections per process (HEMMA_DB_POOL_SIZE); default 10. */
  poolSize?: number | undefined;
  /** Profile the pool's waits, holds and statements, logged on close (HEMMA_DB_POOL_PROFILE; PostgreSQL only). */
  poolProfile?: boolean | undefined;
}

/** Opens the shop's database: PostgreSQL when a URL is given, else an embedded SQLite file. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    // Return PostgreSQL BIGINT counts (COUNT(*)) as numbers; our ids and counts fit in 2^53.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
    pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
    const max = options.poolSize ?? 10;
    // Pipelined connections (decision 0073): statements a transaction starts together are sent at once, not each
    // after the answer to the one before; awaited one by one, they go as before.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max, pipeline: true } as pg.PoolConfig);
    // An idle connection the server closes (restart, failover, a dropped test database) is reported on the pool;
    // without a listener that event would crash the process. The pool replaces the connection on next use.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    const profile = options.poolProfile ? new PoolProfile() : undefined;
    if (profile) process.on('SIGUSR2', () => profile.reset());
    const lanes = laneGate(pool, max, profile);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: lanes }) });
    return {
      db,
      dialect: 'postgres',
      close: async () => {
        if (profile) console.error(profile.report());
        await db.destroy();
      },
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: lanes.waiting(), max }),
      inCheckoutLane,
    };
  }
  if (options.sqlitePath !== ':memory:') mkdirSync(dirname(options.sqlitePath), { recursive: true });
  const sqlite = withStatementCache(new Sqlite(options.sqlitePath));
  sqlite.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;',
  );
  const db = new Kysely<Database>({
    dialect: new FairSqliteDialect({ database: sqlite as unknown as SqliteDialectConfig['database'] }),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely prepares every query anew; with the synchronous driver (one query at a time) a prepared statement can be
 * reused safely. Keeping the most recent ones saves the parse on every request (it showed in SSR profiles).
 * Whether a statement reads (`reader`, which Kysely asks before every execution) is asked of SQLite once per
 * statement: libsql answers it with a native call of ~5 µs each time, ten of them per product answer (issue 32).
 */
function withStatementCache(database: Sqlite.Database, max = 256): Sqlite.Database {
  const prepare = database.prepare.bind(database);
  const statements = new Map<string, Sqlite.Statement>();
  database.prepare = ((sql: string) => {
    let statement = statements.get(sql);
    if (statement) {
      statements.delete(sql);
    } else {
      statement = prepare(sql);
      Object.defineProperty(statement, 'reader', { value: statement.reader });
      if (statements.size >= max) statements.delete(statements.keys().next().value!);
    }
    statements.set(sql, statement);
    return statement;
  }) as Sqlite.Database['prepare'];
  return database;
}
