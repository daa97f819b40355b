import { DEMO_OWNER } from '@hemma/demo-shop';
import type { TestApi } from './test-api.ts';

export interface AdminResponse<T> {
  status: number;
  body: { code: number; result: T };
  headers: Headers;
}

/** A staff user's browser against the test API: the session cookie, the device cookie and the CSRF token. */
export interface AdminClient {
  csrf: string;
  cookies: Map<string, string>;
  get<T = unknown>(path: string): Promise<AdminResponse<T>>;
  send<T = unknown>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    options?: { csrf?: string | null; contentType?: string },
  ): Promise<AdminResponse<T>>;
}

function keepCookies(jar: Map<string, string>, headers: Headers): void {
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    const name = pair!.slice(0, at);
    const value = pair!.slice(at + 1);
    if (/Max-Age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
}

const cookieHeader = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** A client without a session yet; `login` fills it. */
export function adminClient(
  api: TestApi,
  headers: Record<string, string> = {},
): AdminClient & {
  login(email?: string, password?: string): Promise<AdminResponse<{ csrf_token: string }>>;
} {
  const jar = new Map<string, string>();
  const client = {
    csrf: '',
    cookies: jar,
    async get<T>(path: string): Promise<AdminResponse<T>> {
      const response = await fetch(`${api.baseUrl}${path}`, {
        headers: { ...headers, cookie: cookieHeader(jar) },
      });
      keepCookies(jar, response.headers);
      // A download (the catalogue export) is its file, not the JSON envelope.
      const json =
        /json/.test(response.headers.get('content-type') ?? '') &&
        !/attachment/.test(response.headers.get('content-disposition') ?? '');
      return {
        status: response.status,
        body: (json ? await response.json() : { code: response.status, result: await response.text() }) as {
          code: number;
          result: T;
        },
        headers: response.headers,
      };
    },
    async send<T>(
      method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      path: string,
      body?: unknown,
      options: { csrf?: string | null; contentType?: string } = {},
    ): Promise<AdminResponse<T>> {
      const csrf = options.csrf === undefined ? client.csrf : options.csrf;
      const response = await fetch(`${api.baseUrl}${path}`, {
        method,
        headers: {
          ...headers,
          cookie: cookieHeader(jar),
          ...(csrf ? { 'x-csrf-token': csrf } : {}),
          ...(body === undefined ? {} : { 'content-type': options.contentType ?? 'application/json' }),
        },
        body:
          body === undefined
            ? undefined
            : typeof body === 'string' || body instanceof Uint8Array
              ? body
              : JSON.stringify(body),
      });
      keepCookies(jar, response.headers);
      return {
        status: response.status,
        body: (await response.json()) as { code: number; result: T },
        headers: response.headers,
      };
    },
    async login(email: string = DEMO_OWNER.email, password: string = DEMO_OWNER.password) {
      const response = await client.send<{ csrf_token: string }>(
        'POST',
        '/api/admin/session',
        { email, password },
        { csrf: null },
      );
      if (response.status === 200) client.csrf = response.body.result.csrf_token;
      return response;
    },
  };
  return client;
}

/** A signed-in owner of the demo shop. */
export async function loginOwner(api: TestApi): Promise<AdminClient> {
  const client = adminClient(api);
  const response = await client.login();
  if (response.status !== 200) throw new Error(`owner login failed: ${JSON.stringify(response.body)}`);
  return client;
}

/** A staff user with `role` created by the owner, signed in. */
export async function loginAs(
  api: TestApi,
  owner: AdminClient,
  role: 'owner' | 'catalogue' | 'orders',
): Promise<AdminClient> {
  const email = `${role}-${Math.random().toString(36).slice(2, 8)}@hemma.example`;
  const password = 'Personal-2026!';
  const created = await owner.send('POST', '/api/admin/staff', {
    email,
    name: `Test ${role}`,
    role,
    password,
  });
  if (created.status !== 200) throw new Error(`creating ${role} failed: ${JSON.stringify(created.body)}`);
  const client = adminClient(api);
  const response = await client.login(email, password);
  if (response.status !== 200) throw new Error(`${role} login failed: ${JSON.stringify(response.body)}`);
  return client;
}
