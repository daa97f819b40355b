import type { CustomerRow } from '../../modules/customer/customer-repository.ts';
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
import type { AccountContext } from './account-context.ts';

export type CredentialCheck =
  | { ok: true; customer: CustomerRow }
  | { ok: false; status: 401; reason: 'wrong' }
  | { ok: false; status: 429; reason: 'throttled'; message: string; retryAfterSeconds: number };

const DEVICE_PURPOSE = 'customer-device';

/** A device cookie for this customer's browser, set at each successful login (decision 0024). */
export const customerDeviceCookie = (context: AccountContext, customerId: number) =>
  makeDeviceCookie(context.settings.secret, DEVICE_PURPOSE, customerId);

/** Where a password check comes from: the client's address and the device cookie its browser sent, if any. */
export interface CredentialSource {
  clientAddress: string;
  deviceCookie?: string | undefined;
}

/**
 * Checks an e-mail (normalised) and password with throttling that stops guessing without handing strangers a
 * lockout (decision 0024, the same counters as a staff login): failures count per (e-mail, address) and per
 * address, with growing delays, and per e-mail — a limit only browsers without the account's device cookie meet, so
 * the owner's own browser always gets its password checked (and a reset link always works). While throttled the
 * password is not even checked (429); otherwise the attempt is counted before its password is checked, so that
 * parallel guesses cannot all pass the counters (issue 29). An unknown e-mail is counted and answered exactly like a
 * wrong password, in the same time, so neither tells whether the e-mail is registered. A success takes its attempt
 * back, forgets the pair's failures and upgrades a hash made with older parameters.
 */
export async function checkCredentials(
  context: AccountContext,
  email: string,
  password: string,
  source: CredentialSource,
): Promise<CredentialCheck> {
  const { settings } = context;
  const now = context.now();
  const customer = await context.customers.findByEmail(email);
  const knownDevice = deviceKnows(settings.secret, DEVICE_PURPOSE, source.deviceCookie, customer?.id);
  const { rules, reservation } = await reserveLoginAttempt(
    context.loginAttempts,
    { pair: 'account-address', address: 'address', account: 'account' },
    settings,
    { email, address: source.clientAddress, knownDevice, now },
  );
  if (!reservation.ok) {
    const retryAt = new Date(reservation.retryAt);
    return {
      ok: false,
      status: 429,
      reason: 'throttled',
      message: `Too many failed login attempts. Please try again in ${waitInWords(retryAt, now)}.`,
      retryAfterSeconds: retryAfterSeconds(retryAt, now),
    };
  }

  const matches = customer
    ? await verifyPassword(password, customer.password_hash)
    : await spendPasswordCheck(password).then(() => false);
  // A wrong password leaves its attempt counted: that is its failure.
  if (!customer || !matches) return { ok: false, status: 401, reason: 'wrong' };
  await reservation.release();
  await context.loginAttempts.clear(rules.pair.scope, rules.pair.subject);
  if (needsRehash(customer.password_hash))
    await context.customers.setPasswordHash(customer.id, await hashPassword(password), now.toISOString());
  return { ok: true, customer };
}
