import { describe, expect, it } from 'vitest';
import { accountFixtures } from './support/account-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

// Issue 13, finding 7: nobody learns from the newsletter status whether an address subscribes. (Registration's
// "already exists" is throttled per address: security-login.test.ts.)
const api = useTestApi();
const { call, register, login } = accountFixtures(api);
const status = (email: string, token?: string) =>
  call<string>(
    'GET',
    `/api/ext/newsletter?email=${encodeURIComponent(email)}`,
    token ? { bearer: token } : {},
  );

describe('GET /api/ext/newsletter', () => {
  it("answers only the signed-in customer's own address", async () => {
    const { email, password } = await register();
    expect((await api.post('/api/ext/newsletter', { email })).status).toBe(200);
    // Before: 200 'subscribed' to anyone who asked.
    const anonymous = await status(email);
    expect(anonymous.status).toBe(401);
    const stranger = await register();
    const strangersToken = (await login(stranger.email, stranger.password)).token;
    const someoneElse = await status(email, strangersToken);
    expect(someoneElse.status).toBe(403);
    expect(someoneElse.body.result).toMatch(/^email: .*own e-mail address/);
    const { token } = await login(email, password);
    // Signed up, not yet confirmed (double opt-in): only its owner learns that it waits for the mailed link.
    expect((await status(email.toUpperCase(), token)).body).toEqual({ code: 200, result: 'pending' });
  });
});
