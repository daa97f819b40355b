import { DEMO_OWNER } from '@hemma/demo-shop';
import { describe, expect, it } from 'vitest';
import { accountFixtures } from './support/account-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

// Issue 29: guesses sent in parallel all read the counters before any of them had failed, so 40 at once got 35
// passwords checked against a limit of 5. Each attempt must be counted before its password is checked. The clock
// stands still, so no limit or delay runs out during a test; each test guesses from addresses of its own (the test
// client is the trusted proxy and names them with X-Forwarded-For).
const LIMITS = {
  loginAttemptsPerAccountAddress: 5,
  loginAttemptsPerAddress: 12,
  loginAttemptsPerAccount: 20,
};
const BURST = 40;
const clock = Date.now();
const api = useTestApi({ now: () => new Date(clock), trustProxy: '127.0.0.1', auth: LIMITS, staff: LIMITS });
const { register } = accountFixtures(api);

async function post(path: string, body: unknown, from: string): Promise<{ status: number; result: unknown }> {
  const response = await fetch(`${api.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
  return { status: response.status, result: ((await response.json()) as { result: unknown }).result };
}

const customerLogin = (username: string, password: string, from: string) =>
  post('/api/user/login', { username, password }, from);
const staffLogin = (email: string, password: string, from: string) =>
  post('/api/admin/session', { email, password }, from);

/** How many of the answers were 401 (a password checked and wrong) and 429 (refused unchecked). */
async function burst(guess: (i: number) => Promise<{ status: number }>) {
  const statuses = (await Promise.all(Array.from({ length: BURST }, (_, i) => guess(i)))).map(
    (a) => a.status,
  );
  const checked = statuses.filter((s) => s === 401).length;
  const refused = statuses.filter((s) => s === 429).length;
  return { checked, refused };
}

describe('login guesses sent in parallel', () => {
  it('check at most the (e-mail, address) limit of customer passwords; the right one is refused after', async () => {
    const { email, password } = await register();
    const { checked, refused } = await burst((i) => customerLogin(email, `Fel-Lösen-${i}`, '10.1.0.1'));
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(LIMITS.loginAttemptsPerAccountAddress);
    expect(refused).toBe(BURST - checked);

    const right = await customerLogin(email, password, '10.1.0.1');
    expect(right.status).toBe(429);
    expect(right.result).toMatch(/^Too many failed login attempts\. Please try again in /);
  });

  it('check at most the per-e-mail limit of customer passwords when each guess has its own address', async () => {
    const { email, password } = await register();
    const { checked, refused } = await burst((i) => customerLogin(email, `Fel-Lösen-${i}`, `10.2.0.${i}`));
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(LIMITS.loginAttemptsPerAccount);
    expect(refused).toBe(BURST - checked);

    // A browser without the account's device cookie, from an address that never guessed.
    expect((await customerLogin(email, password, '10.2.1.1')).status).toBe(429);
  });

  it('check at most the (e-mail, address) limit of staff passwords, and the right one is refused after', async () => {
    const { checked, refused } = await burst((i) =>
      staffLogin(DEMO_OWNER.email, `Guess-${i}-aA1`, '10.3.0.1'),
    );
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(LIMITS.loginAttemptsPerAccountAddress);
    expect(refused).toBe(BURST - checked);

    const right = await staffLogin(DEMO_OWNER.email, DEMO_OWNER.password, '10.3.0.1');
    expect(right.status).toBe(429);
    expect(right.result).toMatch(/^Too many failed logins\. Please try again in /);
  });
});

describe('a successful login', () => {
  it('is not counted as a failure of its address, though its attempt was counted before the check', async () => {
    const { email, password } = await register();
    // More successful logins than the address may fail (12), one after another, then a wrong password: still checked.
    for (let i = 0; i <= LIMITS.loginAttemptsPerAddress; i += 1)
      expect((await customerLogin(email, password, '10.4.0.1')).status).toBe(200);
    expect((await customerLogin(email, 'Fel-Lösen-1', '10.4.0.1')).status).toBe(401);
  });
});
