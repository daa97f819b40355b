import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { LoginAttemptScope } from '../../db/tables/accounts.ts';
import { nextTryAt, type AttemptCounter, type ThrottleRule } from './throttle-rule.ts';

const subjectHash = (subject: string) => createHash('sha256').update(subject).digest('hex');

/**
 * Rows of `login_attempt_locks` (migration 0029) that serialise the counting: a counter's subject hashes to one of
 * them. Two counters sharing a bucket only wait for each other, so the number only trades rows for waiting.
 */
const LOCK_BUCKETS = 256;
const lockBucket = (subject: string) => parseInt(subjectHash(subject).slice(0, 8), 16) % LOCK_BUCKETS;

/** An attempt counted before its password was checked: a failure unless released. */
export type Reservation = { ok: true; release(): Promise<void> } | { ok: false; retryAt: string };

/** An attempt to count: refused when a counter of `check` is at its limit or in its delay, else counted on `record`. */
export interface AttemptToReserve {
  check: readonly ThrottleRule[];
  record: readonly AttemptCounter[];
  now: string;
  windowMs: number;
}

/** The times of the subject's most recent failures after `since`, newest first, at most `limit` of them. */
async function recentIn(db: Db, rule: ThrottleRule, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('login_attempts')
    .select('created_at')
    .where('scope', '=', rule.scope)
    .where('subject_hash', '=', subjectHash(rule.subject))
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(rule.limit)
    .execute();
  return rows.map((row) => row.created_at);
}

/**
 * Takes the lock rows of these counters until the transaction ends, in bucket order, so that no two attempts can each
 * hold a row the other waits for. On PostgreSQL the upsert locks the row; on SQLite, as the transaction's first write,
 * it takes the database's write lock before anything is read.
 */
async function lockCounters(trx: Db, counters: readonly AttemptCounter[], now: string): Promise<void> {
  const buckets = [...new Set(counters.map((c) => lockBucket(c.subject)))].sort((a, b) => a - b);
  for (const bucket of buckets)
    await trx
      .insertInto('login_attempt_locks')
      .values({ bucket, locked_at: now })
      .onConflict((conflict) => conflict.column('bucket').doUpdateSet({ locked_at: now }))
      .execute();
}

/**
 * Failed logins (and other throttled requests: registrations, reset mails) in the shared database, so that every API
 * process enforces the same limit.
 */
export function createLoginAttemptRepository(db: Db) {
  const forgetOlderThan = async (before: string) => {
    await db.deleteFrom('login_attempts').where('created_at', '<', before).execute();
  };

  return {
    /** The times of the subject's most recent failures after `since`, newest first, at most `limit` of them. */
    recentFailures: (scope: LoginAttemptScope, subject: string, since: string, limit: number) =>
      recentIn(db, { scope, subject, limit }, since),

    /**
     * Counts an attempt before its password is checked, unless the counters refuse it, in one step: the counters are
     * locked while they are read and the attempt is written, so of parallel attempts each sees those before it
     * (issue 29). Failures older than the window are forgotten, so the table stays small.
     */
    async reserve({ check, record, now, windowMs }: AttemptToReserve): Promise<Reservation> {
      const nowMs = Date.parse(now);
      const since = new Date(nowMs - windowMs).toISOString();
      const outcome = await db.transaction().execute(async (trx) => {
        await lockCounters(trx, [...check, ...record], now);
        const recent: string[][] = [];
        for (const rule of check) recent.push(await recentIn(trx, rule, since));
        const opensAt = nextTryAt(check, recent, nowMs, windowMs);
        if (opensAt !== null) return { ok: false as const, retryAt: new Date(opensAt).toISOString() };
        const rows = await trx
          .insertInto('login_attempts')
          .values(
            record.map((c) => ({ scope: c.scope, subject_hash: subjectHash(c.subject), created_at: now })),
          )
          .returning('id')
          .execute();
        return { ok: true as const, ids: rows.map((row) => row.id) };
      });
      if (!outcome.ok) return outcome;
      await forgetOlderThan(since);
      return {
        ok: true,
        release: async () => {
          await db.deleteFrom('login_attempts').where('id', 'in', outcome.ids).execute();
        },
      };
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
      await forgetOlderThan(forgetBefore);
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
