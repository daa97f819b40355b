import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './signed-token.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const NOW = new Date('2026-11-21T12:00:00Z');
const seconds = NOW.getTime() / 1000;
const claims = { use: 'access', sub: '7', grp: 1, iat: seconds, exp: seconds + 900 };

describe('signed tokens', () => {
  it('verifies its own tokens until they expire', () => {
    const token = signToken(SECRET, claims);
    expect(verifyToken(SECRET, token, 'access', NOW)).toEqual({ ok: true, claims });
    expect(verifyToken(SECRET, token, 'access', new Date(NOW.getTime() + 900_000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it.each([
    ['another secret', (t: string) => t, 'another-secret-that-is-long-enough-for-hs256', 'signature'],
    [
      'a changed payload',
      (t: string) => t.replace(/\.[^.]+\./, `.${btoa('{"use":"access","sub":"1"}')}.`),
      SECRET,
      'signature',
    ],
    ['alg none', (t: string) => `${btoa('{"alg":"none"}')}.${t.split('.')[1]}.`, SECRET, 'malformed'],
    ['extra parts', (t: string) => `${t}.x`, SECRET, 'malformed'],
    ['garbage', () => 'not-a-token', SECRET, 'malformed'],
  ])('refuses %s', (_, tamper, secret, reason) => {
    const token = tamper(signToken(SECRET, claims));
    expect(verifyToken(secret, token, 'access', NOW)).toEqual({ ok: false, reason });
  });

  it('refuses a token signed for another use (a group token is no access token)', () => {
    const groupToken = signToken(SECRET, { ...claims, use: 'group' });
    expect(verifyToken(SECRET, groupToken, 'access', NOW)).toEqual({ ok: false, reason: 'malformed' });
  });
});
