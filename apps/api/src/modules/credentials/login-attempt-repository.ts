import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { LoginAttemptScope } from '../../db/tables/accounts.ts';

const subjectHash = (subject: string) => createHash('sha256').update(subject).digest('hex');

/**
 * Failed logins (and other throttled requests: registrations, reset mails) in the shared database, so that every API
 * process enforces the same limit.
 */
export function createLoginAttemptRepository(db: Db) {
  return {
    /** The times of the subject's most recent failures after `since`, newest first, at most `limit` of them. */
    async recentFailures(
      scope: LoginAttemptScope,
      subject: string,
      since: string,
      limit: number,
    ): Promise<string[]> {
      const rows = await db
        .selectFrom('login_attempts')
        .select('created_at')
        .where('scope', '=', scope)
        .where('subject_hash', '=', subjectHash(subject))
        .where('created_at', '>', since)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.created_at);
    },

    /** Records failures and forgets those older than the window, so the table stays small. */
    async recordFailure(
      subjects: readonly { scope: LoginAttemptScope; subject: string }[],
      now: string,
      forgetBefore: string,
    ): Promise<void> {
      await db
        .insertInto('login_attempts')
        .values(
          subjects.map((s) => ({ scope: s.scope, subject_hash: subjectHash(s.subject), created_at: now })),
        )
        .execute();
      await db.deleteFrom('login_attempts').where('created_at', '<', forgetBefore).execute();
    },

    /** A successful login forgets the account's failures; the address keeps its count. */
    async clear(scope: LoginAttemptScope, subject: string): Promise<void> {
      await db
        .deleteFrom('login_attempts')
        .where('scope', '=', scope)
        .where('subject_hash', '=', subjectHash(subject))
        .execute();
    },
  };
}

/**
 * Where the counters of failed logins live (decision 0032): this database by default; the host may put them in Redis
 * (REDIS_URL), falling back on this repository while Redis does not answer.
 */
export type LoginAttemptRepository = ReturnType<typeof createLoginAttemptRepository>;
export type LoginAttemptStore = LoginAttemptRepository;
/** Makes the store from the database's repository (the default store, and the fallback of any other). */
export type LoginAttemptStoreFactory = (database: LoginAttemptStore) => LoginAttemptStore;

export type { LoginAttemptScope, LoginAttemptTable } from '../../db/tables/accounts.ts';
