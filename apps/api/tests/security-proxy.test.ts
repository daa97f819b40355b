import { describe, expect, it } from 'vitest';
import { customerBrowser } from './support/customer-browser.ts';
import { useTestApi } from './support/test-api.ts';

// Issue 13, finding 2: the per-address login limit. A small limit, so a few tries reach it.
const auth = { loginAttemptsPerAddress: 3 };
const shopDefault = useTestApi({ auth });
const behindProxy = useTestApi({ auth, trustProxy: '127.0.0.1' });
const otherProxy = useTestApi({ auth, trustProxy: '10.0.0.0/8' });

/** Wrong passwords for different e-mails, each request claiming another client address. */
async function guessWithForgedAddresses(api: typeof shopDefault): Promise<number[]> {
  const statuses = [];
  for (let i = 0; i < 4; i += 1) {
    const browser = customerBrowser(api, { 'x-forwarded-for': `203.0.113.${i + 1}` });
    statuses.push((await browser.login(`gissning-${i}@example.se`, 'Fel-Lösen-1')).status);
  }
  return statuses;
}

describe('the client address of login throttling', () => {
  it('ignores X-Forwarded-For by default: a new header value gives no fresh attempts', async () => {
    expect(await guessWithForgedAddresses(shopDefault)).toEqual([401, 401, 401, 429]);
  });

  it('ignores it from a peer that is not one of the proxies HEMMA_TRUST_PROXY names', async () => {
    expect(await guessWithForgedAddresses(otherProxy)).toEqual([401, 401, 401, 429]);
  });

  it('believes the proxies HEMMA_TRUST_PROXY names', async () => {
    expect(await guessWithForgedAddresses(behindProxy)).toEqual([401, 401, 401, 401]);
  });
});
