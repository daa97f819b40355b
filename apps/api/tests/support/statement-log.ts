import type { Kysely, KyselyPlugin, TransactionBuilder } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

/** One statement the API sent: its SQL (as compiled for the database under test) and whether a transaction held it. */
export interface LoggedStatement {
  kind: string;
  sql: string;
  inTransaction: boolean;
}

/**
 * The database the test API is given when its statements are counted: every statement is recorded (its kind in
 * `kinds`, its SQL in `log`), and those sent through a transaction's connection are marked, so a test can count the
 * round trips a transaction holds its connection for (BEGIN and COMMIT come on top).
 */
export function loggingDatabase(
  db: Kysely<Database>,
  kinds: string[] | undefined,
  log: LoggedStatement[] | undefined,
): Kysely<Database> {
  const executor = db.getExecutor();
  const recorder: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      kinds?.push(node.kind);
      log?.push({ kind: node.kind, sql: executor.compileQuery(node, queryId).sql, inTransaction: false });
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  // Runs right after the recorder for the same statement (plugins apply in order, synchronously).
  const inTransaction: KyselyPlugin = {
    transformQuery: ({ node }) => {
      const last = log?.at(-1);
      if (last) last.inTransaction = true;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const logged = db.withPlugin(recorder);
  const transaction = logged.transaction.bind(logged);
  logged.transaction = () => {
    const builder = transaction();
    const execute = builder.execute.bind(builder) as TransactionBuilder<Database>['execute'];
    builder.execute = (callback) => execute((trx) => callback(trx.withPlugin(inTransaction)));
    return builder;
  };
  return logged;
}
