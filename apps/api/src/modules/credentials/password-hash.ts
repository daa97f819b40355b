import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

/**
 * scrypt N=2^15, r=8, p=1: about 93 ms and 32 MiB per hash on the shop's 2-core machines (`npx tsx bench/accounts.ts`).
 * Weaker than OWASP's first scrypt option (N=2^17, r=8, p=1: about 370 ms and 128 MiB here), chosen so that a login
 * answers in about 0.1 s and a core checks about 11 passwords a second; the parameters travel with every hash, so
 * raising them later rehashes each password at its next login (decision 0013).
 */
export const CURRENT_SCRYPT: ScryptParameters = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, params: ScryptParameters): Promise<Buffer> {
  // scrypt needs a little more than 128·N·r bytes: Node's default limit (32 MiB) rejects N=2^15 with r=8.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash so they can be raised later without
 * invalidating stored passwords. `salt` is for the deterministic demo seed only; everything else gets a random one.
 */
export async function hashPassword(
  password: string,
  options: { salt?: Buffer; params?: ScryptParameters } = {},
): Promise<string> {
  const params = options.params ?? CURRENT_SCRYPT;
  const salt = options.salt ?? randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

function parseHash(stored: string): { params: ScryptParameters; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return null;
  if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return null;
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when a stored hash was made with other parameters than today's: rehash it at the next login. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return (
    !parsed ||
    parsed.params.N !== CURRENT_SCRYPT.N ||
    parsed.params.r !== CURRENT_SCRYPT.r ||
    parsed.params.p !== CURRENT_SCRYPT.p
  );
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a throw-away hash, so that a login for an unknown e-mail costs as much time as one
 * for a known e-mail with a wrong password and the answer time does not tell which e-mails are registered.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not a customer password');
  await verifyPassword(password, await dummyHash);
}
