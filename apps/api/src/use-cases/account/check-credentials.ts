import type { CustomerRow } from '../../modules/customer/customer-repository.ts';
import type { LoginAttemptScope } from '../../modules/credentials/login-attempt-repository.ts';
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
  | { ok: false; status: 429; reason: 'throttled'; message: string };

interface Subject {
  scope: LoginAttemptScope;
  subject: string;
  limit: number;
}

/** "Please try again in 12 minutes." — how long until the oldest counted failure leaves the window. */
function throttledMessage(retryAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  return `Too many failed login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * Checks an e-mail (normalised) and password with throttling: after too many failures for the e-mail or from the
 * client address within the window, the password is not even checked (429). An unknown e-mail is counted and
 * answered exactly like a wrong password, in the same time, so neither tells whether the e-mail is registered.
 * A success forgets the e-mail's failures and upgrades a hash made with older parameters.
 */
export async function checkCredentials(
  context: AccountContext,
  email: string,
  password: string,
  clientAddress: string,
): Promise<CredentialCheck> {
  const { settings } = context;
  const now = context.now();
  const windowStart = new Date(now.getTime() - settings.loginWindowMs).toISOString();
  const subjects: Subject[] = [
    { scope: 'account', subject: email, limit: settings.loginAttempts },
    { scope: 'address', subject: clientAddress, limit: settings.loginAttemptsPerAddress },
  ];
  const reached = await Promise.all(
    subjects.map((s) => context.loginAttempts.limitReachedAt(s.scope, s.subject, windowStart, s.limit)),
  );
  const blockedSince = reached.filter((at): at is string => at !== null).sort();
  const latest = blockedSince[blockedSince.length - 1];
  if (latest !== undefined) {
    const retryAt = new Date(new Date(latest).getTime() + settings.loginWindowMs);
    return { ok: false, status: 429, reason: 'throttled', message: throttledMessage(retryAt, now) };
  }

  const customer = await context.customers.findByEmail(email);
  const matches = customer
    ? await verifyPassword(password, customer.password_hash)
    : await spendPasswordCheck(password).then(() => false);
  if (!customer || !matches) {
    await context.loginAttempts.recordFailure(subjects, now.toISOString(), windowStart);
    return { ok: false, status: 401, reason: 'wrong' };
  }
  await context.loginAttempts.clear('account', email);
  if (needsRehash(customer.password_hash))
    await context.customers.setPasswordHash(customer.id, await hashPassword(password), now.toISOString());
  return { ok: true, customer };
}
