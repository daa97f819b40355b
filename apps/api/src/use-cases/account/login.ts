import { AppError } from '../../errors.ts';
import { normalizeEmail } from '../../modules/customer/customer-repository.ts';
import type { AccountContext } from './account-context.ts';
import { checkCredentials } from './check-credentials.ts';
import { issueSession } from './session-tokens.ts';
import type { SessionTokens } from '@hemma/contract';

/** The same words for an unknown e-mail and a wrong password: the answer must not tell which e-mails exist. */
export const LOGIN_FAILED_MESSAGE = 'You did not sign in correctly or your account is temporarily disabled.';

/** POST /api/user/login: username is the e-mail. 401 for wrong credentials, 429 while throttled. */
export async function login(
  context: AccountContext,
  input: { username: string; password: string },
  clientAddress: string,
): Promise<SessionTokens> {
  const check = await checkCredentials(
    context,
    normalizeEmail(input.username),
    input.password,
    clientAddress,
  );
  if (!check.ok)
    throw new AppError(check.status, check.status === 429 ? check.message : LOGIN_FAILED_MESSAGE);
  return issueSession(context, check.customer);
}
