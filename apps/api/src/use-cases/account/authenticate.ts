import { AppError } from '../../errors.ts';
import { verifyToken } from '../../modules/credentials/signed-token.ts';
import type { AccountContext } from './account-context.ts';
import { ACCESS_TOKEN_USE, GROUP_TOKEN_USE } from './session-tokens.ts';

export interface AuthenticatedCustomer {
  customerId: number;
  groupId: number;
  email: string;
  /** The session (refresh family) the access token was issued with; logout ends it. */
  sessionId: string;
}

export const EXPIRED_TOKEN_MESSAGE =
  'The user token has expired. Refresh it with POST /api/user/refresh. User is not authorized to access the resource';
export const INVALID_TOKEN_MESSAGE =
  'The user token is not valid. User is not authorized to access the resource';
export const GROUP_TOKEN_EXPIRED_MESSAGE =
  'The groupToken has expired: use the one the last login or refresh answered, or leave it out for guest prices.';
export const GROUP_TOKEN_INVALID_MESSAGE =
  'The groupToken is not valid: send the one POST /api/user/login answered, or leave it out for guest prices.';
export const LOGIN_REQUIRED_MESSAGE =
  'You need to be logged in: send the user token as an Authorization: Bearer header.';
export const SESSION_ENDED_MESSAGE =
  'The session of this user token has ended (logout, password change or a reused refresh token): log in again. User is not authorized to access the resource';

/**
 * Who sent a request: null for a guest (no token); throws a 401 AppError for a token that is forged, malformed or
 * expired (the client's cue to refresh, SPEC §4), or whose session has ended. Group and e-mail are read from the
 * customer's row, and the session is checked to be open in the same query (decision 0024), so a group
 * change, a deleted account, a logout, a password change or a revoked refresh chain take effect at once rather than
 * when the token expires.
 */
export async function authenticate(
  context: AccountContext,
  token: string | undefined,
): Promise<AuthenticatedCustomer | null> {
  if (token === undefined || token === '') return null;
  const verified = verifyToken(context.settings.secret, token, ACCESS_TOKEN_USE, context.now());
  if (!verified.ok)
    throw new AppError(401, verified.reason === 'expired' ? EXPIRED_TOKEN_MESSAGE : INVALID_TOKEN_MESSAGE);
  // JWT's `sub` is a string by the standard; ours is the customer id in digits.
  const sub = verified.claims.sub;
  const id = typeof sub === 'string' && /^\d{1,15}$/.test(sub) ? Number(sub) : null;
  const sessionId = verified.claims.sid;
  if (id === null || typeof sessionId !== 'string' || sessionId === '')
    throw new AppError(401, INVALID_TOKEN_MESSAGE);
  const customer = await context.tokens.findSessionCustomer(id, sessionId);
  if (!customer) throw new AppError(401, INVALID_TOKEN_MESSAGE);
  if (!customer.session_open) throw new AppError(401, SESSION_ENDED_MESSAGE);
  return { customerId: customer.id, groupId: customer.group_id, email: customer.email, sessionId };
}

/** Like authenticate, for calls that only a logged-in customer may make: no token is a 401 too. */
export async function requireCustomer(
  context: AccountContext,
  token: string | undefined,
): Promise<AuthenticatedCustomer> {
  const customer = await authenticate(context, token);
  if (!customer) throw new AppError(401, LOGIN_REQUIRED_MESSAGE);
  return customer;
}

/**
 * The customer group a `groupToken` vouches for (SPEC §6), checked by signature alone (catalogue calls stay
 * database-free): null when absent, a 401 when forged or expired. A plain groupId a guest could set is no proof.
 */
export function verifyGroupToken(context: AccountContext, groupToken: string | undefined): number | null {
  if (groupToken === undefined || groupToken === '') return null;
  const verified = verifyToken(context.settings.secret, groupToken, GROUP_TOKEN_USE, context.now());
  if (!verified.ok)
    throw new AppError(
      401,
      verified.reason === 'expired' ? GROUP_TOKEN_EXPIRED_MESSAGE : GROUP_TOKEN_INVALID_MESSAGE,
    );
  const group = verified.claims.grp;
  if (typeof group !== 'number' || !Number.isSafeInteger(group))
    throw new AppError(401, GROUP_TOKEN_INVALID_MESSAGE);
  return group;
}

/** Groups anyone may price as without proof: NOT LOGGED IN (0) and General (1), which every registration joins. */
export const PUBLIC_CUSTOMER_GROUPS: ReadonlySet<number> = new Set([0, 1]);

/**
 * The customer group a catalogue call prices for (SPEC §6): the group a `groupToken` vouches for, or else a plain
 * `groupId` when it names a public group; undefined for none (the default group). SPEC §6 uses groupId only as a
 * cache key once a token is sent, so a token wins over a groupId that disagrees with it. Any other group's prices
 * need its token: a 401 says so rather than pricing a guest as a wholesale customer.
 */
export function customerGroupFor(
  context: AccountContext,
  input: { groupId?: number | null | undefined; groupToken?: string | null | undefined },
): number | undefined {
  const signed = verifyGroupToken(context, input.groupToken ?? undefined);
  if (signed !== null) return signed;
  const groupId = input.groupId ?? undefined;
  if (groupId === undefined || PUBLIC_CUSTOMER_GROUPS.has(groupId)) return groupId;
  throw new AppError(
    401,
    `groupId ${groupId}: this customer group's prices need its groupToken (POST /api/user/login answers one); without a token only groups 0 and 1 can be asked for.`,
  );
}
