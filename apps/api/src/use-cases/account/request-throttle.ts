import { ThrottledError } from '../../errors.ts';
import type { LoginAttemptScope } from '../../modules/credentials/login-attempt-repository.ts';
import { retryAfterSeconds, throttledUntil, waitInWords } from '../../modules/credentials/login-throttle.ts';
import type { AccountContext } from './account-context.ts';

type RequestScope = Extract<LoginAttemptScope, 'register-address' | 'reset-address'>;

const ruleFor = (context: AccountContext, scope: RequestScope, clientAddress: string) => ({
  scope,
  subject: clientAddress,
  limit: context.settings.accountRequestsPerAddress,
});

/**
 * Refuses (429) a registration or reset request from a client address that made `accountRequestsPerAddress` counted
 * ones within the login window (decision 0024): the SPEC's "already exists" answer tells that an e-mail is
 * registered, and reset requests send mail, so neither may be asked for many e-mails from one place.
 */
export async function refuseWhenThrottled(
  context: AccountContext,
  scope: RequestScope,
  clientAddress: string,
): Promise<void> {
  const now = context.now();
  const rule = ruleFor(context, scope, clientAddress);
  const retryAt = await throttledUntil(context.loginAttempts, [rule], now, context.settings.loginWindowMs);
  if (retryAt)
    throw new ThrottledError(
      `Too many requests from your network. Please try again in ${waitInWords(retryAt, now)}.`,
      retryAfterSeconds(retryAt, now),
    );
}

/** Counts one such request of the address. */
export async function countRequest(
  context: AccountContext,
  scope: RequestScope,
  clientAddress: string,
): Promise<void> {
  const now = context.now();
  const forgetBefore = new Date(now.getTime() - context.settings.loginWindowMs).toISOString();
  await context.loginAttempts.recordFailure(
    [ruleFor(context, scope, clientAddress)],
    now.toISOString(),
    forgetBefore,
  );
}
