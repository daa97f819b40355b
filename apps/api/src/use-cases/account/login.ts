import { AppError, ThrottledError } from '../../errors.ts';
import { normalizeEmail } from '../../modules/customer/customer-repository.ts';
import type { AccountContext } from './account-context.ts';
import { checkCredentials, customerDeviceCookie, type CredentialSource } from './check-credentials.ts';
import { issueSession } from './session-tokens.ts';
import type { SessionTokens } from '@hemma/contract';

/** The same words for an unknown e-mail and a wrong password: the answer must not tell which e-mails exist. */
export const LOGIN_FAILED_MESSAGE = 'You did not sign in correctly or your account is temporarily disabled.';

/**
 * POST /api/user/login: username is the e-mail. 401 for wrong credentials, 429 while throttled. A success also
 * answers a new device cookie for the browser, which lets it past the per-account limit later (decision 0024).
 */
export async function login(
  context: AccountContext,
  input: { username: string; password: string },
  source: CredentialSource,
): Promise<{ session: SessionTokens; deviceCookie: string }> {
  const check = await checkCredentials(context, normalizeEmail(input.username), input.password, source);
  if (!check.ok) {
    if (check.status === 429) throw new ThrottledError(check.message, check.retryAfterSeconds);
    throw new AppError(check.status, LOGIN_FAILED_MESSAGE);
  }
  return {
    session: await issueSession(context, check.customer),
    deviceCookie: customerDeviceCookie(context, check.customer.id),
  };
}
