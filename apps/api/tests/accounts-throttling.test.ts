import { beforeEach, describe, expect, it } from 'vitest';
import { accountFixtures } from './support/account-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

const WINDOW_MS = 15 * 60_000;
let clock = Date.now();
const api = useTestApi({
  now: () => new Date(clock),
  auth: { loginAttemptsPerAccountAddress: 3, loginAttemptsPerAddress: 8, loginWindowMs: WINDOW_MS },
});
const { call, register } = accountFixtures(api);

const tryLogin = (username: string, password: string) =>
  call<string>('POST', '/api/user/login', { body: { username, password } });

// Every test starts after the window of the one before: all requests come from one address, 127.0.0.1.
beforeEach(() => {
  clock += WINDOW_MS + 60_000;
});

describe('login throttling', () => {
  it('refuses further logins to an e-mail after the limit with 429 until the window has passed', async () => {
    const { email, password } = await register();
    for (let i = 0; i < 3; i += 1) expect((await tryLogin(email, 'Fel-Lösen-1')).status).toBe(401);
    clock += 5 * 60_000;
    const blocked = await tryLogin(email, password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.result).toBe('Too many failed login attempts. Please try again in 10 minutes.');

    clock += 10 * 60_000;
    expect((await tryLogin(email, password)).status).toBe(200);
  });

  it('throttles an unknown e-mail the same way, so a 429 does not tell that an e-mail is registered', async () => {
    const { email } = await register();
    const unknown = `okand-${email}`;
    for (let i = 0; i < 3; i += 1) {
      await tryLogin(email, 'Fel-Lösen-1');
      await tryLogin(unknown, 'Fel-Lösen-1');
    }
    // Six failures from this address stay below its limit of eight: what blocks here is the e-mail's count.
    const unknownAnswer = await tryLogin(unknown, 'Fel-Lösen-1');
    expect(unknownAnswer.status).toBe(429);
    expect(await tryLogin(email, 'Fel-Lösen-1')).toEqual(unknownAnswer);
  });

  it('forgets the failures of an e-mail after a successful login', async () => {
    const { email, password } = await register();
    await tryLogin(email, 'Fel-Lösen-1');
    await tryLogin(email, 'Fel-Lösen-1');
    expect((await tryLogin(email, password)).status).toBe(200);
    await tryLogin(email, 'Fel-Lösen-1');
    await tryLogin(email, 'Fel-Lösen-1');
    expect((await tryLogin(email, password)).status).toBe(200);
  });

  it('limits failures from one client address across e-mails', async () => {
    const { email, password } = await register();
    for (let i = 0; i < 8; i += 1)
      expect((await tryLogin(`gissning-${i}@example.se`, 'Fel-1-lösen')).status).toBe(401);
    const blocked = await tryLogin(email, password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.result).toMatch(/try again in 15 minutes/);
  });
});
