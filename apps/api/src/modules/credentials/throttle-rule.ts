import type { LoginAttemptScope } from '../../db/tables/accounts.ts';

/** One counter of attempts: a scope and the subject counted in it (an e-mail, an address, or both). */
export interface AttemptCounter {
  scope: LoginAttemptScope;
  subject: string;
}

/**
 * One counter of failed logins (decision 0024, shared by customers and staff): at `limit` failures within the window
 * the subject waits until the oldest of them leaves it; from `delayAfter` failures on, every further try also waits
 * a delay after the latest failure that doubles with each failure (1 s, 2 s, 4 s … up to the window).
 */
export interface ThrottleRule extends AttemptCounter {
  limit: number;
  delayAfter?: number;
}

/** The first of the growing delays; redis/login-attempts.ts in the host applies the same rule in Redis. */
export const FIRST_DELAY_MS = 1000;

/**
 * When the counters next allow a try (epoch ms), or null when they allow one now. `recent[i]` holds rule i's most
 * recent failures within the window, newest first, at most `limit` of them (ISO times).
 */
export function nextTryAt(
  rules: readonly ThrottleRule[],
  recent: readonly (readonly string[])[],
  nowMs: number,
  windowMs: number,
): number | null {
  const times = rules.flatMap((rule, i) => opensAt(rule, recent[i] ?? [], windowMs));
  const until = Math.max(...times.filter((t) => t > nowMs));
  return Number.isFinite(until) ? until : null;
}

function opensAt(rule: ThrottleRule, recent: readonly string[], windowMs: number): number[] {
  const times: number[] = [];
  const limitAt = recent[rule.limit - 1];
  if (limitAt !== undefined) times.push(Date.parse(limitAt) + windowMs);
  const latest = recent[0];
  if (rule.delayAfter !== undefined && latest !== undefined && recent.length >= rule.delayAfter) {
    const delay = Math.min(windowMs, FIRST_DELAY_MS * 2 ** (recent.length - rule.delayAfter));
    times.push(Date.parse(latest) + delay);
  }
  return times;
}
