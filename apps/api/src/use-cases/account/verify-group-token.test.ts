import { describe, expect, it } from 'vitest';
import { signToken } from '../../modules/credentials/signed-token.ts';
import { DEFAULT_AUTH_SETTINGS, type AccountContext } from './account-context.ts';
import { verifyGroupToken } from './authenticate.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
// verifyGroupToken reads only settings and the clock: it must work without a database (catalogue calls).
const context = { settings: DEFAULT_AUTH_SETTINGS, now: () => NOW } as AccountContext;
const iat = NOW.getTime() / 1000;
const sign = (claims: Record<string, unknown>) =>
  signToken(DEFAULT_AUTH_SETTINGS.secret, { use: 'group', grp: 2, iat, exp: iat + 60, ...claims });

describe('verifyGroupToken', () => {
  it('answers the signed group, or null without a token', () => {
    expect(verifyGroupToken(context, sign({}))).toBe(2);
    expect(verifyGroupToken(context, undefined)).toBeNull();
  });

  it.each([
    ['expired', sign({ exp: iat - 1 }), /expired/],
    ['an access token', sign({ use: 'access' }), /not valid/],
    [
      'a forged group',
      sign({}).replace(/\.[^.]+\./, `.${Buffer.from('{"use":"group","grp":0}').toString('base64url')}.`),
      /not valid/,
    ],
  ])('refuses %s with 401', (_, token, message) => {
    expect(() => verifyGroupToken(context, token)).toThrow(
      expect.objectContaining({ status: 401, message: expect.stringMatching(message) as string }) as Error,
    );
  });
});
