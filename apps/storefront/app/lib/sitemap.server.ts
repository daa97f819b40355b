import type { ApiClient, CategoryDto } from '@hemma/api-client';
import {
  MAX_PAGE_SIZE,
  STATIC_PAGES,
  brandPath,
  categoryPath,
  productPath,
  staticPagePath,
} from '@hemma/commerce';
import { alternatesOf } from './seo.server.ts';

/** Active categories of the tree, parents before their children. */
function activeCategories(tree: CategoryDto[]): CategoryDto[] {
  return tree.flatMap((c) => (c.is_active ? [c, ...activeCategories(c.children_data ?? [])] : []));
}

/**
 * Every public page of the default store view as an unprefixed path: home, categories, products (the listed ones,
 * page by page), brands and the CMS info pages that exist. Carts, accounts and searches are not pages to index.
 */
export async function publicPaths(api: ApiClient): Promise<string[]> {
  const [tree, brands, cms] = await Promise.all([
    api.getCategoryTree(),
    api.listBrands().catch(() => []),
    Promise.all(
      STATIC_PAGES.map((id) =>
        api.getCmsPage(id).then(
          () => id,
          () => null,
        ),
      ),
    ),
  ]);
  const products: string[] = [];
  for (let from = 0; ; from += MAX_PAGE_SIZE) {
    const page = await api.searchProducts({ from, size: MAX_PAGE_SIZE, sort: 'relevance' });
    products.push(...page.items.map((p) => productPath(p)));
    if (page.items.length < MAX_PAGE_SIZE || from + MAX_PAGE_SIZE >= page.total) break;
  }
  return [
    '/',
    ...activeCategories(tree).map((c) => categoryPath(c)),
    ...products,
    ...brands.map((b) => brandPath(b)),
    ...cms.flatMap((id) => (id ? [staticPagePath(id)] : [])),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemaps.org XML: each page once per store view and language, each entry naming all its equivalents (hreflang,
 * x-default included) as Google asks for multilingual sites.
 */
export function sitemapXml(shopUrl: string, paths: readonly string[]): string {
  const entries: string[] = [];
  for (const path of new Set(paths)) {
    const alternates = alternatesOf(shopUrl, path);
    const links = alternates
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join('');
    for (const own of alternates.filter((a) => a.hreflang !== 'x-default'))
      entries.push(`<url><loc>${escapeXml(own.href)}</loc>${links}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
