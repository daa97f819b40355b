import { DEMO_OWNER } from '@hemma/demo-shop';
import { describe, expect, it } from 'vitest';
import { adminClient } from './support/admin-client.ts';
import { useTestApi } from './support/test-api.ts';

// Behind a proxy (the test client's own address), so that the requests can come from several addresses.
const api = useTestApi({
  trustProxy: '127.0.0.1',
  staff: { loginAttemptsPerAccountAddress: 3, loginAttemptsPerAccount: 5 },
});

describe('login throttling', () => {
  it('stops guessing from one address without locking the owner out of their own browser', async () => {
    // The owner's own browser has logged in before: it holds the account's device cookie.
    const ownBrowser = adminClient(api, { 'x-forwarded-for': '10.0.0.1' });
    expect((await ownBrowser.login()).status).toBe(200);
    // A stranger guesses from elsewhere, then from many addresses, until the account's limit is reached.
    for (let i = 0; i < 3; i++)
      await adminClient(api, { 'x-forwarded-for': '10.9.9.9' }).login(DEMO_OWNER.email, `Guess-${i}-aA1`);
    const blocked = await adminClient(api, { 'x-forwarded-for': '10.9.9.9' }).login();
    expect(blocked.status).toBe(429);
    expect(blocked.body.result).toMatch(/try again in \d+ minutes?/);
    // The same wait in seconds, for clients that say it in their own words.
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60);
    for (let i = 0; i < 5; i++)
      await adminClient(api, { 'x-forwarded-for': `10.8.0.${i}` }).login(DEMO_OWNER.email, `Guess-${i}-aA1`);
    expect((await adminClient(api, { 'x-forwarded-for': '10.7.7.7' }).login()).status).toBe(429);
    // The owner, in the browser they use, still gets in.
    const owner = adminClient(api, { 'x-forwarded-for': '10.0.0.1' });
    for (const [name, value] of ownBrowser.cookies)
      if (name === 'hemma_admin_device') owner.cookies.set(name, value);
    expect((await owner.login()).status).toBe(200);
  });
});
