import type { FastifyReply, FastifyRequest } from 'fastify';

/** The value of one cookie of a request, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        const value = decodeURIComponent(part.slice(at + 1).trim());
        // An escaped NUL is no token we ever set, and PostgreSQL refuses it in a lookup.
        return value.includes('\u0000') ? undefined : value;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export interface CookieOptions {
  path: string;
  /** Seconds; 0 removes the cookie. */
  maxAge: number;
  secure: boolean;
}

/**
 * Sets an httpOnly, SameSite=Strict cookie beside the ones the answer already sets: no script reads it and no other
 * site's page sends it.
 */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const attributes = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAge}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(options.secure ? ['Secure'] : []),
  ];
  // Fastify appends a set-cookie value to the ones already set (every other header is replaced): handing it the
  // earlier cookies again sent them twice (issue 29).
  reply.header('set-cookie', attributes.join('; '));
}
