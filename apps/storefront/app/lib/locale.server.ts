import { STORE_VIEWS, localizedPath, storeViewFromPath, unprefixedPath } from '@hemma/commerce';
import type { Locale } from '~/i18n/translate.ts';

/**
 * The UI language is the store view's (decision 0029): the URL alone decides it (`/` Swedish, `/en` English, `/de`
 * German, `/it` Italian), so a page cache keyed by URL always serves the language the link asked for. No cookie.
 */
export function resolveLocale(request: Request): Locale {
  return storeViewFromPath(new URL(request.url).pathname).defaultLocale;
}

/**
 * Old links chose the language with `?lang=en|sv|de|it` (and a cookie): they are sent, permanently, to the same page
 * in that language's store view, without the parameter. Null when the URL has no known `lang`.
 */
export function languageRedirect(request: Request): string | null {
  const url = new URL(request.url);
  const lang = url.searchParams.get('lang')?.toLowerCase().slice(0, 2);
  if (!lang) return null;
  const store = STORE_VIEWS.find((s) => s.defaultLocale.slice(0, 2) === lang);
  if (!store) return null;
  url.searchParams.delete('lang');
  const path = localizedPath(unprefixedPath(url.pathname), store);
  return `${path}${url.search}`;
}
