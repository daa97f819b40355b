import { Kysely, PostgresAdapter, sql, SqliteDialect, type SqliteDialectConfig } from 'kysely';
import Sqlite from 'libsql';
import type { Database } from './schema.ts';
import type { Db } from './database.ts';

/** A read-only snapshot of the database on one connection of its own; end() gives the connection back. */
export interface ReadSnapshot {
  db: Db;
  end(): Promise<void>;
}

/**
 * Opens a long read (the catalogue export) on exactly one connection, seeing one moment of the database however
 * long the reader takes, and without holding the connection the shop's requests share (decision 0025):
 *
 * - PostgreSQL: a REPEATABLE READ, READ ONLY transaction on one pooled connection.
 * - SQLite (a file): a second connection to the file, in a transaction. WAL mode gives a reader its snapshot while
 *   the shop's one connection goes on reading and writing; holding the shop's connection instead would stop every
 *   request for as long as the reader's client takes to download.
 * - SQLite in memory (no file to open twice): a transaction on the shop's connection, which waits for it to end.
 */
export async function openReadSnapshot(db: Db): Promise<ReadSnapshot> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const trx = await db
      .startTransaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute();
    return { db: trx, end: () => trx.rollback().execute() };
  }
  const { rows } = await sql<{
    file: string;
  }>`select file from pragma_database_list where name = 'main'`.execute(db);
  const file = rows[0]?.file ?? '';
  if (file === '') {
    const trx = await db.startTransaction().execute();
    return { db: trx, end: () => trx.rollback().execute() };
  }
  const connection = new Sqlite(file);
  let reader: Kysely<Database> | undefined;
  try {
    connection.exec('PRAGMA query_only = ON; PRAGMA busy_timeout = 5000;');
    reader = new Kysely<Database>({
      dialect: new SqliteDialect({ database: connection as unknown as SqliteDialectConfig['database'] }),
    });
    const trx = await reader.startTransaction().execute();
    const own = reader;
    // The snapshot begins with the first read: take it now, not when the caller's first query comes.
    await sql`select 1 from products limit 1`.execute(trx);
    return {
      db: trx,
      end: async () => {
        try {
          await trx.rollback().execute();
        } finally {
          await own.destroy();
        }
      },
    };
  } catch (error) {
    if (reader) await reader.destroy();
    else connection.close();
    throw error;
  }
}
