import { hashPassword } from '../../modules/credentials/password-hash.ts';
import type { AccountContext } from './account-context.ts';
import type { AuthenticatedCustomer } from './authenticate.ts';
import { checkCredentials, type CredentialSource } from './check-credentials.ts';
import { passwordProblem } from './customer-input.ts';

export const WRONG_CURRENT_PASSWORD_MESSAGE =
  "The password doesn't match this account. Verify the password and try again.";

/** SPEC §8: the storefront shows `result.errorMessage` of a failed change, so failures are results, not throws. */
export type ChangePasswordOutcome = { ok: true } | { ok: false; status: 400 | 429; errorMessage: string };

/**
 * POST /api/user/change-password for the logged-in customer. The current password is checked like a login
 * (throttled, so a stolen access token cannot be used to guess it); the new one must pass SPEC §5. Every session
 * ends at once, the caller's too: refresh tokens are revoked and access tokens refused (decision 0024); the client
 * logs in again with the new password (SPEC §4).
 */
export async function changePassword(
  context: AccountContext,
  customer: AuthenticatedCustomer,
  input: { currentPassword: string; newPassword: string },
  source: CredentialSource,
): Promise<ChangePasswordOutcome> {
  const problem = passwordProblem(input.newPassword);
  if (problem) return { ok: false, status: 400, errorMessage: problem };
  const check = await checkCredentials(context, customer.email, input.currentPassword, source);
  if (!check.ok)
    return check.status === 429
      ? { ok: false, status: 429, errorMessage: check.message }
      : { ok: false, status: 400, errorMessage: WRONG_CURRENT_PASSWORD_MESSAGE };
  const now = context.now().toISOString();
  await context.customers.setPasswordHash(customer.customerId, await hashPassword(input.newPassword), now);
  await context.tokens.revokeAllOfCustomer(customer.customerId, now);
  await context.tokens.spendAllResetTokens(customer.customerId, now);
  return { ok: true };
}
