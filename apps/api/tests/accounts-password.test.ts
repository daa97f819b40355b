import { validationMessage } from '@hemma/commerce';
import { describe, expect, it } from 'vitest';
import { readOutbox } from './support/mail.ts';
import type { SessionTokens } from '@hemma/contract';
import { accountFixtures, GOOD_PASSWORD } from './support/account-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

let clock = Date.now();
const api = useTestApi({ now: () => new Date(clock) });
const { call, register, login } = accountFixtures(api);

const NEW_PASSWORD = 'Ny-Fåtölj-77';
const LINK_INVALID =
  'The link to choose a new password is not valid or has expired. Please ask for a new one.';

/** The token and e-mail of the newest reset link mailed to `email`. */
async function resetLinkFor(email: string): Promise<{ token: string; email: string; mails: number }> {
  const mails = (await readOutbox(api.outboxDir)).filter((m) => m.to.includes(email));
  const link = /(http\S+\/reset-password\?\S+)/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  const url = new URL(link);
  return {
    token: url.searchParams.get('token')!,
    email: url.searchParams.get('email')!,
    mails: mails.length,
  };
}

describe('POST /api/user/reset-password', () => {
  it('answers the same for unknown and registered e-mails and mails a link only to the registered one', async () => {
    const { email } = await register();
    const before = (await readOutbox(api.outboxDir)).length;
    const known = await call('POST', '/api/user/reset-password', { body: { email: email.toUpperCase() } });
    const unknown = await call('POST', '/api/user/reset-password', { body: { email: `okand-${email}` } });
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);

    const mails = await readOutbox(api.outboxDir);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.to).toContain(email);
    expect(mail.subject).toBe('Återställ ditt lösenord hos Hemma');
    expect(mail.text).toContain('Hej Karin!');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}&email=/);
    expect((await resetLinkFor(email)).email).toBe(email);
  });

  it("mails in the language of the store view the request came from, linking to that store view's page", async () => {
    const { email } = await register();
    const mailFor = async (storeCode: string) => {
      const path = `/api/user/reset-password${storeCode ? `?storeCode=${storeCode}` : ''}`;
      expect((await call('POST', path, { body: { email } })).status).toBe(200);
      return (await readOutbox(api.outboxDir)).filter((m) => m.to.includes(email)).at(-1)!;
    };
    const german = await mailFor('de');
    expect(german.subject).toBe('Setzen Sie Ihr Passwort bei Hemma zurück');
    expect(german.text).toContain('Hallo Karin,');
    expect(german.text).toContain('eine Stunde');
    expect(german.text).toMatch(/http:\/\/localhost:3000\/de\/reset-password\?token=[\w-]{43}&email=/);
    const italian = await mailFor('it');
    expect(italian.subject).toBe('Reimposta la tua password su Hemma');
    expect(italian.text).toContain('Ciao Karin,');
    expect(italian.text).toMatch(/http:\/\/localhost:3000\/it\/reset-password\?token=/);
    const english = await mailFor('en');
    expect(english.subject).toBe('Reset your password at Hemma');
    expect(english.text).toMatch(/http:\/\/localhost:3000\/en\/reset-password\?token=/);
    const swedish = await mailFor('');
    expect(swedish.subject).toBe('Återställ ditt lösenord hos Hemma');
    expect(swedish.text).toContain('1 timme');
    expect(swedish.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=/);
    expect((await resetLinkFor(email)).email).toBe(email);
  });
});

describe('POST /api/user/create-password', () => {
  it('sets the password with the mailed token once, logs in, and ends the other sessions', async () => {
    const { email, password } = await register();
    const oldSession = await login(email, password);
    await call('POST', '/api/user/reset-password', { body: { email } });
    const link = await resetLinkFor(email);

    const weak = await call('POST', '/api/user/create-password', {
      body: { email, newPassword: 'abc', resetToken: link.token },
    });
    expect(weak.body).toEqual({ code: 400, result: validationMessage({ code: 'passwordMinLength' }) });

    const created = await call<SessionTokens>('POST', '/api/user/create-password', {
      body: { email: link.email, newPassword: NEW_PASSWORD, resetToken: link.token },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await call('GET', '/api/user/me', { token: created.body.result.token })).status).toBe(200);
    expect((await login(email, NEW_PASSWORD)).groupId).toBe(1);
    expect((await call('POST', '/api/user/login', { body: { username: email, password } })).status).toBe(401);
    const oldRefresh = await call('POST', '/api/user/refresh', {
      body: { refreshToken: oldSession.refreshToken },
    });
    expect(oldRefresh.status).toBe(401);

    const again = await call('POST', '/api/user/create-password', {
      body: { email, newPassword: 'Tredje-Lösen-3', resetToken: link.token },
    });
    expect(again.body).toEqual({ code: 400, result: LINK_INVALID });
  });

  it('refuses a token after an hour, and a token for another e-mail', async () => {
    const a = await register();
    const b = await register();
    await call('POST', '/api/user/reset-password', { body: { email: a.email } });
    const early = await resetLinkFor(a.email);
    const wrongAccount = await call('POST', '/api/user/create-password', {
      body: { email: b.email, newPassword: NEW_PASSWORD, resetToken: early.token },
    });
    expect(wrongAccount.body).toEqual({ code: 400, result: LINK_INVALID });

    clock += 59 * 60_000;
    await call('POST', '/api/user/reset-password', { body: { email: a.email } });
    const later = await resetLinkFor(a.email);
    clock += 2 * 60_000;
    const expired = await call('POST', '/api/user/create-password', {
      body: { email: a.email, newPassword: NEW_PASSWORD, resetToken: early.token },
    });
    expect(expired.body).toEqual({ code: 400, result: LINK_INVALID });
    const fresh = await call('POST', '/api/user/create-password', {
      body: { email: a.email, newPassword: NEW_PASSWORD, resetToken: later.token },
    });
    expect(fresh.status).toBe(200);
  });

  it('stops mailing after a few requests an hour, with the same answer', async () => {
    const { email } = await register();
    const answers = [];
    for (let i = 0; i < 7; i += 1)
      answers.push(await call('POST', '/api/user/reset-password', { body: { email } }));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect((await resetLinkFor(email)).mails).toBe(5);
  });
});

describe('POST /api/user/change-password', () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    call<unknown>('POST', '/api/user/change-password', { token, body: { currentPassword, newPassword } });

  it('needs the current password and a new one that passes SPEC §5, answering errorMessage', async () => {
    const { email, password } = await register();
    const { token } = await login(email, password);
    const wrong = await change(token, 'Inte-Mitt-1', NEW_PASSWORD);
    expect(wrong.status).toBe(400);
    expect(wrong.body.result).toMatchObject({
      errorMessage: expect.stringMatching(/doesn't match/) as string,
    });
    const short = await change(token, password, 'Ab1!');
    expect(short.body).toEqual({
      code: 400,
      result: expect.objectContaining({
        errorMessage: validationMessage({ code: 'passwordMinLength' }),
      }) as unknown,
    });
    const twoClasses = await change(token, password, 'alllowercase1');
    expect(twoClasses.body.result).toMatchObject({
      errorMessage: validationMessage({ code: 'passwordClasses' }),
    });
    expect((await login(email, password)).token).toBeTruthy();
  });

  it('changes the password of the caller, who then logs in with the new one', async () => {
    const { email, password } = await register();
    const session = await login(email, password);
    expect(await change(session.token, password, NEW_PASSWORD)).toEqual({
      status: 200,
      body: { code: 200, result: true },
    });
    expect((await login(email, NEW_PASSWORD)).token).toBeTruthy();
    expect((await call('POST', '/api/user/login', { body: { username: email, password } })).status).toBe(401);
    const stale = await call('POST', '/api/user/refresh', { body: { refreshToken: session.refreshToken } });
    expect(stale.status).toBe(401);
  });

  it('needs a token', async () => {
    const { status, body } = await call('POST', '/api/user/change-password', {
      body: { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(status).toBe(401);
    expect(typeof body.result).toBe('string');
  });
});
