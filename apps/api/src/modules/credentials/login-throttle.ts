import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomToken } from './signed-token.ts';
import type { LoginAttemptRepository, LoginAttemptScope, Reservation } from './login-attempt-repository.ts';
import { nextTryAt, type ThrottleRule } from './throttle-rule.ts';

/** Failures of an (e-mail, address) pair before its growing delay starts. */
export const PAIR_DELAY_AFTER = 3;
/** Failures from one address (any e-mail) before its growing delay starts. */
export const ADDRESS_DELAY_AFTER = 10;

/**
 * The three counters of a login (decision 0020, 0024): per (e-mail, address) and per address, which nobody elsewhere
 * can fill for the owner, and per e-mail, which only browsers without the account's device cookie meet.
 */
export function loginRules(
  scopes: { pair: LoginAttemptScope; address: LoginAttemptScope; account: LoginAttemptScope },
  limits: { perAccountAddress: number; perAddress: number; perAccount: number },
  email: string,
  address: string,
): { pair: ThrottleRule; address: ThrottleRule; account: ThrottleRule } {
  return {
    pair: {
      scope: scopes.pair,
      subject: `${email} ${address}`,
      limit: limits.perAccountAddress,
      delayAfter: PAIR_DELAY_AFTER,
    },
    address: {
      scope: scopes.address,
      subject: address,
      limit: limits.perAddress,
      delayAfter: ADDRESS_DELAY_AFTER,
    },
    account: { scope: scopes.account, subject: email, limit: limits.perAccount },
  };
}

/** When the next try of these counters may be made (null: now). */
export async function throttledUntil(
  attempts: LoginAttemptRepository,
  rules: readonly ThrottleRule[],
  now: Date,
  windowMs: number,
): Promise<Date | null> {
  const since = new Date(now.getTime() - windowMs).toISOString();
  const recent = await Promise.all(
    rules.map((rule) => attempts.recentFailures(rule.scope, rule.subject, since, rule.limit)),
  );
  const until = nextTryAt(rules, recent, now.getTime(), windowMs);
  return until === null ? null : new Date(until);
}

/** The limits of a login's counters (the customer's and the staff's settings both have them). */
export interface LoginLimits {
  loginAttemptsPerAccountAddress: number;
  loginAttemptsPerAddress: number;
  loginAttemptsPerAccount: number;
  loginWindowMs: number;
}

/**
 * Counts a login attempt before its password is checked, unless its counters refuse it now (`retryAt`). The attempt
 * counts as a failure on all three counters until it is released, so parallel guesses meet the limit as if they had
 * come one after another (issue 29). The per-account counter is only checked for a browser without the account's
 * device cookie.
 */
export async function reserveLoginAttempt(
  attempts: LoginAttemptRepository,
  scopes: { pair: LoginAttemptScope; address: LoginAttemptScope; account: LoginAttemptScope },
  limits: LoginLimits,
  login: { email: string; address: string; knownDevice: boolean; now: Date },
): Promise<{ rules: ReturnType<typeof loginRules>; reservation: Reservation }> {
  const rules = loginRules(
    scopes,
    {
      perAccountAddress: limits.loginAttemptsPerAccountAddress,
      perAddress: limits.loginAttemptsPerAddress,
      perAccount: limits.loginAttemptsPerAccount,
    },
    login.email,
    login.address,
  );
  const reservation = await attempts.reserve({
    check: login.knownDevice ? [rules.pair, rules.address] : [rules.pair, rules.address, rules.account],
    record: [rules.pair, rules.address, rules.account],
    now: login.now.toISOString(),
    windowMs: limits.loginWindowMs,
  });
  return { rules, reservation };
}

/** The wait until `retryAt` in whole seconds (at least 1), for a Retry-After header. */
export function retryAfterSeconds(retryAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
}

/** "12 minutes" or "4 seconds": the wait in words for a 429 message. */
export function waitInWords(retryAt: Date, now: Date): string {
  const seconds = retryAfterSeconds(retryAt, now);
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * A device cookie: proof that this browser logged in to this account before. It carries the account id, a random
 * part and an HMAC with the auth secret under a purpose ('staff-device', 'customer-device'), so only the server can
 * make one and it names one account of one kind.
 */
export function makeDeviceCookie(secret: string, purpose: string, accountId: number): string {
  const body = `${accountId}.${randomToken()}`;
  return `${body}.${createHmac('sha256', secret).update(`${purpose}:${body}`).digest('base64url')}`;
}

/** Whether a device cookie was made by this server for this account. */
export function deviceKnows(
  secret: string,
  purpose: string,
  cookie: string | undefined,
  accountId: number | undefined,
): boolean {
  if (!cookie || accountId === undefined) return false;
  const at = cookie.lastIndexOf('.');
  const body = cookie.slice(0, at);
  if (at < 0 || body.split('.')[0] !== String(accountId)) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${purpose}:${body}`).digest('base64url'));
  const given = Buffer.from(cookie.slice(at + 1));
  return expected.length === given.length && timingSafeEqual(expected, given);
}
