import type { SessionTokens } from '@hemma/contract';
import { randomUUID } from 'node:crypto';
import { hashToken, randomToken, signToken } from '../../modules/credentials/signed-token.ts';
import type { AccountContext } from './account-context.ts';

export const ACCESS_TOKEN_USE = 'access';
export const GROUP_TOKEN_USE = 'group';

/**
 * Issues an access token and a new refresh token. A login starts a new family; a refresh continues the family of
 * the token it spent, so that a replay of any spent token can revoke everything issued after it.
 */
export async function issueSession(
  context: AccountContext,
  customer: { id: number; group_id: number },
  familyId: string = randomUUID(),
): Promise<SessionTokens> {
  const now = context.now();
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + Math.floor(context.settings.accessTokenTtlMs / 1000);
  const { secret } = context.settings;
  const refreshToken = randomToken();
  await context.tokens.deleteExpiredRefreshTokens(customer.id, now.toISOString());
  await context.tokens.insertRefreshToken({
    customerId: customer.id,
    tokenHash: hashToken(refreshToken),
    familyId,
    expiresAt: new Date(now.getTime() + context.settings.refreshTokenTtlMs).toISOString(),
    now: now.toISOString(),
  });
  return {
    // No e-mail or name in the claims: tokens may travel in query strings and end up in access logs. `sid` names
    // the session (the refresh family), which each request checks is still open (decision 0024).
    token: signToken(secret, {
      use: ACCESS_TOKEN_USE,
      sub: String(customer.id),
      sid: familyId,
      grp: customer.group_id,
      iat,
      exp,
    }),
    refreshToken,
    groupToken: signToken(secret, { use: GROUP_TOKEN_USE, grp: customer.group_id, iat, exp }),
    groupId: customer.group_id,
  };
}
