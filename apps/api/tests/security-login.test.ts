import { beforeEach, describe, expect, it } from 'vitest';
import { readOutbox } from './support/mail.ts';
import { accountFixtures } from './support/account-fixtures.ts';
import { customerBrowser } from './support/customer-browser.ts';
import { useTestApi } from './support/test-api.ts';

// Issue 13, finding 1: nobody can lock a customer out. The test client is the proxy, so that each browser can come
// from an address of its own (X-Forwarded-For); the limits are the shop's defaults.
const WINDOW_MS = 15 * 60_000;
let clock = Date.now();
const api = useTestApi({ trustProxy: '127.0.0.1', now: () => new Date(clock) });
const { register } = accountFixtures(api);
const from = (address: string) => customerBrowser(api, { 'x-forwarded-for': address });
let block = 0;
// Each test gets addresses of its own and starts after the window of the one before.
const address = (n: number) => `10.${block}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
beforeEach(() => {
  block += 1;
  clock += WINDOW_MS + 60_000;
});

describe('customer login throttling', () => {
  it("does not let a stranger's wrong passwords lock the owner out", async () => {
    const { email, password } = await register();
    const stranger = from(address(1));
    for (let i = 0; i < 5; i += 1) {
      expect((await stranger.login(email, `Gissning-${i}-aA`)).status).toBe(401);
      clock += 20_000; // past the growing delay of the (e-mail, address) pair
    }
    // The stranger's own tries are spent: not even the right password is checked from there.
    const blocked = await stranger.login(email, password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.result).toMatch(
      /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60);
    // Before: 429 "try again in 15 minutes" for the owner too. Now the owner, elsewhere, gets in.
    expect((await from(address(2)).login(email, password)).status).toBe(200);
  });

  it('lets the owner past the per-account limit in the browser they logged in with before, and by a reset link', async () => {
    const { email, password } = await register();
    const ownBrowser = from(address(0));
    expect((await ownBrowser.login(email, password)).status).toBe(200);
    expect(ownBrowser.cookies.get('hemma_device')).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
    // Guessing from 20 addresses, one try each, reaches the e-mail's limit …
    for (let i = 1; i <= 20; i += 1) await from(address(i)).login(email, `Gissning-${i}-aA`);
    // … which a browser without the account's device cookie meets, even with the right password …
    expect((await from(address(21)).login(email, password)).status).toBe(429);
    const forged = from(address(21));
    forged.cookies.set('hemma_device', `${ownBrowser.cookies.get('hemma_device')!.split('.')[0]}.x.y`);
    expect((await forged.login(email, password)).status).toBe(429);
    // … and the owner's browser does not.
    expect((await ownBrowser.login(email, password)).status).toBe(200);

    // A new browser gets in through the mailed link, and is a known device from then on.
    const newBrowser = from(address(22));
    await newBrowser.call('POST', '/api/user/reset-password', { body: { email } });
    const mail = (await readOutbox(api.outboxDir)).filter((m) => m.to === email).at(-1);
    const link = new URL(/(http\S+\/reset-password\?\S+)/.exec(mail?.text ?? '')![1]!);
    const reset = await newBrowser.call('POST', '/api/user/create-password', {
      body: { email, newPassword: 'Ny-Soffa-2026', resetToken: link.searchParams.get('token') },
    });
    expect(reset.status).toBe(200);
    expect((await newBrowser.login(email, 'Ny-Soffa-2026')).status).toBe(200);
  });

  it('makes each further failure of an (e-mail, address) pair wait longer', async () => {
    const { email, password } = await register();
    const guesser = from(address(1));
    for (let i = 0; i < 3; i += 1) expect((await guesser.login(email, `Gissning-${i}-aA`)).status).toBe(401);
    const first = await guesser.login(email, password);
    expect(first.status).toBe(429);
    expect(first.body.result).toBe('Too many failed login attempts. Please try again in 1 second.');
    clock += 1000;
    expect((await guesser.login(email, 'Gissning-3-aA')).status).toBe(401);
    const second = await guesser.login(email, password);
    expect(second.headers.get('retry-after')).toBe('2');
    clock += 2000;
    expect((await guesser.login(email, password)).status).toBe(200);
  });
});

describe('registration and reset requests', () => {
  it('throttles the "already exists" answer per address, keeping its SPEC words', async () => {
    const { email } = await register();
    const prober = from(address(1));
    const attempt = () =>
      prober.call<string>('POST', '/api/user/create', {
        body: { customer: { email, firstname: 'Eva', lastname: 'Ek' }, password: 'Soffa-Blå-2026' },
      });
    for (let i = 0; i < 20; i += 1)
      expect((await attempt()).body).toEqual({
        code: 400,
        result: 'A customer with the same email already exists in an associated website.',
      });
    const throttled = await attempt();
    expect(throttled.status).toBe(429);
    expect(throttled.body.result).toMatch(/^Too many requests from your network\. Please try again in/);
    // Somebody else registering from another address is not affected.
    const other = await from(address(2)).call('POST', '/api/user/create', {
      body: {
        customer: { email: `ny-${email}`, firstname: 'Eva', lastname: 'Ek' },
        password: 'Soffa-Blå-2026',
      },
    });
    expect(other.status).toBe(200);
  });

  it('throttles reset requests per address', async () => {
    const asker = from(address(1));
    const ask = (i: number) =>
      asker.call<string>('POST', '/api/user/reset-password', { body: { email: `vem-${i}@example.se` } });
    for (let i = 0; i < 20; i += 1) expect((await ask(i)).status).toBe(200);
    expect((await ask(20)).status).toBe(429);
    expect(
      (await from(address(2)).call('POST', '/api/user/reset-password', { body: { email: 'a@b.se' } })).status,
    ).toBe(200);
  });
});
