import { hashToken } from '../../modules/credentials/signed-token.ts';
import type { AccountContext } from './account-context.ts';
import type { AuthenticatedCustomer } from './authenticate.ts';

/**
 * POST /api/user/logout: ends the session of the caller's access token and/or of the refresh token it holds (a
 * cookie or the body): its refresh tokens are revoked and its access tokens refused from now on (decision 0024).
 * Nothing to end is not an error — logging out twice is logging out.
 */
export async function logout(
  context: AccountContext,
  caller: { customer: AuthenticatedCustomer | null; refreshToken: string | undefined },
): Promise<true> {
  const now = context.now().toISOString();
  if (caller.customer) await context.tokens.revokeFamily(caller.customer.sessionId, now);
  if (caller.refreshToken) {
    const row = await context.tokens.findRefreshToken(hashToken(caller.refreshToken));
    if (row) await context.tokens.revokeFamily(row.family_id, now);
  }
  return true;
}
