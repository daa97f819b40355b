import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The key that signs user tokens. HEMMA_AUTH_SECRET when set (required when API processes run on several
 * machines); else a random key made on first start and kept in `<data dir>/auth-secret` (mode 600), so that
 * restarts keep customers logged in and every process on this machine verifies the others' tokens.
 */
export function loadAuthSecret(env: {
  HEMMA_AUTH_SECRET?: string | undefined;
  HEMMA_DATA_DIR: string;
}): string {
  if (env.HEMMA_AUTH_SECRET) return env.HEMMA_AUTH_SECRET;
  const file = join(env.HEMMA_DATA_DIR, 'auth-secret');
  const existing = readSecret(file);
  if (existing !== null) return existing;
  mkdirSync(env.HEMMA_DATA_DIR, { recursive: true });
  // Written aside and linked into place: a process starting at the same moment sees no file or a whole one, and
  // when two race, the first link wins and both use its key.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  const secret = readSecret(file);
  if (secret === null) throw new Error(`${file} is empty: delete it or set HEMMA_AUTH_SECRET`);
  return secret;
}

function readSecret(file: string): string | null {
  try {
    const secret = readFileSync(file, 'utf8').trim();
    return secret === '' ? null : secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
