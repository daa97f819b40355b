import type { TestApi } from './test-api.ts';

export interface BrowserResponse<T> {
  status: number;
  body: { code: number; result: T };
  headers: Headers;
}

/**
 * A customer's browser against the test API: keeps the cookies the API sets (device, refresh) and sends them back,
 * with fixed extra headers (an X-Forwarded-For of its own, where the API trusts the test client as a proxy).
 */
export function customerBrowser(api: TestApi, headers: Record<string, string> = {}) {
  const cookies = new Map<string, string>();
  async function call<T = unknown>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    options: { body?: unknown; bearer?: string; headers?: Record<string, string> } = {},
  ): Promise<BrowserResponse<T>> {
    const sent: Record<string, string> = { ...headers, ...options.headers };
    if (options.body !== undefined) sent['content-type'] = 'application/json';
    if (options.bearer !== undefined) sent.authorization = `Bearer ${options.bearer}`;
    if (cookies.size > 0) sent.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${api.baseUrl}${path}`, {
      method,
      headers: sent,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (/Max-Age=0/i.test(line)) cookies.delete(pair.slice(0, at));
      else cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return {
      status: response.status,
      body: (await response.json()) as { code: number; result: T },
      headers: response.headers,
    };
  }
  return {
    cookies,
    call,
    login: (username: string, password: string, extra: Record<string, string> = {}) =>
      call<{ token: string; refreshToken: string }>('POST', '/api/user/login', {
        body: { username, password },
        headers: extra,
      }),
  };
}
