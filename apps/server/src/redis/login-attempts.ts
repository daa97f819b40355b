import { createHash, randomBytes } from 'node:crypto';
import type { AttemptToReserve, LoginAttemptScope, LoginAttemptStore, Reservation } from '@hemma/api';
import type { RedisLink } from './link.ts';
import { RESERVE_ATTEMPT } from './reserve-attempt.ts';

const subjectHash = (subject: string) => createHash('sha256').update(subject).digest('hex');

/**
 * Failed-login and request counters in Redis (decision 0032): one sorted set per counter, scored by the time of each
 * failure, expiring with the window, so an attack's writes never reach the shop's database and every node counts
 * the same. While Redis does not answer, the database's store (`fallback`, shared by the nodes as well) counts.
 */
export function redisLoginAttempts(link: RedisLink, fallback: LoginAttemptStore): LoginAttemptStore {
  const key = (scope: LoginAttemptScope, subject: string) =>
    `${link.prefix}attempts:${scope}:${subjectHash(subject)}`;

  async function either<T>(viaRedis: () => Promise<T>, viaDatabase: () => Promise<T>): Promise<T> {
    if (!link.up()) return viaDatabase();
    try {
      return await viaRedis();
    } catch {
      return viaDatabase();
    }
  }

  return {
    recentFailures: (scope, subject, since, limit) =>
      either(
        async () => {
          const found = await link.commands.zrevrangebyscore(
            key(scope, subject),
            '+inf',
            `(${Date.parse(since)}`,
            'WITHSCORES',
            'LIMIT',
            0,
            limit,
          );
          const times: string[] = [];
          for (let i = 1; i < found.length; i += 2) times.push(new Date(Number(found[i])).toISOString());
          return times;
        },
        () => fallback.recentFailures(scope, subject, since, limit),
      ),

    reserve: (attempt) =>
      either(
        () => reserveInRedis(link, key, attempt),
        () => fallback.reserve(attempt),
      ),

    recordFailure: (subjects, now, forgetBefore) =>
      either(
        async () => {
          const at = Date.parse(now);
          const keepMs = Math.max(1_000, at - Date.parse(forgetBefore));
          const batch = link.commands.multi();
          for (const { scope, subject } of subjects) {
            const counter = key(scope, subject);
            batch
              .zadd(counter, at, `${at}:${randomBytes(6).toString('base64url')}`)
              .zremrangebyscore(counter, '-inf', `(${Date.parse(forgetBefore)}`)
              .pexpire(counter, keepMs);
          }
          const results = await batch.exec();
          const failed = results?.find(([error]) => error);
          if (!results || failed) throw failed?.[0] ?? new Error('Redis refused the batch');
        },
        () => fallback.recordFailure(subjects, now, forgetBefore),
      ),

    clear: (scope, subject) =>
      either(
        async () => {
          await link.commands.del(key(scope, subject));
        },
        () => fallback.clear(scope, subject),
      ),
  };
}

/**
 * The database store's `reserve` in one Lua script (reserve-attempt.ts): Redis runs a script alone, so of parallel
 * attempts on any node each sees the ones before it (issue 29). A released attempt leaves its counters.
 */
async function reserveInRedis(
  link: RedisLink,
  key: (scope: LoginAttemptScope, subject: string) => string,
  { check, record, now, windowMs }: AttemptToReserve,
): Promise<Reservation> {
  const at = Date.parse(now);
  const member = `${at}:${randomBytes(6).toString('base64url')}`;
  const keys = [...check, ...record].map((c) => key(c.scope, c.subject));
  const rules = check.flatMap((rule) => [rule.limit, rule.delayAfter ?? -1]);
  const opensAt = Number(
    await link.commands.eval(
      RESERVE_ATTEMPT,
      keys.length,
      ...keys,
      at,
      windowMs,
      check.length,
      member,
      ...rules,
    ),
  );
  if (opensAt > 0) return { ok: false, retryAt: new Date(opensAt).toISOString() };
  const recorded = keys.slice(check.length);
  return {
    ok: true,
    release: async () => {
      const batch = link.commands.multi();
      for (const counter of recorded) batch.zrem(counter, member);
      // A release lost with Redis leaves one failure counted until the window ends: no reason to fail the login.
      await batch.exec().catch(() => undefined);
    },
  };
}
