import { localizedPath, storeViewFromPath } from '@hemma/commerce';
import { isRouteErrorResponse, redirect } from 'react-router';
import type { CategoryPageData } from '~/features/catalog/category.server.ts';
import type { ListData } from '~/features/catalog/category-list.ts';
import type { MenuCategory } from '~/features/layout/menu.ts';
import { reportNetworkFailure } from '~/lib/connectivity.ts';
import { notify } from '~/lib/notifications.ts';
import type { CacheCollection } from '~/lib/persistent-cache/collection.ts';
import { openShopCache } from '~/lib/persistent-cache/index.ts';

/**
 * SPEC §4/§7/§8 offline catalogue: what the category and product routes saw online is kept in the persistent cache
 * (collections `categories` and `products`), and answers their client loaders when the shop cannot be reached.
 * Composed here in routes/ because it joins the catalogue, layout (menu) and offline parts. Loaded lazily by the routes (after a page is shown, or when a navigation failed): none of it is first-load code.
 *
 * - `categories`: a category page's heading, trail and sub-categories by slug, and the menu tree (key `~menu`), so
 *   that a category never opened is still known offline: it shows with an empty list and the SPEC §8 warning
 *   'No products synchronized for this category'.
 * - `products`: a category's product list by path and query (`list:/c/soffor?sort=…`) and a product page's data by
 *   path (`product:/p/…`).
 * - `attributes`: not written here; a list's facets travel with the list they were computed for.
 */

/** How a client loader's answer came about: fresh from the shop, or from the cache while offline. */
export type OfflineSource = 'cached' | 'unsynchronized';

export interface CatalogCollections {
  categories: Pick<CacheCollection, 'get' | 'set'>;
  products: Pick<CacheCollection, 'get' | 'set'>;
}

export const MENU_KEY = '~menu';
const listKey = (url: URL) => `list:${url.pathname}${url.search}`;
const productKey = (url: URL) => `product:${url.pathname}`;

type CategoryHead = Omit<CategoryPageData, 'list'>;

export function collectionsFor(pathname: string): CatalogCollections {
  const cache = openShopCache(storeViewFromPath(pathname).storeCode);
  return { categories: cache.collection('categories'), products: cache.collection('products') };
}

/**
 * The shop is unreachable: the request itself failed (the service worker answers `Response.error()` for what it
 * has not cached), or a gateway in front of the shop answered 502–504. A 404 or a 500 of the shop is an answer.
 */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (isRouteErrorResponse(error)) return error.status >= 502 && error.status <= 504;
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Writes what a category page showed; cache write errors are only logged by the collection (SPEC §4). */
export async function rememberCategory(
  collections: CatalogCollections,
  url: URL,
  slug: string,
  data: CategoryPageData,
  menu?: MenuCategory[],
): Promise<void> {
  const { list, ...head } = data;
  await Promise.all([
    collections.categories.set(slug, head),
    // A failed list is no synchronized list: keep the last good one.
    list.failed ? undefined : collections.products.set(listKey(url), list),
    menu && menu.length > 0 ? collections.categories.set(MENU_KEY, menu) : undefined,
  ]);
}

export async function rememberProduct<T>(
  collections: CatalogCollections,
  url: URL,
  data: T,
  menu?: MenuCategory[],
): Promise<void> {
  await Promise.all([
    collections.products.set(productKey(url), data),
    menu && menu.length > 0 ? collections.categories.set(MENU_KEY, menu) : undefined,
  ]);
}

/** A category known only from the menu: its name, its parent as the trail and its children as chips. */
function fromMenu(menu: MenuCategory[], slug: string, url: URL): CategoryHead | null {
  const store = storeViewFromPath(url.pathname);
  const href = (s: string) => localizedPath(`/c/${s}`, store);
  for (const top of menu) {
    const category = (name: string) => ({ name, description: null, metaTitle: null, metaDescription: null });
    if (top.slug === slug)
      return {
        category: category(top.name),
        trail: [],
        subcategories: top.children.map((c) => ({ label: c.name, href: href(c.slug) })),
      } as unknown as CategoryHead;
    const child = top.children.find((c) => c.slug === slug);
    if (child)
      return {
        category: category(child.name),
        trail: [{ label: top.name, href: href(top.slug) }],
        subcategories: [],
      } as unknown as CategoryHead;
  }
  return null;
}

/**
 * The empty list of a category whose products were never synchronized (SPEC §4/§8): no filters, no sort choices
 * (nothing to filter or sort). Built without the list-query and facet modules, which the category page's own chunk
 * carries: importing them here would split them into a chunk of their own on every category page's first load.
 */
export function unsynchronizedList(url: URL): ListData {
  return {
    state: { filters: {}, price: null, sort: 'relevance', page: 1 },
    filtered: false,
    failed: false,
    total: 0,
    start: 0,
    perPage: 0,
    products: [],
    facets: {
      groups: [],
      chips: [],
      clearHref: url.pathname,
      sort: 'relevance',
      sortOptions: [],
      filterFields: {},
      sortFields: {},
    },
    paging: { page: 1, pages: 1, prevHref: null, nextHref: null },
    suggestions: [],
  };
}

/** SPEC §8: nothing to show for this route offline: the error notice, then the store's home (thrown redirect). */
function notAvailableOffline(url: URL): never {
  notify({ type: 'error', message: 'offline.notAvailable', hasNoTimeout: true });
  throw redirect(localizedPath('/', storeViewFromPath(url.pathname)));
}

export type OfflineCategory = CategoryPageData & { offline: OfflineSource };

/**
 * The category page from the cache: the list seen for this very URL, or, for a category known (seen, or in the
 * menu) but whose products were never synchronized, an empty list flagged for the SPEC §8 warning. A category not
 * known at all cannot be shown: error notice, and the redirect home is thrown.
 */
export async function offlineCategory(
  collections: CatalogCollections,
  url: URL,
  slug: string,
): Promise<OfflineCategory> {
  const [head, list, menu] = await Promise.all([
    collections.categories.get(slug) as Promise<CategoryHead | undefined>,
    collections.products.get(listKey(url)) as Promise<ListData | undefined>,
    collections.categories.get(MENU_KEY) as Promise<MenuCategory[] | undefined>,
  ]);
  const known = head ?? fromMenu(menu ?? [], slug, url);
  if (!known) return notAvailableOffline(url);
  if (list) return { ...known, list, offline: 'cached' };
  return { ...known, list: unsynchronizedList(url), offline: 'unsynchronized' };
}

export async function offlineProduct<T extends object>(
  collections: CatalogCollections,
  url: URL,
): Promise<T & { offline: OfflineSource }> {
  const data = (await collections.products.get(productKey(url))) as T | undefined;
  return data ? { ...data, offline: 'cached' } : notAvailableOffline(url);
}

/**
 * The route client loaders' fallback: used when `serverLoader()` threw. An error that is an answer of the shop
 * (404, 500) is thrown on; an unreachable shop is answered from the cache.
 */
export async function categoryFallback(request: Request, slug: string, error: unknown) {
  if (!isUnreachable(error)) throw error;
  reportNetworkFailure();
  const url = new URL(request.url);
  return offlineCategory(collectionsFor(url.pathname), url, slug);
}

export async function productFallback<T extends object>(request: Request, error: unknown) {
  if (!isUnreachable(error)) throw error;
  reportNetworkFailure();
  const url = new URL(request.url);
  return offlineProduct<T>(collectionsFor(url.pathname), url);
}

/** Called by the route components once a page is shown (document load or navigation); never for cached pages. */
export function rememberCategoryPage(
  href: string,
  slug: string,
  data: CategoryPageData,
  menu?: MenuCategory[],
) {
  const url = new URL(href, 'http://x.invalid');
  return rememberCategory(collectionsFor(url.pathname), url, slug, data, menu);
}

export function rememberProductPage(href: string, data: object, menu?: MenuCategory[]) {
  const url = new URL(href, 'http://x.invalid');
  return rememberProduct(collectionsFor(url.pathname), url, data, menu);
}
