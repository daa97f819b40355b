import type { NewsletterSubscription, NewsletterUnsubscription } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { accountFixtures } from './support/account-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
const accounts = accountFixtures(api);

describe('POST /api/ext/newsletter/toggle (SPEC §7)', () => {
  it("switches the signed-in customer's own subscription on, off and on again, with one coupon ever", async () => {
    const { email, password } = await accounts.register();
    const { token } = await accounts.login(email, password);
    type Toggle = NewsletterSubscription | NewsletterUnsubscription;
    const on = await accounts.call<Toggle>('POST', '/api/ext/newsletter/toggle', { token });
    expect(on.status).toBe(200);
    expect(on.body.result).toMatchObject({ email, status: 'subscribed', changed: true });
    expect((on.body.result as NewsletterSubscription).coupon_code).toMatch(/\S/);
    const off = await accounts.call<Toggle>('POST', '/api/ext/newsletter/toggle', { token });
    expect(off.body.result).toEqual({ email, status: 'not-subscribed', changed: true });
    const again = await accounts.call<Toggle>('POST', '/api/ext/newsletter/toggle', { token });
    expect(again.body.result).toEqual({ email, status: 'subscribed', changed: true, coupon_code: null });
  });

  it('when no customer is signed in, then it is a 401 and nothing changes', async () => {
    const { status } = await accounts.call('POST', '/api/ext/newsletter/toggle');
    expect(status).toBe(401);
  });
});

describe('GET /api/ext/sliders (SPEC §7)', () => {
  it("answers the store view's image sliders as a JSON string", async () => {
    const { status, body } = await api.get<string>('/api/ext/sliders?storeCode=it');
    expect(status).toBe(200);
    expect(typeof body.result).toBe('string');
    const sliders = JSON.parse(body.result) as Record<string, { title: string; link: string }[]>;
    expect(sliders.home?.map((s) => s.link)).toEqual(['/it/c/vardagsrum', '/it/c/sovrum']);
    const swedish = JSON.parse((await api.get<string>('/api/ext/sliders')).body.result) as typeof sliders;
    expect(swedish.home?.[0]?.title).toBe('Vardagsrum i ljusa toner');
  });

  it('refuses an unknown store view with the SPEC message', async () => {
    const { status, body } = await api.get<string>('/api/ext/sliders?storeCode=xx');
    expect(status).toBe(400);
    expect(body.result).toContain('Storeview "xx" doesn\'t exist!');
  });
});
