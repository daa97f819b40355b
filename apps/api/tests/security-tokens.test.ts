import type { CustomerDto, SessionTokens } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { accountFixtures } from './support/account-fixtures.ts';
import { customerBrowser } from './support/customer-browser.ts';
import { useTestApi } from './support/test-api.ts';

// Issue 13, findings 4 and 5: where user tokens are taken from, and that an ended session's tokens are dead.
const api = useTestApi();
const { call, register, login } = accountFixtures(api);
const me = (token: string) => call<CustomerDto>('GET', '/api/user/me', { bearer: token });

describe('user tokens in the URL', () => {
  it('are refused by default with a 400 that says where the token belongs', async () => {
    const { email, password } = await register();
    const { token } = await login(email, password);
    const inQuery = await call<string>('GET', '/api/user/me', { queryToken: token });
    expect(inQuery.status).toBe(400);
    expect(inQuery.body.result).toMatch(/^token: .*Authorization: Bearer/);
    // Not served as a guest either: an order or a cart with a query token is refused, not made anonymous.
    expect((await call('POST', '/api/cart/create', { queryToken: token, body: {} })).status).toBe(400);
    expect((await me(token)).status).toBe(200);
  });
});

describe('an ended session', () => {
  it('refuses the access tokens of a refresh chain that reuse detection revoked, at once', async () => {
    const { email, password } = await register();
    const first = await login(email, password);
    const refreshed = await call<SessionTokens>('POST', '/api/user/refresh', {
      body: { refreshToken: first.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect((await me(refreshed.body.result.token)).status).toBe(200);
    // Someone presents the spent token again: the whole chain is revoked, and its access tokens with it.
    expect(
      (await call('POST', '/api/user/refresh', { body: { refreshToken: first.refreshToken } })).status,
    ).toBe(401);
    const after = await me(refreshed.body.result.token);
    expect(after.status).toBe(401);
    expect(after.body.result).toMatch(/session of this user token has ended/);
    expect((await me(first.token)).status).toBe(401);
  });

  it("refuses every session's access tokens after a password change", async () => {
    const { email, password } = await register();
    const phone = await login(email, password);
    const laptop = await login(email, password);
    const changed = await call('POST', '/api/user/change-password', {
      bearer: laptop.token,
      body: { currentPassword: password, newPassword: 'Ny-Fåtölj-77' },
    });
    expect(changed.status).toBe(200);
    expect((await me(phone.token)).status).toBe(401);
    expect((await me(laptop.token)).status).toBe(401);
    expect((await me((await login(email, 'Ny-Fåtölj-77')).token)).status).toBe(200);
  });

  it('ends with POST /api/user/logout: that session only, refresh token included', async () => {
    const { email, password } = await register();
    const phone = await login(email, password);
    const laptop = await login(email, password);
    const out = await call('POST', '/api/user/logout', { bearer: laptop.token, body: {} });
    expect(out.body).toEqual({ code: 200, result: true });
    expect((await me(laptop.token)).status).toBe(401);
    expect(
      (await call('POST', '/api/user/refresh', { body: { refreshToken: laptop.refreshToken } })).status,
    ).toBe(401);
    expect((await me(phone.token)).status).toBe(200);
    // Logging out again, or without a session, is still a logout.
    expect((await call('POST', '/api/user/logout', { bearer: laptop.token, body: {} })).status).toBe(200);
    expect((await call('POST', '/api/user/logout', { body: {} })).status).toBe(200);
  });
});

describe('the refresh token as an httpOnly cookie', () => {
  it('is set instead of answered when the client asks, renewed from the cookie, and cleared by logout', async () => {
    const { email, password } = await register();
    const browser = customerBrowser(api);
    const cookieMode = { 'x-hemma-refresh-token': 'cookie' };
    const loggedIn = await browser.login(email, password, cookieMode);
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.result.refreshToken).toBe('');
    const setCookie = loggedIn.headers.getSetCookie().find((c) => c.startsWith('hemma_refresh='));
    expect(setCookie).toMatch(/; Path=\/api\/user; Max-Age=\d+; HttpOnly; SameSite=Strict/);
    const first = browser.cookies.get('hemma_refresh');

    const renewed = await browser.call<SessionTokens>('POST', '/api/user/refresh', {
      body: { refreshToken: '' },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.result.refreshToken).toBe('');
    expect(browser.cookies.get('hemma_refresh')).not.toBe(first);
    expect((await me(renewed.body.result.token)).status).toBe(200);

    const out = await browser.call('POST', '/api/user/logout', { body: {} });
    expect(out.status).toBe(200);
    expect(browser.cookies.has('hemma_refresh')).toBe(false);
    expect((await me(renewed.body.result.token)).status).toBe(401);
    expect((await browser.call('POST', '/api/user/refresh', { body: { refreshToken: '' } })).status).toBe(
      401,
    );
  });
});
