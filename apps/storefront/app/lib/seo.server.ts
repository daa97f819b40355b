import {
  DEFAULT_STORE_VIEW,
  type ShopLocale,
  STORE_VIEWS,
  type StoreView,
  localizedPath,
  storeViewFromPath,
} from '@hemma/commerce';
import { jsonLdText } from '~/ui/json-ld.tsx';
import { resolveLocale } from './locale.server.ts';
import { shopUrl } from './shop-settings.server.ts';

/**
 * SEO addresses (decisions 0028, 0029): every page has one canonical URL on the shop's configured address (SHOP_URL)
 * and names its equivalents in the other store views (hreflang). A store view speaks one language and its URL prefix
 * says which (`/`, `/en`, `/de`, `/it`), so a URL is one page in one language.
 */
export interface Alternate {
  hreflang: string;
  href: string;
}

/** The path without its store view's prefix: `/de/c/soffor` → `/c/soffor`. */
export function unprefixedPath(pathname: string): string {
  const store = storeViewFromPath(pathname);
  if (!store.appendStoreCode) return pathname || '/';
  return pathname.slice(store.storeCode.length + 1) || '/';
}

/** The address of `path` (unprefixed) in a store view. */
export function addressIn(shopUrl: string, path: string, store: StoreView): string {
  return `${shopUrl}${localizedPath(path, store)}`;
}

/** The page's canonical URL: its store view's path, without filters, sorting or paging. */
export function canonicalUrl(shopUrl: string, pathname: string): string {
  return addressIn(shopUrl, unprefixedPath(pathname), storeViewFromPath(pathname));
}

/** The same page in every store view, one address per language, and the default store's as x-default. */
export function alternatesOf(shopUrl: string, pathname: string): Alternate[] {
  const path = unprefixedPath(pathname);
  const seen = new Set<string>();
  const out: Alternate[] = [];
  for (const store of STORE_VIEWS) {
    // Two store views in one language: the first speaks for it.
    if (seen.has(store.defaultLocale)) continue;
    seen.add(store.defaultLocale);
    out.push({ hreflang: store.defaultLocale, href: addressIn(shopUrl, path, store) });
  }
  out.push({ hreflang: 'x-default', href: addressIn(shopUrl, path, DEFAULT_STORE_VIEW) });
  return out;
}

export type Descriptor = Record<string, string>;

/**
 * The SEO part of a public page's head, computed by its loader on the server (no SEO code in the browser's bundle):
 * canonical, hreflang alternates and Open Graph, all absolute on the shop's configured address. The page's meta
 * function adds its title and description to it (lib/meta.ts publicMeta).
 */
export interface HeadPage {
  title: string;
  description?: string | null | undefined;
  /** An absolute image URL or a path on the shop (`/img/...`). */
  image?: string | null | undefined;
  type?: 'website' | 'product' | 'article';
}

export function seoHead(
  request: Request,
  locale: ShopLocale,
  page: HeadPage,
  shop: string = shopUrl(),
): Descriptor[] {
  const { image } = page;
  const { pathname } = new URL(request.url);
  const url = canonicalUrl(shop, pathname);
  return [
    { tagName: 'link', rel: 'canonical', href: url },
    ...alternatesOf(shop, pathname).map((a) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: a.hreflang,
      href: a.href,
    })),
    { property: 'og:site_name', content: 'Hemma' },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    ...(page.description ? [{ property: 'og:description', content: page.description }] : []),
    { property: 'og:url', content: url },
    { property: 'og:locale', content: locale.replace('-', '_') },
    ...(image ? [{ property: 'og:image', content: image.startsWith('http') ? image : shop + image }] : []),
  ];
}

/** seoHead of a loader's request, in the language the page is shown in. */
export function pageHead(request: Request, page: HeadPage): Descriptor[] {
  return seoHead(request, resolveLocale(request), page);
}

interface Crumb {
  label: string;
  href: string;
}

/** schema.org BreadcrumbList of a page: the shop, the trail, then the page itself (absolute URLs on SHOP_URL). */
export function breadcrumbList(trail: readonly Crumb[], current: string, home: string, shop = shopUrl()) {
  const crumbs = [{ label: 'Hemma', href: home }, ...trail];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [
      ...crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        item: shop + crumb.href,
      })),
      { '@type': 'ListItem', position: crumbs.length + 1, name: current },
    ],
  };
}

/** A JSON-LD document of several things (`@graph`). */
export function jsonLdGraph(...things: object[]): string {
  return jsonLdText({ '@context': 'https://schema.org', '@graph': things });
}

/**
 * The home page's structured data: the shop as an Organization and the site as a WebSite whose search (SearchAction)
 * is the store view's search page, so a search engine can offer a search box for it.
 */
export function siteJsonLd(store: StoreView, description: string, shop = shopUrl()): string {
  const home = shop + localizedPath('/', store);
  return jsonLdGraph(
    {
      '@type': 'Organization',
      '@id': `${shop}/#organization`,
      name: 'Hemma',
      url: `${shop}/`,
      logo: `${shop}/icons/icon-512.png`,
    },
    {
      '@type': 'WebSite',
      '@id': `${home}#website`,
      name: 'Hemma',
      description,
      url: home,
      publisher: { '@id': `${shop}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${shop}${localizedPath('/search', store)}?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
  );
}
