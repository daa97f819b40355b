import { beforeAll, describe, expect, it } from 'vitest';
import { accountFixtures } from './support/account-fixtures.ts';
import { newsletterFixtures, nextClientAddress } from './support/newsletter.ts';
import { useTestApi } from './support/test-api.ts';

// Issue 29, defect 4: made-up addresses farmed codes without limit, anyone could unsubscribe anyone, and the answers
// told who was on the list (decision 0014, addendum).
const api = useTestApi({ trustProxy: '127.0.0.1' });
const accounts = accountFixtures(api);
const news = newsletterFixtures(api);

/** A registered customer whose address went through the whole opt-in: subscribed, welcome mail received. */
async function subscribedCustomer() {
  const { email, password } = await accounts.register();
  const { token } = await accounts.login(email, password);
  await news.subscribe(email);
  expect((await news.confirm((await news.confirmToken(email)).token)).status).toBe(200);
  const status = async () =>
    (await news.call<string>('GET', `/api/ext/newsletter?email=${email}`, { bearer: token })).body.result;
  return { email, token, status };
}

describe('what the answers tell', () => {
  it('answers a sign-up the same for a new, a pending, a subscribed and an unsubscribed address', async () => {
    const subscribed = await subscribedCustomer();
    const left = await subscribedCustomer();
    await news.call('DELETE', '/api/ext/newsletter', { bearer: left.token, body: { email: left.email } });
    const pending = 'vantar@example.se';
    await news.subscribe(pending);

    const cases = ['ny.adress@example.se', pending, subscribed.email, left.email];
    for (const email of cases) {
      const answer = await news.subscribe(email);
      expect({ status: answer.status, body: answer.body }, email).toEqual({
        status: 200,
        body: { code: 200, result: { email, status: 'pending' } },
      });
    }
    // Nothing about the address in the headers either (no cookie, the same cache rule for all).
    const headers = await Promise.all(cases.map(async (email) => (await news.subscribe(email)).headers));
    expect(new Set(headers.map((h) => h.get('cache-control')))).toEqual(new Set(['no-store']));
    expect(headers.every((h) => h.get('set-cookie') === null)).toBe(true);
  });
});

describe('an anonymous DELETE {email}', () => {
  it('is refused (401) and changes nothing', async () => {
    const { email, password } = await accounts.register();
    const { token } = await accounts.login(email, password);
    const status = async () =>
      (await news.call<string>('GET', `/api/ext/newsletter?email=${email}`, { bearer: token })).body.result;
    await news.subscribe(email);
    const before = await status();
    expect(before).not.toBe('not-subscribed');
    const anonymous = await news.call<string>('DELETE', '/api/ext/newsletter', { body: { email } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.result).toMatch(/needs the link in one of our newsletter mails/);
    expect(await status()).toBe(before);
  });
});

describe('unsubscribing', () => {
  let customer: Awaited<ReturnType<typeof subscribedCustomer>>;
  beforeAll(async () => {
    customer = await subscribedCustomer();
  });

  it("refuses another customer's address (403) and answers a stranger's session nothing about it", async () => {
    const stranger = await accounts.register();
    const { token } = await accounts.login(stranger.email, stranger.password);
    const other = await news.call<string>('DELETE', '/api/ext/newsletter', {
      bearer: token,
      body: { email: customer.email },
    });
    expect(other.status).toBe(403);
    expect(await customer.status()).toBe('subscribed');
  });

  it('unsubscribes with the link of the welcome mail, and a forged or altered one is refused', async () => {
    const { token, mail } = await news.unsubscribeToken(customer.email);
    expect(mail.text).toContain(`/newsletter/unsubscribe?token=${token}`);
    const [id, signature] = token.split('.');
    const otherId = `${Number(id) + 1}.${signature}`;
    for (const forged of ['made-up', otherId, `${id}.${'A'.repeat(43)}`]) {
      const refused = await news.unsubscribeWithToken(forged);
      expect(refused.status, forged).toBe(400);
      expect(refused.body.result).toMatch(/unsubscribe link is not valid/);
    }
    expect(await customer.status()).toBe('subscribed');

    const done = await news.unsubscribeWithToken(token);
    expect(done.body).toEqual({ code: 200, result: { email: customer.email, status: 'not-subscribed' } });
    expect(await customer.status()).toBe('not-subscribed');
    // The link keeps working (a second click, a mail client that follows it): the same answer.
    expect((await news.unsubscribeWithToken(token)).body).toEqual(done.body);
  });

  it("unsubscribes the signed-in customer's own address with DELETE, with or without {email}", async () => {
    const own = await subscribedCustomer();
    const answer = await news.call('DELETE', '/api/ext/newsletter', { bearer: own.token, body: {} });
    expect(answer.body).toEqual({ code: 200, result: { email: own.email, status: 'not-subscribed' } });
    expect(await own.status()).toBe('not-subscribed');
  });

  it('switches with the toggle: a pending sign-up (link by mail, no code), then off', async () => {
    const { email, password } = await accounts.register();
    const { token } = await accounts.login(email, password);
    const on = await news.call('POST', '/api/ext/newsletter/toggle', { bearer: token });
    expect(on.body).toEqual({ code: 200, result: { email, status: 'pending' } });
    expect((await news.queuedMails(email)).map((m) => m.kind)).toEqual(['newsletter_confirmation']);
    const off = await news.call('POST', '/api/ext/newsletter/toggle', { bearer: token });
    expect(off.body).toEqual({ code: 200, result: { email, status: 'not-subscribed' } });
    // The cancelled sign-up's link no longer subscribes anybody.
    expect((await news.confirm((await news.confirmToken(email)).token)).status).toBe(404);
    expect((await news.call('POST', '/api/ext/newsletter/toggle')).status).toBe(401);
  });
});

describe('throttling sign-ups per client', () => {
  it('when one client signs up 40 made-up addresses, then it is refused (429) before the 40th', async () => {
    const from = nextClientAddress();
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof news.subscribe>> | undefined;
    for (let i = 0; i < 40; i++) {
      const answer = await news.subscribe(`made.up.${i}@example.se`, { from });
      statuses.push(answer.status);
      if (answer.status === 429) refusal ??= answer;
    }
    const first = statuses.indexOf(429);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(40);
    expect(statuses.slice(first).every((s) => s === 429)).toBe(true);
    expect(refusal!.body.result).toMatch(
      /^Too many newsletter sign-ups from your network\. Please try again in /,
    );
    expect(Number(refusal!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Refused sign-ups send nothing; another client is not held up.
    expect(await news.queuedMails(`made.up.39@example.se`)).toEqual([]);
    expect((await news.subscribe('someone.else@example.se')).status).toBe(200);
  });
});
