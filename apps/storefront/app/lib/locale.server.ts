import { DEFAULT_LOCALE, type Locale } from '@hemma/commerce';
import { LANG_COOKIE, localeFromLang } from '~/i18n/translate.ts';

const ONE_YEAR_S = 60 * 60 * 24 * 365;

function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The UI language: `?lang=en|sv` chooses it and is remembered in the `lang` cookie; otherwise the cookie;
 * otherwise Swedish.
 */
export function resolveLocale(request: Request): { locale: Locale; setCookie: string | null } {
  const chosen = localeFromLang(new URL(request.url).searchParams.get('lang'));
  if (chosen) {
    const value = chosen === 'en-US' ? 'en' : 'sv';
    return {
      locale: chosen,
      setCookie: `${LANG_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`,
    };
  }
  const remembered = localeFromLang(readCookie(request.headers.get('cookie'), LANG_COOKIE));
  return { locale: remembered ?? DEFAULT_LOCALE, setCookie: null };
}
