import type { ProductType } from './constants.ts';
import type { CurrencyCode } from './currency.ts';
import type { ShopLocale } from './format.ts';

/**
 * Store views are chosen by URL prefix (SPEC §2, §3 store view): the default store at the root, `/de` and `/it` as
 * prefixes. This list is the one configuration of a store view (decision 0029): its language, currency, tax country
 * and the name the language switcher shows. Every link builder takes the store view so that links stay inside it.
 */
export interface StoreView {
  storeCode: string;
  storeId: number;
  appendStoreCode: boolean;
  /** The UI language and the number grouping of prices (SPEC §3 `i18n.defaultLocale`). */
  defaultLocale: ShopLocale;
  /**
   * SPEC §3 `i18n.currencyCode`: the currency prices are shown and charged in (decision 0035: SEK in the default and
   * English store views, EUR in /de and /it, from the SEK prices by the configured rate).
   */
  currencyCode: CurrencyCode;
  /** SPEC §3 `tax`: the country whose VAT rules price the store view. */
  taxCountry: string;
  /** The store view's name in its own language, for the language switcher. */
  name: string;
  /**
   * SPEC §2 URL dispatcher mode (a setting of the shop, not of the store view): links of categories and products
   * with a url_path use it (`/{url_path}`) instead of `/c/` and `/p/`. Set on the store view a page builds links with.
   */
  urlDispatcher?: boolean;
}

export const DEFAULT_STORE_VIEW: StoreView = {
  storeCode: 'default',
  storeId: 1,
  appendStoreCode: false,
  defaultLocale: 'sv-SE',
  currencyCode: 'SEK',
  taxCountry: 'SE',
  name: 'Svenska',
};

export const STORE_VIEWS: readonly StoreView[] = [
  DEFAULT_STORE_VIEW,
  // English is a store view of its own (the default store's data in English) so that the URL alone decides the
  // language: a page cache keyed by URL never serves one language to a shopper who chose another (decision 0029).
  {
    storeCode: 'en',
    storeId: 4,
    appendStoreCode: true,
    defaultLocale: 'en-US',
    currencyCode: 'SEK',
    taxCountry: 'SE',
    name: 'English',
  },
  {
    storeCode: 'de',
    storeId: 2,
    appendStoreCode: true,
    defaultLocale: 'de-DE',
    currencyCode: 'EUR',
    taxCountry: 'SE',
    name: 'Deutsch',
  },
  {
    storeCode: 'it',
    storeId: 3,
    appendStoreCode: true,
    defaultLocale: 'it-IT',
    currencyCode: 'EUR',
    taxCountry: 'SE',
    name: 'Italiano',
  },
];

/** The store view of a store code, or null when no store view has that code (SPEC §8 "Storeview … doesn't exist!"). */
export function storeViewByCode(storeCode: string): StoreView | null {
  return STORE_VIEWS.find((s) => s.storeCode === storeCode) ?? null;
}

/** The store view of a store id (the SPEC's `storeId` parameters), or null. */
export function storeViewById(storeId: number): StoreView | null {
  return STORE_VIEWS.find((s) => s.storeId === storeId) ?? null;
}

/** SPEC §8's message for a store code no store view has. */
export function unknownStoreViewMessage(storeCode: string): string {
  return `Storeview "${storeCode}" doesn't exist!`;
}

/** The store view a path belongs to: `/de/...` → de, anything else → the default store. */
export function storeViewFromPath(pathname: string): StoreView {
  const first = pathname.split('/')[1] ?? '';
  return STORE_VIEWS.find((s) => s.appendStoreCode && s.storeCode === first) ?? DEFAULT_STORE_VIEW;
}

/** The path without its store view prefix: `/de/c/soffor` → `/c/soffor`, `/de` → `/`. */
export function unprefixedPath(pathname: string): string {
  const store = storeViewFromPath(pathname);
  if (!store.appendStoreCode) return pathname || '/';
  return pathname.slice(store.storeCode.length + 1) || '/';
}

/** Prefixes a path with the store code when the store view appends it. */
export function localizedPath(path: string, store: StoreView = DEFAULT_STORE_VIEW): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (!store.appendStoreCode) return clean;
  return clean === '/' ? `/${store.storeCode}` : `/${store.storeCode}${clean}`;
}

/** Route names are prefixed with the store code in the same way as paths. */
export function localizedRouteName(name: string, store: StoreView = DEFAULT_STORE_VIEW): string {
  return store.appendStoreCode ? `${store.storeCode}-${name}` : name;
}

export interface ProductUrlInput {
  sku: string;
  slug: string;
  type_id: ProductType;
  parentSku?: string | null;
  /** The product's own address, used with the URL dispatcher on. */
  url_path?: string | null;
}

/** Route name of a product page: the product type plus the suffix `product` (e.g. `simple-product`). */
export function productRouteName(product: Pick<ProductUrlInput, 'type_id'>, store?: StoreView): string {
  return localizedRouteName(`${product.type_id}-product`, store);
}

/**
 * Product page path. Configurable products use `/p/{parentSku}/{slug}/{childSku}`, every other type
 * `/p/{parentSku}/{slug}`. parentSku falls back to the product's sku, childSku to the sku as well.
 */
export function productPath(product: ProductUrlInput, store?: StoreView, childSku?: string): string {
  if (store?.urlDispatcher && product.url_path) {
    // The dispatcher names the page by its path; a configurable product's child goes in the query (SPEC §2).
    const child =
      product.type_id === 'configurable' && childSku ? `?childSku=${encodeSegment(childSku)}` : '';
    return dispatchedPath(product.url_path, store) + child;
  }
  const parentSku = product.parentSku || product.sku;
  const segments = ['p', encodeSegment(parentSku), encodeSegment(product.slug)];
  if (product.type_id === 'configurable') segments.push(encodeSegment(childSku || product.sku));
  return localizedPath(`/${segments.join('/')}`, store);
}

export function categoryPath(
  category: { slug: string; url_path?: string | null },
  store?: StoreView,
): string {
  if (store?.urlDispatcher && category.url_path) return dispatchedPath(category.url_path, store);
  return localizedPath(`/c/${encodeSegment(category.slug)}`, store);
}

export function brandPath(brand: { slug: string }, store?: StoreView): string {
  return localizedPath(`/b/${encodeSegment(brand.slug)}`, store);
}

export function cmsPagePath(page: { identifier: string }, store?: StoreView): string {
  return localizedPath(`/i/${encodeSegment(page.identifier)}`, store);
}

/** `/{url_path}` in the store view, each segment encoded (SPEC §2 URL dispatcher). */
export function dispatchedPath(urlPath: string, store?: StoreView): string {
  const path = urlPath
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .map(encodeSegment)
    .join('/');
  return localizedPath(`/${path}`, store);
}

function encodeSegment(segment: string): string {
  return encodeURIComponent(segment);
}

/** Static info pages (SPEC §2). Each route shows the CMS page with the same identifier. */
export const STATIC_PAGES = [
  'about-us',
  'customer-service',
  'store-locator',
  'size-guide',
  'delivery',
  'returns',
  'legal',
  'privacy',
  'terms',
  'contact',
] as const;
export type StaticPageIdentifier = (typeof STATIC_PAGES)[number];

export function staticPagePath(identifier: StaticPageIdentifier, store?: StoreView): string {
  return localizedPath(`/${identifier}`, store);
}
