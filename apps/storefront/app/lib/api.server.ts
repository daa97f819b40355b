import { type ApiClient, createApiClient } from '@hemma/api-client';
import { DEFAULT_STORE_VIEW, type StoreView, storeViewFromPath } from '@hemma/commerce';
import { urlDispatcherEnabled } from './url-dispatcher.server.ts';

declare module 'react-router' {
  interface AppLoadContext {
    /** The host process (apps/server) hands in an API client per store view (in-process in one-process mode). */
    apiFor?: (storeCode: string) => ApiClient;
  }
}

interface LoaderArgsLike {
  context: { apiFor?: (storeCode: string) => ApiClient };
  request: Request;
}

const fallbacks = new Map<string, ApiClient>();

/**
 * The API client of this request for its store view: the host's client, or (under `react-router dev`, without
 * the host) an HTTP client to HEMMA_API_URL.
 */
export function getApi(
  context: { apiFor?: (storeCode: string) => ApiClient },
  store: StoreView = DEFAULT_STORE_VIEW,
): ApiClient {
  if (context.apiFor) return context.apiFor(store.storeCode);
  let client = fallbacks.get(store.storeCode);
  if (!client) {
    const baseUrl = process.env.HEMMA_API_URL ?? 'http://127.0.0.1:3000';
    client = createApiClient({ baseUrl, storeCode: store.storeCode });
    fallbacks.set(store.storeCode, client);
  }
  return client;
}

/**
 * The store view of the request path (`/de/...` → de) for building links in loaders, with the shop's URL dispatcher
 * mode (SPEC §2): on, category and product links use their url_path.
 */
export function requestStore(request: Request): StoreView {
  const store = storeViewFromPath(new URL(request.url).pathname);
  return urlDispatcherEnabled() ? { ...store, urlDispatcher: true } : store;
}

/** What every loader needs: the API client, the store view of the path and the URL. */
export function loaderEnv({ context, request }: LoaderArgsLike) {
  const store = requestStore(request);
  return { api: getApi(context, store), store, url: new URL(request.url) };
}
