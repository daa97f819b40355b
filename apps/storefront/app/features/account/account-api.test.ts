import { ApiError } from '@hemma/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser-like global scope: storage, events and a network the test answers. */
function browser(answer: (url: URL, body: unknown, bearer: string | null) => Response | Promise<Response>) {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
  vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { pathname: '/' } }));
  const fetch = vi.fn(async (url: string, init: RequestInit) =>
    answer(
      new URL(url, 'http://shop'),
      init.body ? JSON.parse(String(init.body)) : undefined,
      /^Bearer (.+)$/.exec(new Headers(init.headers).get('authorization') ?? '')?.[1] ?? null,
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch, store };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const tokens = (n: number) => ({ token: `t${n}`, refreshToken: `r${n}`, groupToken: `g${n}`, groupId: 1 });
const expired = () =>
  json(401, {
    code: 401,
    result: 'The user token has expired. User is not authorized to access the resource',
  });
const history = (token: string) => json(200, { code: 200, result: { items: [{ increment_id: token }] } });

// Fresh modules per test: the session store and the refresh lock are module state.
async function load() {
  vi.resetModules();
  const store = await import('./session-store.ts');
  const api = await import('./account-api.ts');
  return { store, api };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('session store (SPEC §3 user state)', () => {
  it('persists tokens and profile under the SPEC keys and loads them in a new tab', async () => {
    const { store } = browser(() => json(500, {}));
    const first = await load();
    first.store.storeTokens(tokens(1));
    first.store.updateSession({ current: { email: 'a@b.se', group_id: 1 } as never });
    expect(store.get('shop/user/current-token')).toBe('t1');
    expect(store.get('shop/user/current-refresh-token')).toBe('r1');
    expect(JSON.parse(store.get('shop/user/current-user')!)).toMatchObject({ email: 'a@b.se' });

    const second = await load();
    expect(second.store.getSession()).toMatchObject({ token: 't1', refreshToken: 'r1', groupToken: 'g1' });
  });

  it('clears everything on logout and tells the composer (cart) that the session ended', async () => {
    const { store } = browser(() => json(500, {}));
    const { store: session, api } = await load();
    const ended = vi.fn();
    session.onSessionEnd(ended);
    session.storeTokens(tokens(1));
    api.logout(true);
    expect(session.getSession()).toEqual(session.EMPTY_SESSION);
    expect([...store.keys()]).toEqual([]);
    expect(ended).toHaveBeenCalledTimes(1);
  });
});

describe('token refresh (SPEC §4)', () => {
  it('runs one refresh for concurrent 401s and retries every call with the new token', async () => {
    let refreshes = 0;
    const { fetch } = browser(async (url, body, token) => {
      if (url.pathname === '/api/user/refresh') {
        refreshes += 1;
        expect(body).toEqual({ refreshToken: 'r1' });
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, { code: 200, result: tokens(2) });
      }
      // Decision 0024: the token goes as a bearer header, never in the URL.
      expect(url.searchParams.has('token')).toBe(false);
      return token === 't2' ? history(token) : expired();
    });
    const { store, api } = await load();
    const { readTokenLock } = await import('~/lib/sync-tasks.ts');
    store.storeTokens(tokens(1));
    const calls = Promise.all([api.orderHistory(), api.orderHistory(), api.orderHistory()]);
    await vi.advanceTimersByTimeAsync(5);
    // While the refresh runs, queued tasks wait on the SPEC §4 token lock.
    expect(readTokenLock()).toBe(1);
    await vi.runAllTimersAsync();
    const results = await calls;
    expect(readTokenLock()).toBe(0);
    expect(results.map((r) => r.items[0]?.increment_id)).toEqual(['t2', 't2', 't2']);
    expect(refreshes).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(7);
    expect(store.getSession()).toMatchObject({ token: 't2', refreshToken: 'r2' });
  });

  it('a call answered 401 after another call refreshed retries with the new token, without refreshing again', async () => {
    const { fetch } = browser(() => json(500, {}));
    const { store, api } = await load();
    store.storeTokens(tokens(1));
    const result = await api.withToken(async (token) => {
      if (token !== 't1') return token;
      // Meanwhile another call refreshed; this one's answer for the old token arrives late.
      store.storeTokens(tokens(2));
      throw new ApiError(401, 'The user token has expired.', 'user/me');
    });
    expect(result).toBe('t2');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('when the refresh is refused, logs out silently, opens the sign-up modal and fails the waiting calls', async () => {
    browser((url) =>
      url.pathname === '/api/user/refresh'
        ? json(401, { code: 401, result: 'Error refreshing user token.' })
        : expired(),
    );
    const { store, api } = await load();
    const ended = vi.fn();
    store.onSessionEnd(ended);
    store.storeTokens(tokens(1));
    const calls = Promise.allSettled([api.orderHistory(), api.orderHistory()]);
    await vi.runAllTimersAsync();
    const results = await calls;
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(results[0]).toMatchObject({ reason: { name: 'NotLoggedInError' } });
    expect(store.getSession().token).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    expect((await import('~/lib/modals.ts')).getModal()).toMatchObject({ name: 'signup' });
    // Queued tasks abort with 401 from now on, until the next login.
    const { readTokenLock } = await import('~/lib/sync-tasks.ts');
    expect(readTokenLock()).toBe(-1);
  });

  it('a successful refresh never counts as a failure: a refused retry keeps the session', async () => {
    browser((url, _body, token) => {
      if (url.pathname === '/api/user/refresh') return json(200, { code: 200, result: tokens(2) });
      if (token === 't2') return json(400, { code: 400, result: 'Bad request' });
      return expired();
    });
    const { store, api } = await load();
    store.storeTokens(tokens(1));
    await expect(api.orderHistory()).rejects.toMatchObject({ status: 400 });
    expect(store.getSession()).toMatchObject({ token: 't2', refreshToken: 'r2' });
  });

  it('a network failure during refresh keeps the session for when the shop is back', async () => {
    browser((url) => {
      if (url.pathname === '/api/user/refresh') throw new TypeError('Failed to fetch');
      return expired();
    });
    const { store, api } = await load();
    store.storeTokens(tokens(1));
    await expect(api.orderHistory()).rejects.toThrow('Failed to fetch');
    expect(store.getSession().token).toBe('t1');
    expect((await import('~/lib/sync-tasks.ts')).readTokenLock()).toBe(0);
  });

  it("says why the session could not be renewed: the shop's failure, or no network (SPEC §8)", async () => {
    let refresh: () => Response = () => json(500, { code: 500, result: 'Internal error' });
    browser((url) => (url.pathname === '/api/user/refresh' ? refresh() : expired()));
    const { store, api } = await load();
    const notices = await import('~/lib/notifications.ts');
    const shown = vi.spyOn(notices, 'notify');
    store.storeTokens(tokens(1));
    await expect(api.orderHistory()).rejects.toMatchObject({ status: 500 });
    expect(shown).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'error.tokenRefresh' }));
    expect(store.getSession().token).toBe('t1');
    refresh = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(api.orderHistory()).rejects.toThrow('Failed to fetch');
    expect(shown).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'error.authNetwork' }));
  });

  it('shows the server text of a refused password change (result.errorMessage)', async () => {
    browser(() =>
      json(400, { code: 400, result: { errorMessage: 'The password doesn\u2019t match this account.' } }),
    );
    const { store, api } = await load();
    store.storeTokens(tokens(1));
    await expect(api.changePassword('old', 'New-pass-1')).rejects.toMatchObject({
      message: 'The password doesn\u2019t match this account.',
    });
  });
});
