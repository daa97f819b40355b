import { describe, expect, it } from 'vitest';
import { createAdminClient } from './admin-client.ts';
import { AdminApiError } from './admin-http.ts';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that answers from a list and records what was asked. */
function scripted(...answers: { status: number; body: unknown; headers?: Record<string, string> }[]) {
  const calls: Call[] = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    const answer = answers.shift() ?? { status: 200, body: { code: 200, result: true } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  };
  return { calls, fetch };
}

const session = {
  staff: { id: 1, email: 'a@b.se', name: 'A', role: 'owner', is_active: true, created_at: '' },
  csrf_token: 'csrf-1',
  expires_at: '',
};
const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

describe('createAdminClient', () => {
  it('when logged in, then writes carry the CSRF token of the session and reads do not', async () => {
    const { calls, fetch } = scripted({ status: 200, body: { code: 200, result: session } });
    const client = createAdminClient({ fetch });
    await client.session.login({ email: 'a@b.se', password: 'x' });
    await client.staff.list();
    await client.staff.update(7, { name: 'B' });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'POST /api/admin/session',
      'GET /api/admin/staff',
      'PATCH /api/admin/staff/7',
    ]);
    expect(calls.every((c) => c.init.credentials === 'same-origin')).toBe(true);
    expect(header(calls[0], 'x-csrf-token')).toBeNull();
    expect(header(calls[1], 'x-csrf-token')).toBeNull();
    expect(header(calls[2], 'x-csrf-token')).toBe('csrf-1');
    expect(calls[2]?.init.body).toBe('{"name":"B"}');
  });

  it('when logged out, then the token is forgotten', async () => {
    const { calls, fetch } = scripted({ status: 200, body: { code: 200, result: session } });
    const client = createAdminClient({ fetch });
    await client.session.current();
    await client.session.logout();
    await client.staff.create({ email: 'c@d.se', name: 'C', role: 'orders', password: 'p' });
    expect(header(calls[1], 'x-csrf-token')).toBe('csrf-1');
    expect(header(calls[2], 'x-csrf-token')).toBeNull();
  });

  it('when the API refuses, then the error carries its status, message and Retry-After', async () => {
    const { fetch } = scripted({
      status: 429,
      body: { code: 429, result: 'Too many failed logins. Please try again in 3 minutes.' },
      headers: { 'retry-after': '170' },
    });
    const error = await createAdminClient({ fetch })
      .session.login({ email: 'a@b.se', password: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminApiError);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 170, path: 'session' });
    expect((error as Error).message).toMatch(/try again in 3 minutes/);
  });

  it('when a session has ended, then a 401 is reported, but a failed login is not', async () => {
    let ended = 0;
    const { fetch } = scripted(
      { status: 401, body: { code: 401, result: 'wrong password' } },
      { status: 401, body: { code: 401, result: 'Log in first' } },
    );
    const client = createAdminClient({ fetch, onUnauthorized: () => ended++ });
    await expect(client.session.login({ email: 'a@b.se', password: 'x' })).rejects.toThrow('wrong password');
    expect(ended).toBe(0);
    await expect(client.audit.list({ entity_type: 'staff' })).rejects.toMatchObject({ status: 401 });
    expect(ended).toBe(1);
  });

  it('sends list queries without empty filters', async () => {
    const { calls, fetch } = scripted({ status: 200, body: { code: 200, result: { items: [] } } });
    await createAdminClient({ fetch }).audit.list({ entity_type: 'staff', staff: '', page: 2 });
    expect(calls[0]?.url).toBe('/api/admin/audit?entity_type=staff&page=2');
  });

  it('when the answer is not JSON (a proxy error page), then the status is kept', async () => {
    const client = createAdminClient({
      fetch: async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    await expect(client.staff.list()).rejects.toMatchObject({ status: 502, message: 'HTTP 502' });
  });
});
