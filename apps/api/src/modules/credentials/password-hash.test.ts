import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password-hash.ts';

describe('password hashes', () => {
  it('salts every hash and verifies only the right password', async () => {
    const first = await hashPassword('Hemma-2026!');
    const second = await hashPassword('Hemma-2026!');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword('Hemma-2026!', first)).toBe(true);
    expect(await verifyPassword('hemma-2026!', first)).toBe(false);
    expect(await verifyPassword('Hemma-2026!', 'plain text')).toBe(false);
  });

  it('reads the parameters from the stored hash, so older hashes keep working and get upgraded', async () => {
    const old = await hashPassword('Soffa-1', { params: { N: 2 ** 14, r: 8, p: 1 } });
    expect(await verifyPassword('Soffa-1', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('Soffa-1'))).toBe(false);
  });
});
