import { DEFAULT_LOCALE, LOCALES, type Locale } from '@hemma/commerce';
import type { MessageKey, Messages } from './sv-SE.ts';

export type { Locale, MessageKey, Messages };
export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;

/** Where the chosen language is kept in the browser (the back office has no language in its URLs). */
export const LOCALE_STORAGE_KEY = 'hemma-admin-locale';

/** `{name}` placeholders filled from params; an unknown placeholder stays visible rather than vanishing. */
export function fillPlaceholders(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

export function translator(messages: Messages): Translate {
  return (key, params) => fillPlaceholders(messages[key] ?? key, params);
}

/** The stored choice when it is a language we have, else Swedish. */
export function storedLocale(stored: string | null): Locale {
  return LOCALES.find((locale) => locale === stored) ?? DEFAULT_LOCALE;
}
