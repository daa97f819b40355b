import type { ShopLocale } from '@hemma/commerce';
import type { MessageKey, Messages } from './sv-SE.ts';

/** The storefront's languages (sv-SE, en-US, de-DE, it-IT). */
export type Locale = ShopLocale;
export type { MessageKey, Messages };
export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;

/**
 * The message for `key` with `{name}` placeholders filled. Without a catalogue (the root loader failed) the key
 * itself is shown rather than nothing.
 */
export function translate(messages: Messages | undefined, key: MessageKey, params?: Params): string {
  const template = messages?.[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** Picks `<key>.one` or `<key>.other` by the locale's plural rules. */
export function pluralKey<K extends string>(
  locale: Locale,
  base: K,
  count: number,
): `${K}.one` | `${K}.other` {
  return pluralRules(locale).select(count) === 'one' ? `${base}.one` : `${base}.other`;
}

const pluralRulesByLocale = new Map<Locale, Intl.PluralRules>();

/** Intl.PluralRules is costly to build: one per locale, reused (it showed up in SSR profiles). */
function pluralRules(locale: Locale): Intl.PluralRules {
  let rules = pluralRulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRulesByLocale.set(locale, rules);
  }
  return rules;
}
