import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InputError } from '../errors.ts';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export const QUERY_TOKEN_OFF_MESSAGE =
  'token: user tokens are not accepted in the query string on this shop (URLs end up in logs, history and Referer headers); send it as an Authorization: Bearer header.';

/** API instances that accept the SPEC's `?token=` (HEMMA_TOKENS_IN_QUERY=1); by default only bearer headers count. */
const queryTokenApis = new WeakSet<FastifyInstance>();

/** Lets the API registered on `app` take user tokens from `?token=` too (decision 0024). */
export function acceptQueryTokens(app: FastifyInstance): void {
  queryTokenApis.add(app);
}

/**
 * The user token of a request (SPEC §6, §7): an `Authorization: Bearer` header; the `?token=` query parameter only
 * where the shop turned the SPEC's query mode on (decision 0024). A query token elsewhere is a 400 that says where it
 * belongs, rather than a request silently served as a guest's.
 */
export function readRequestToken(request: FastifyRequest): string | undefined {
  const bearer = readBearerHeader(request);
  if (bearer) return bearer;
  const token = (request.query as Record<string, unknown> | undefined)?.token;
  if (typeof token !== 'string' || token === '') return undefined;
  if (!queryTokenApis.has(request.server)) throw new InputError(QUERY_TOKEN_OFF_MESSAGE);
  return token;
}

/** The token of an `Authorization: Bearer` header, if any (API keys on /api/admin come only this way, decision 0051). */
export function readBearerHeader(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
}

/**
 * The client's IP address, as login throttling counts it: the peer's address, or the one a trusted proxy names in
 * X-Forwarded-For when the host trusts proxies (HEMMA_TRUST_PROXY, decision 0024).
 */
export function clientAddress(request: FastifyRequest): string {
  return request.ip;
}
