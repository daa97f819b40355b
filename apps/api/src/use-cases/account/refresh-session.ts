import { AppError } from '../../errors.ts';
import { hashToken } from '../../modules/credentials/signed-token.ts';
import type { AccountContext } from './account-context.ts';
import { issueSession } from './session-tokens.ts';
import type { SessionTokens } from '@hemma/contract';

/** SPEC §8: what the client shows (and why it logs out) when the session cannot be refreshed. */
export const REFRESH_FAILED_MESSAGE =
  'Error refreshing user token. User is not authorized to access the resource';

/**
 * POST /api/user/refresh: spends the refresh token and answers a new pair (rotation). A token is good once: a
 * second use means it was copied, so the whole family — including the tokens issued after it — is revoked and
 * whoever holds them must log in again.
 */
export async function refreshSession(context: AccountContext, refreshToken: string): Promise<SessionTokens> {
  const now = context.now().toISOString();
  const row = await context.tokens.findRefreshToken(hashToken(refreshToken));
  if (!row || row.revoked_at !== null || row.expires_at <= now)
    throw new AppError(401, REFRESH_FAILED_MESSAGE);
  if (row.used_at !== null || !(await context.tokens.claimRefreshToken(row.id, now))) {
    await context.tokens.revokeFamily(row.family_id, now);
    throw new AppError(401, REFRESH_FAILED_MESSAGE);
  }
  const customer = await context.customers.findById(row.customer_id);
  if (!customer) throw new AppError(401, REFRESH_FAILED_MESSAGE);
  return issueSession(context, customer, row.family_id);
}
