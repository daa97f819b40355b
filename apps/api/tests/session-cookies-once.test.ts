import { DEMO_OWNER } from '@hemma/demo-shop';
import { describe, expect, it } from 'vitest';
import { accountFixtures } from './support/account-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

// Issue 29: a login that sets two cookies sent the first of them twice. Each cookie a login sets comes once.
const api = useTestApi();
const { register } = accountFixtures(api);

/** The answer's Set-Cookie lines, as the HTTP response carried them, counted by cookie name. */
function cookieCounts(response: Response): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of response.headers.getSetCookie()) {
    const name = line.slice(0, line.indexOf('='));
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('a login sets each of its cookies once', () => {
  it('staff: the session cookie hemma_admin and the device cookie', async () => {
    const response = await post('/api/admin/session', {
      email: DEMO_OWNER.email,
      password: DEMO_OWNER.password,
    });
    expect(response.status).toBe(200);
    expect(cookieCounts(response)).toEqual({ hemma_admin: 1, hemma_admin_device: 1 });
  });

  it('customer, refresh token in a cookie (as the storefront asks): hemma_device and hemma_refresh', async () => {
    const { email, password } = await register();
    const response = await post(
      '/api/user/login',
      { username: email, password },
      { 'x-hemma-refresh-token': 'cookie' },
    );
    expect(response.status).toBe(200);
    expect(cookieCounts(response)).toEqual({ hemma_device: 1, hemma_refresh: 1 });
  });

  it('customer, refresh token in the answer: hemma_device only', async () => {
    const { email, password } = await register();
    const response = await post('/api/user/login', { username: email, password });
    expect(response.status).toBe(200);
    expect(cookieCounts(response)).toEqual({ hemma_device: 1 });
  });
});
