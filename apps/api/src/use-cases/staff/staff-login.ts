import {
  deviceKnows,
  makeDeviceCookie,
  reserveLoginAttempt,
  retryAfterSeconds,
  waitInWords,
} from '../../modules/credentials/login-throttle.ts';
import {
  hashPassword,
  needsRehash,
  spendPasswordCheck,
  verifyPassword,
} from '../../modules/credentials/password-hash.ts';
import type { StaffRow } from '../../modules/staff/staff-repository.ts';
import type { StaffContext } from './staff-context.ts';

export const STAFF_LOGIN_FAILED = 'The e-mail or password is wrong, or the account is not active.';
const DEVICE_PURPOSE = 'staff-device';

export type StaffLoginResult =
  | { ok: true; staff: StaffRow; deviceCookie: string }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

/**
 * Checks a staff login with throttling that stops guessing without handing strangers a lockout (decisions 0020,
 * 0024; the same counters as a customer's login): failures count per (e-mail, address) and per address, which
 * nobody elsewhere can fill for the owner; and per e-mail, a limit that only browsers without the account's device
 * cookie meet — the owner's own browser, where they logged in before, always gets its password checked. Each attempt
 * is counted before its password is checked (issue 29) and a success takes it back. Unknown e-mails are answered like
 * wrong passwords, in the same time.
 */
export async function checkStaffLogin(
  context: StaffContext,
  input: { email: string; password: string; clientAddress: string; deviceCookie: string | undefined },
): Promise<StaffLoginResult> {
  const { settings } = context;
  const email = input.email.trim().toLowerCase();
  const now = context.now();
  const staff = await context.staff.findByEmail(email);
  const knownDevice = deviceKnows(settings.secret, DEVICE_PURPOSE, input.deviceCookie, staff?.id);
  const { rules, reservation } = await reserveLoginAttempt(
    context.loginAttempts,
    { pair: 'staff-account-address', address: 'staff-address', account: 'staff-account' },
    settings,
    { email, address: input.clientAddress, knownDevice, now },
  );
  if (!reservation.ok) {
    const retryAt = new Date(reservation.retryAt);
    const message = `Too many failed logins. Please try again in ${waitInWords(retryAt, now)}.`;
    return { ok: false, status: 429, message, retryAfterSeconds: retryAfterSeconds(retryAt, now) };
  }
  const matches = staff
    ? await verifyPassword(input.password, staff.password_hash)
    : await spendPasswordCheck(input.password).then(() => false);
  // A wrong password leaves its attempt counted: that is its failure.
  if (!staff || !matches || staff.is_active !== 1)
    return { ok: false, status: 401, message: STAFF_LOGIN_FAILED };
  await reservation.release();
  await context.loginAttempts.clear(rules.pair.scope, rules.pair.subject);
  if (needsRehash(staff.password_hash))
    await context.staff.update(
      context.db,
      staff.id,
      { password_hash: await hashPassword(input.password) },
      now.toISOString(),
    );
  return { ok: true, staff, deviceCookie: makeDeviceCookie(settings.secret, DEVICE_PURPOSE, staff.id) };
}
