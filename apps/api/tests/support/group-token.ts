import { signToken } from '../../src/modules/credentials/signed-token.ts';
import { DEVELOPMENT_AUTH_SECRET } from '../../src/use-cases/account/account-context.ts';
import { GROUP_TOKEN_USE } from '../../src/use-cases/account/session-tokens.ts';

/**
 * A groupToken for a customer group, signed as a login would sign it on a test API (which runs with the
 * development secret unless a suite sets its own), valid for an hour from `now`.
 */
export function groupTokenFor(group: number, now = new Date()): string {
  const iat = Math.floor(now.getTime() / 1000);
  return signToken(DEVELOPMENT_AUTH_SECRET, { use: GROUP_TOKEN_USE, grp: group, iat, exp: iat + 3600 });
}
