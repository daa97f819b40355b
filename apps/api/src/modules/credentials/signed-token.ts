import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Claims every signed token has: what it is for (`use`) and when it stops being valid (`exp`, Unix seconds). */
export interface SignedClaims {
  use: string;
  exp: number;
  iat: number;
  [claim: string]: unknown;
}

export type VerifyResult =
  { ok: true; claims: SignedClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

// Every token this shop signs has this header; any other header (alg "none", RS256 …) is refused, not interpreted.
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(secret: string, data: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

/** A JWT signed with HMAC-SHA256 (HS256), readable by any JWT library given the secret. */
export function signToken(secret: string, claims: SignedClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const data = `${HEADER}.${payload}`;
  return `${data}.${sign(secret, data).toString('base64url')}`;
}

/** Checks header, signature (constant time), the intended use and expiry, in that order. */
export function verifyToken(secret: string, token: string, use: string, now: Date): VerifyResult {
  const [header, payload, signature, extra] = token.split('.');
  if (header !== HEADER || payload === undefined || signature === undefined || extra !== undefined)
    return { ok: false, reason: 'malformed' };
  const expected = sign(secret, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'signature' };
  let claims: SignedClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SignedClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (claims === null || typeof claims !== 'object' || claims.use !== use || typeof claims.exp !== 'number')
    return { ok: false, reason: 'malformed' };
  if (claims.exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

/** An unguessable opaque token (256 bits) for refresh and password-reset links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of an opaque token: its SHA-256, so a copy of the table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
