import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_TOKEN_KEY, setTokenRefresher } from '~/lib/user-token.ts';
import { checkoutApi } from './cart-api.ts';

const json = (status: number, result: unknown) =>
  new Response(JSON.stringify({ code: status, result }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function browserWith(token: string | null, answer: (auth: string | null) => Response) {
  const store = new Map<string, string>(token ? [[USER_TOKEN_KEY, token]] : []);
  vi.stubGlobal('localStorage', { getItem: (key: string) => store.get(key) ?? null });
  vi.stubGlobal('window', { location: { pathname: '/' } });
  const seen: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const auth = new Headers(init?.headers).get('authorization');
      seen.push(auth);
      return answer(auth);
    }),
  );
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe('the cart client and the user token', () => {
  it('refreshes an expired token once and repeats the call with the new one', async () => {
    const seen = browserWith('old', (auth) =>
      auth === 'Bearer new' ? json(200, 'cart-1') : json(401, 'expired'),
    );
    const refresh = vi.fn(async () => 'new');
    setTokenRefresher(refresh);
    await expect(checkoutApi().createCart()).resolves.toBe('cart-1');
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    expect(refresh).toHaveBeenCalledWith('old');
  });

  it('goes on as a guest when the session cannot be refreshed', async () => {
    const seen = browserWith('old', (auth) => (auth ? json(401, 'expired') : json(200, 'guest-cart')));
    setTokenRefresher(async () => null);
    await expect(checkoutApi().createCart()).resolves.toBe('guest-cart');
    expect(seen).toEqual(['Bearer old', null]);
  });

  it('sends no token for a guest', async () => {
    const seen = browserWith(null, () => json(200, 'guest-cart'));
    await checkoutApi().createCart();
    expect(seen).toEqual([null]);
  });
});
