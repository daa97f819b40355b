import type { ProductType } from './constants.ts';

/**
 * Store views are chosen by URL prefix (SPEC §2): the default store at the root, `/de` and `/it` as prefixes.
 * Every link builder takes the store view so that prefixed stores work from the start.
 */
export interface StoreView {
  storeCode: string;
  storeId: number;
  appendStoreCode: boolean;
  defaultLocale: 'sv-SE' | 'en-US';
  currencyCode: string;
}

export const DEFAULT_STORE_VIEW: StoreView = {
  storeCode: 'default',
  storeId: 1,
  appendStoreCode: false,
  defaultLocale: 'sv-SE',
  currencyCode: 'SEK',
};

export const STORE_VIEWS: readonly StoreView[] = [
  DEFAULT_STORE_VIEW,
  { storeCode: 'de', storeId: 2, appendStoreCode: true, defaultLocale: 'en-US', currencyCode: 'SEK' },
  { storeCode: 'it', storeId: 3, appendStoreCode: true, defaultLocale: 'en-US', currencyCode: 'SEK' },
];

/** The store view a path belongs to: `/de/...` → de, anything else → the default store. */
export function storeViewFromPath(pathname: string): StoreView {
  const first = pathname.split('/')[1] ?? '';
  return STORE_VIEWS.find((s) => s.appendStoreCode && s.storeCode === first) ?? DEFAULT_STORE_VIEW;
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
  const parentSku = product.parentSku || product.sku;
  const segments = ['p', encodeSegment(parentSku), encodeSegment(product.slug)];
  if (product.type_id === 'configurable') segments.push(encodeSegment(childSku || product.sku));
  return localizedPath(`/${segments.join('/')}`, store);
}

export function categoryPath(category: { slug: string }, store?: StoreView): string {
  return localizedPath(`/c/${encodeSegment(category.slug)}`, store);
}

export function brandPath(brand: { slug: string }, store?: StoreView): string {
  return localizedPath(`/b/${encodeSegment(brand.slug)}`, store);
}

export function cmsPagePath(page: { identifier: string }, store?: StoreView): string {
  return localizedPath(`/i/${encodeSegment(page.identifier)}`, store);
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
