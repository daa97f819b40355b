import { createHash, randomBytes } from 'node:crypto';
import type { LoginAttemptScope, LoginAttemptStore } from '@hemma/api';
import type { RedisLink } from './link.ts';

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
