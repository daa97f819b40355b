import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LoginAttemptScope } from '../../modules/credentials/login-attempt-repository.ts';
import {
  hashPassword,
  needsRehash,
  spendPasswordCheck,
  verifyPassword,
} from '../../modules/credentials/password-hash.ts';
import { randomToken } from '../../modules/credentials/signed-token.ts';
import type { StaffRow } from '../../modules/staff/staff-repository.ts';
import type { StaffContext } from './staff-context.ts';

export const STAFF_LOGIN_FAILED = 'The e-mail or password is wrong, or the account is not active.';

export type StaffLoginResult =
  | { ok: true; staff: StaffRow; deviceCookie: string }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

/**
 * A device cookie: proof that this browser logged in to this staff account before. It carries the staff id, a
 * random part and an HMAC, so only the server can make one and it names one account (decision 0020).
 */
export function makeDeviceCookie(secret: string, staffId: number): string {
  const body = `${staffId}.${randomToken()}`;
  return `${body}.${createHmac('sha256', secret).update(`staff-device:${body}`).digest('base64url')}`;
}

/** Whether a device cookie was made by this server for this staff e-mail's account. */
function deviceKnows(secret: string, cookie: string | undefined, staffId: number | undefined): boolean {
  if (!cookie || staffId === undefined) return false;
  const at = cookie.lastIndexOf('.');
  const body = cookie.slice(0, at);
  if (at < 0 || body.split('.')[0] !== String(staffId)) return false;
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`staff-device:${body}`).digest('base64url'),
  );
  const given = Buffer.from(cookie.slice(at + 1));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function retryMessage(retryAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  return `Too many failed logins. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * Checks a staff login with throttling that stops guessing without handing strangers a lockout (decision 0020):
 * failures count per (e-mail, address) and per address, which nobody elsewhere can fill for the owner; and per
 * e-mail, a limit that only browsers without the account's device cookie meet — the owner's own browser, where
 * they logged in before, always gets its password checked. Unknown e-mails are answered like wrong passwords, in
 * the same time.
 */
export async function checkStaffLogin(
  context: StaffContext,
  input: { email: string; password: string; clientAddress: string; deviceCookie: string | undefined },
): Promise<StaffLoginResult> {
  const { settings } = context;
  const email = input.email.trim().toLowerCase();
  const now = context.now();
  const windowStart = new Date(now.getTime() - settings.loginWindowMs).toISOString();
  const staff = await context.staff.findByEmail(email);
  const knownDevice = deviceKnows(settings.secret, input.deviceCookie, staff?.id);
  const subjects: { scope: LoginAttemptScope; subject: string; limit: number }[] = [
    {
      scope: 'staff-account-address',
      subject: `${email} ${input.clientAddress}`,
      limit: settings.loginAttemptsPerAccountAddress,
    },
    { scope: 'staff-address', subject: input.clientAddress, limit: settings.loginAttemptsPerAddress },
  ];
  const accountLimit = {
    scope: 'staff-account' as const,
    subject: email,
    limit: settings.loginAttemptsPerAccount,
  };
  const checked = knownDevice ? subjects : [...subjects, accountLimit];
  const reached = await Promise.all(
    checked.map((s) => context.loginAttempts.limitReachedAt(s.scope, s.subject, windowStart, s.limit)),
  );
  const blockedSince = reached.filter((at): at is string => at !== null).sort();
  const latest = blockedSince[blockedSince.length - 1];
  if (latest !== undefined) {
    const retryAt = new Date(new Date(latest).getTime() + settings.loginWindowMs);
    const retryAfterSeconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
    return { ok: false, status: 429, message: retryMessage(retryAt, now), retryAfterSeconds };
  }
  const matches = staff
    ? await verifyPassword(input.password, staff.password_hash)
    : await spendPasswordCheck(input.password).then(() => false);
  if (!staff || !matches || staff.is_active !== 1) {
    await context.loginAttempts.recordFailure([...subjects, accountLimit], now.toISOString(), windowStart);
    return { ok: false, status: 401, message: STAFF_LOGIN_FAILED };
  }
  await context.loginAttempts.clear('staff-account-address', `${email} ${input.clientAddress}`);
  if (needsRehash(staff.password_hash))
    await context.staff.update(
      context.db,
      staff.id,
      { password_hash: await hashPassword(input.password) },
      now.toISOString(),
    );
  return { ok: true, staff, deviceCookie: makeDeviceCookie(settings.secret, staff.id) };
}
