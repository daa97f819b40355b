import type { FastifyRequest } from 'fastify';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The user token of a request (SPEC §6, §7): an `Authorization: Bearer` header, else the `?token=` query
 * parameter. Both are always accepted, so the storefront's "tokens in header" setting needs nothing on the server.
 */
export function readRequestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const bearer = typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
  if (bearer) return bearer;
  const token = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/** The client's IP address, as login throttling counts it (the proxy's X-Forwarded-For when the host trusts it). */
export function clientAddress(request: FastifyRequest): string {
  return request.ip;
}
