import type { Kysely, KyselyPlugin, TransactionBuilder } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

/** One statement the API sent: its SQL (as compiled for the database under test) and the transaction that sent it. */
export interface LoggedStatement {
  kind: string;
  sql: string;
  /** The number of the transaction (counted from 1 as they begin) whose connection sent it; none: outside any. */
  transaction?: number;
  /**
   * Statements sent before any statement sent earlier was answered share a round (counted from 1): they are waited
   * for together, one wait on PostgreSQL.
   */
  round: number;
}

/** The table a statement reads or writes first (a subquery, e.g. naming the products by sku, comes after it). */
export const tableOf = (statement: LoggedStatement): string | undefined =>
  /\b(?:from|into|update) "(\w+)"/i.exec(statement.sql)?.[1];

/**
 * The database the test API is given when its statements are counted: every statement is recorded (its kind in
 * `kinds`, its SQL in `log`), and those sent through a transaction's connection carry its number, so a test can count
 * the round trips one transaction holds its connection for (BEGIN and COMMIT come on top), whatever else runs.
 */
export function loggingDatabase(
  db: Kysely<Database>,
  kinds: string[] | undefined,
  log: LoggedStatement[] | undefined,
): Kysely<Database> {
  const executor = db.getExecutor();
  // A statement compiled once (`compiledQuery`) passes the plugins when its first use compiles it, and is executed in
  // the same synchronous run: the statement the recorder saw last in this run, until a microtask clears it.
  let compiledNow: LoggedStatement | undefined;
  let last: LoggedStatement | undefined;
  let round = 1;
  let answeredSince = false;
  const answered = () => (answeredSince = true);
  const record = (fields: Omit<LoggedStatement, 'round'>) => {
    if (answeredSince) round += 1;
    answeredSince = false;
    const statement = { ...fields, round };
    kinds?.push(statement.kind);
    log?.push(statement);
    last = statement;
    return statement;
  };
  const recorder: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      const statement = record({ kind: node.kind, sql: executor.compileQuery(node, queryId).sql });
      compiledNow = statement;
      queueMicrotask(() => {
        if (compiledNow === statement) compiledNow = undefined;
      });
      return node;
    },
    // Every answer of this database passes here, a compiled statement's too: the next statement starts a round.
    transformResult: async ({ result }) => (answered(), result),
  };
  // Runs right after the recorder for the same statement (plugins apply in order, synchronously).
  const inTransaction = (transaction: number): KyselyPlugin => ({
    transformQuery: ({ node }) => {
      const last = log?.at(-1);
      if (last) last.transaction = transaction;
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  let transactions = 0;
  const logged = db.withPlugin(recorder);
  // A statement compiled once and executed as it is (`compiledQuery`, issue 32) passes no plugin: recorded here.
  const executeQuery = logged.executeQuery.bind(logged) as Kysely<Database>['executeQuery'];
  logged.executeQuery = ((query: Parameters<Kysely<Database>['executeQuery']>[0], queryId) => {
    // Recorded once: not again when its compiling was the statement recorded last, just now.
    if (!('compile' in query) && !(last === compiledNow && compiledNow?.sql === query.sql))
      record({ kind: query.query.kind, sql: query.sql });
    return executeQuery(query, queryId);
  }) as Kysely<Database>['executeQuery'];
  const transaction = logged.transaction.bind(logged);
  logged.transaction = () => {
    const builder = transaction();
    const execute = builder.execute.bind(builder) as TransactionBuilder<Database>['execute'];
    builder.execute = (callback) =>
      execute((trx) => callback(trx.withPlugin(inTransaction((transactions += 1)))));
    return builder;
  };
  return logged;
}
