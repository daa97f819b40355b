import type { Envelope } from '@hemma/contract';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** '' in the browser (same origin); an absolute URL on the server. */
  baseUrl: string;
  /** Defaults to the global fetch; the host process may hand in an in-process fetch. */
  fetch?: FetchLike;
  storeCode?: string;
}

/** An answer of the API that was not 2xx: `status` is the envelope code, `message` its human text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Whether an error is an ApiError. Checked by shape as well as by class: the storefront's server bundle carries its
 * own copy of this package, so an error thrown by a client the host created is not an instance of that copy's class.
 */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    typeof (error as Partial<ApiError>).status === 'number' &&
    typeof (error as Partial<ApiError>).path === 'string'
  );
}

export function isNotFound(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 404;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export type Requester = <T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  query?: Query,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<T>;

/** The user token as the API takes it by default: an Authorization: Bearer header (decision 0024). */
export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** A call whose whole envelope is wanted: `result` and `meta` (the routes that answer one, decision 0063). */
export type EnvelopeRequester = <T, M = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  query?: Query,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<{ result: T; meta: M }>;

/** One JSON call to the API in the `{code, result}` envelope; non-2xx answers throw an ApiError. */
export function createRequester(options: ApiClientOptions): Requester {
  const request = createEnvelopeRequester(options);
  return async <T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    query?: Query,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<T> => (await request<T>(method, path, query, body, headers)).result;
}

/** One JSON call answering the envelope's `result` and `meta` (`{}` when the API sent none). */
export function createEnvelopeRequester(options: ApiClientOptions): EnvelopeRequester {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.baseUrl.replace(/\/+$/, '');

  return async function request<T, M = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    query: Query = {},
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ result: T; meta: M }> {
    const params = new URLSearchParams();
    if (options.storeCode && options.storeCode !== 'default') params.set('storeCode', options.storeCode);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
    const search = params.size > 0 ? `?${params.toString()}` : '';
    const url = `${base}/api/${path}${search}`;
    const init: RequestInit = { method, headers: { accept: 'application/json', ...headers } };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { ...init.headers, 'content-type': 'application/json' };
    }
    const response = await fetchImpl(url, init);
    const contentType = response.headers.get('content-type') ?? '';
    if (!contentType.includes('application/json')) {
      throw new ApiError(response.status, 'Error with response - bad content-type!', path);
    }
    const envelope = (await response.json()) as Envelope<T> | { code: number; result: unknown };
    if (!response.ok || envelope.code >= 400) {
      // SPEC §8: the text is the result itself or its errorMessage/message (change-password answers an object).
      const result = envelope.result as string | { errorMessage?: unknown; message?: unknown } | null;
      const text = typeof result === 'string' ? result : (result?.errorMessage ?? result?.message);
      const message = typeof text === 'string' ? text : `HTTP ${response.status}`;
      throw new ApiError(envelope.code ?? response.status, message, path);
    }
    return { result: envelope.result as T, meta: ((envelope as Envelope<T>).meta ?? {}) as M };
  };
}
