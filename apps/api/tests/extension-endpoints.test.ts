import type { NewsletterSubscription, NewsletterUnsubscription } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { readOutbox } from './support/mail.ts';
import { accountFixtures } from './support/account-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

// Client addresses come from X-Forwarded-For here: each case sends from an address of its own. The API's clock runs
// `ahead` ms ahead of the real one: a mail token is made a few seconds old by moving it on, never by waiting.
let ahead = 0;
const api = useTestApi({ trustProxy: '127.0.0.1', now: () => new Date(Date.now() + ahead) });
const accounts = accountFixtures(api);

describe('POST /api/ext/newsletter/toggle (SPEC §7)', () => {
  it("switches the signed-in customer's own sign-up on (pending: a link by mail, no code), off and on again", async () => {
    const { email, password } = await accounts.register();
    const { token } = await accounts.login(email, password);
    type Toggle = NewsletterSubscription | NewsletterUnsubscription;
    const on = await accounts.call<Toggle>('POST', '/api/ext/newsletter/toggle', { token });
    expect(on.status).toBe(200);
    expect(on.body.result).toEqual({ email, status: 'pending' });
    const off = await accounts.call<Toggle>('POST', '/api/ext/newsletter/toggle', { token });
    expect(off.body.result).toEqual({ email, status: 'not-subscribed' });
    const again = await accounts.call<Toggle>('POST', '/api/ext/newsletter/toggle', { token });
    expect(again.body.result).toEqual({ email, status: 'pending' });
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

describe('mail send with its token (SPEC §7, the contact form)', () => {
  const message = {
    name: 'Karin Berg',
    email: 'karin@example.se',
    message: 'Hej! Finns soffan Vass i grönt?',
  };
  const post = (body: unknown, address: string) =>
    accounts.call<string>('POST', '/api/ext/mail/send', { body, headers: { 'x-forwarded-for': address } });
  const token = async () => (await api.get<{ token: string }>('/api/ext/mail/token')).body.result.token;
  const outboxHas = async (text: string) =>
    (await readOutbox(api.outboxDir)).some((mail) => mail.text.includes(text));

  it('sends the message to the shop once the token is a few seconds old, and refuses a fresh or forged one', async () => {
    const fresh = await token();
    const early = await post({ ...message, token: fresh }, '10.9.0.1');
    expect(early.status).toBe(400);
    expect(early.body.result).toMatch(/^token: /);
    expect((await post({ ...message, token: `${Date.now() - 5000}.forged` }, '10.9.0.1')).status).toBe(400);
    ahead += 2_100;
    const sent = await post({ ...message, token: fresh }, '10.9.0.1');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.result).toEqual({ accepted: true });
    expect(await outboxHas('Finns soffan Vass i grönt?')).toBe(true);
  });

  it('when the honeypot is filled, then it answers as sent and sends nothing', async () => {
    const issued = await token();
    ahead += 2_100;
    const robot = {
      ...message,
      message: 'Billiga klockor här',
      website: 'http://spam.example',
      token: issued,
    };
    const answer = await post(robot, '10.9.0.2');
    expect(answer.status).toBe(200);
    expect(await outboxHas('Billiga klockor här')).toBe(false);
  });

  it('when one address sends more than 5 mails in 15 minutes, then it is a 429', async () => {
    const issued = await token();
    ahead += 2_100;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post({ ...message, token: issued }, '10.9.0.3')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await post({ ...message, token: issued }, '10.9.0.4')).status).toBe(200);
  });

  it('names the field of a bad message', async () => {
    const answer = await post({ ...message, email: 'inte-en-adress', token: 'x' }, '10.9.0.5');
    expect(answer.status).toBe(400);
    expect(answer.body.result).toContain('email');
  });
});
