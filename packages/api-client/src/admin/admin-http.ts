import { ApiError, type FetchLike, type Query } from '../requester.ts';

export type AdminWriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AdminHttpOptions {
  /** '' in the browser: the admin app is served by the same origin as the API. */
  baseUrl?: string;
  fetch?: FetchLike;
  /**
   * Called when the API answers 401 to anything but a login: the session ended (idle, expired, revoked by a change
   * of role or password), so the app can show the login page.
   */
  onUnauthorized?: () => void;
}

/** A back-office answer that was not 2xx. `retryAfterSeconds` comes from a 429's Retry-After header. */
export class AdminApiError extends ApiError {
  constructor(
    status: number,
    message: string,
    path: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(status, message, path);
  }
}

/** The session's CSRF token is kept in memory only: a page load asks GET /api/admin/session for it again. */
export interface AdminHttp {
  get<T>(path: string, query?: Query): Promise<T>;
  /** `body` is sent as JSON, or as it is when it is a Blob (a File from an `<input type="file">`). */
  send<T>(method: AdminWriteMethod, path: string, body?: unknown): Promise<T>;
  setCsrfToken(token: string | null): void;
}

function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  return params.size > 0 ? `?${params.toString()}` : '';
}

async function readResult<T>(response: Response, path: string): Promise<T> {
  const envelope = (await response.json().catch(() => null)) as { code?: number; result?: unknown } | null;
  if (response.ok && envelope && 'result' in envelope) return envelope.result as T;
  const message = typeof envelope?.result === 'string' ? envelope.result : `HTTP ${response.status}`;
  const retryAfter = Number(response.headers.get('retry-after'));
  throw new AdminApiError(
    response.ok ? 502 : response.status,
    message,
    path,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  );
}

/**
 * Calls to `/api/admin/<path>` with the session cookie (same origin) and, on every write, the session's CSRF token
 * in `X-CSRF-Token` (decision 0020). Answers are unwrapped from the `{code, result}` envelope; errors become an
 * AdminApiError with the status and the API's message.
 */
export function createAdminHttp(options: AdminHttpOptions = {}): AdminHttp {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const base = `${(options.baseUrl ?? '').replace(/\/+$/, '')}/api/admin/`;
  let csrfToken: string | null = null;

  async function call<T>(method: 'GET' | AdminWriteMethod, path: string, init: RequestInit): Promise<T> {
    const response = await fetchImpl(`${base}${path}`, {
      ...init,
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(method !== 'GET' && csrfToken ? { 'x-csrf-token': csrfToken } : {}),
        // A Blob (a picture to upload) is sent as it is, with its own type; anything else as JSON.
        ...(init.body instanceof Blob
          ? { 'content-type': init.body.type }
          : init.body !== undefined
            ? { 'content-type': 'application/json' }
            : {}),
      },
    });
    const isLogin = method === 'POST' && path === 'session';
    if (response.status === 401 && !isLogin) options.onUnauthorized?.();
    return readResult<T>(response, path);
  }

  return {
    get: (path, query = {}) => call('GET', `${path}${queryString(query)}`, {}),
    send: (method, path, body) =>
      call(
        method,
        path,
        body === undefined ? {} : body instanceof Blob ? { body } : { body: JSON.stringify(body) },
      ),
    setCsrfToken(token) {
      csrfToken = token;
    },
  };
}
