import type { ShopLocale } from '@hemma/commerce';
import type { MessageKey, Messages } from './sv-SE.ts';

/** The storefront's languages (sv-SE, en-US, de-DE, it-IT). */
export type Locale = ShopLocale;
export type { MessageKey, Messages };
export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;
/** A page's part of the catalogue (i18n/page-messages.ts), or all of it. */
export type PageMessages = Partial<Messages>;

/**
 * The whole catalogue behind a page's part of it, once known: the server registers it with the part it sends, the
 * browser when the language's module has loaded (all-messages.ts). Keyed by the part's object, so a page in another
 * language (another part) never reads this one's.
 */
const wholeCatalogues = new WeakMap<PageMessages, PageMessages>();

export function completeCatalogue(part: PageMessages, whole: PageMessages): void {
  wholeCatalogues.set(part, whole);
}

export function hasWholeCatalogue(part: PageMessages | undefined): boolean {
  return part !== undefined && wholeCatalogues.has(part);
}

let missedKey = false;

/** Whether a key was read from a part before its whole catalogue was known (and forgets it): it must render again. */
export function takeMissedKey(): boolean {
  const missed = missedKey;
  missedKey = false;
  return missed;
}

/**
 * The message for `key` with `{name}` placeholders filled. Without a catalogue (the root loader failed) the key
 * itself is shown rather than nothing.
 */
export function translate(messages: PageMessages | undefined, key: MessageKey, params?: Params): string {
  let template = messages?.[key] ?? (messages && wholeCatalogues.get(messages)?.[key]);
  if (template === undefined) {
    if (messages) missedKey = true;
    template = key;
  }
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
