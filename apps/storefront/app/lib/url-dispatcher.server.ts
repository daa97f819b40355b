import type { ApiClient } from '@hemma/api-client';
import { isRefusedLookup } from './not-found.server.ts';
import { type StoreView, localizedRouteName } from '@hemma/commerce';
import type { UrlMapping } from './url-dispatcher-cache.ts';

/** SPEC §2 URL dispatcher: off unless the server runs with HEMMA_URL_DISPATCHER=1 (read per request). */
export function urlDispatcherEnabled(): boolean {
  return process.env.HEMMA_URL_DISPATCHER === '1';
}

/** The url_path a request path asks for: the store-code prefix and outer slashes dropped, decoded. */
export function dispatcherPath(pathname: string, store: StoreView): string {
  let path = pathname.replace(/^\/+|\/+$/g, '');
  if (store.appendStoreCode && (path === store.storeCode || path.startsWith(`${store.storeCode}/`))) {
    path = path.slice(store.storeCode.length).replace(/^\/+/, '');
  }
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * React Router's route config is static, so one splat route serves every dispatched path; the SPEC's per-path
 * route name `urldispatcher-{path}` (store-code prefixed like every route name) is derived here and handed to the
 * page in its loader data as `routeName`.
 */
export function dispatcherRouteName(path: string, store: StoreView): string {
  return localizedRouteName(`urldispatcher-${path}`, store);
}

/**
 * Asks the API's url/map what a path shows: a category or a product, else a CMS page whose identifier is the path,
 * else null (not found).
 */
export async function mapPath(api: ApiClient, path: string, store: StoreView): Promise<UrlMapping | null> {
  if (!path) return null;
  try {
    const mapped = await api.mapUrl(path);
    const routeName = dispatcherRouteName(path, store);
    if (mapped._type === 'category') return { type: 'category', key: mapped._source.slug, routeName };
    if (mapped._type === 'product') return { type: 'product', key: mapped._source.sku, routeName };
    return null;
  } catch (error) {
    if (!isRefusedLookup(error)) throw error;
  }
  // SPEC §7 url/map answers catalogue paths; a one-segment path may also name a CMS page (SPEC §2 cms-page).
  if (path.includes('/')) return null;
  try {
    const page = await api.getCmsPage(path);
    return { type: 'cms', key: page.identifier, routeName: dispatcherRouteName(path, store) };
  } catch (error) {
    if (isRefusedLookup(error)) return null;
    throw error;
  }
}
