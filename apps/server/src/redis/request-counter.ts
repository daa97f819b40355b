import type { RequestCounter } from '@hemma/api';
import type { RedisLink } from './link.ts';

/**
 * API keys' requests counted in Redis (decision 0051), so every node throttles a key by the same count: one INCR per
 * request on a key per (subject, window) that expires with the window. While Redis does not answer, each process
 * counts in its own memory (`fallback`): the limit then holds per node.
 */
export function redisRequestCounter(link: RedisLink, fallback: RequestCounter): RequestCounter {
  return {
    async hit(subject, windowMs, nowMs) {
      if (!link.up()) return fallback.hit(subject, windowMs, nowMs);
      const startMs = nowMs - (nowMs % windowMs);
      const key = `${link.prefix}requests:${subject}:${startMs}`;
      try {
        const results = await link.commands
          .multi()
          .incr(key)
          .pexpire(key, windowMs + 1_000)
          .exec();
        const count = Number(results?.[0]?.[1]);
        if (!Number.isFinite(count)) return await fallback.hit(subject, windowMs, nowMs);
        return { count, resetAtMs: startMs + windowMs };
      } catch {
        return fallback.hit(subject, windowMs, nowMs);
      }
    },
  };
}
