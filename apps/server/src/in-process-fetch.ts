import type { FetchLike } from '@hemma/api-client';
import type { FastifyInstance } from 'fastify';

/**
 * A fetch that hands requests to the API in the same process (Fastify's inject): the contract stays HTTP
 * (method, path, headers, JSON body, status), without a loopback socket per call. `clientAddress`: the shopper whose
 * request the calls serve (a form posted to a page's action), as the API's throttles count clients; without it the
 * calls come from this process's loopback address.
 */
export function createInProcessFetch(app: FastifyInstance, clientAddress?: string): FetchLike {
  return async (input, init = {}) => {
    const url = new URL(input, 'http://in-process');
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(clientAddress ? { remoteAddress: clientAddress } : {}),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined)
        responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.rawPayload, { status: response.statusCode, headers: responseHeaders });
  };
}

/**
 * The fetch of a page action's API calls for one shopper (decision 0014, addendum: the newsletter throttle counts
 * shoppers). In this process: the shopper's address as the caller's. To a separate API (`app` null): the address in
 * X-Forwarded-For, which that API believes only when HEMMA_TRUST_PROXY trusts this storefront node.
 */
export function fetchForShopper(app: FastifyInstance | null, clientAddress: string): FetchLike {
  if (app) return createInProcessFetch(app, clientAddress);
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('x-forwarded-for', clientAddress);
    return globalThis.fetch(input, { ...init, headers });
  };
}
