import { validationCatalogue } from '@hemma/commerce/validation-catalogue';
import { deDE } from './de-DE.ts';
import { enUS } from './en-US.ts';
import { itIT } from './it-IT.ts';
import { type PageKind, isPageMessage } from './page-messages.ts';
import { type Messages, svSE } from './sv-SE.ts';
import { type Locale, type PageMessages, completeCatalogue } from './translate.ts';

/**
 * Every catalogue is on the server; a page's data carries the active language only — the whole catalogue on the
 * shopper's own pages, the catalogue pages' part of it elsewhere (page-messages.ts). The browser loads the rest of
 * a language as a module of its own (all-messages.ts).
 */
const CATALOGUES: Record<Locale, Messages> = {
  'sv-SE': { ...svSE, ...validationCatalogue('sv-SE') },
  'en-US': { ...enUS, ...validationCatalogue('en-US') },
  'de-DE': { ...deDE, ...validationCatalogue('de-DE') },
  'it-IT': { ...itIT, ...validationCatalogue('it-IT') },
};

export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale];
}

const pageParts = new Map<string, PageMessages>();
const reported = new Set<string>();

/**
 * The part of a language's catalogue that a kind of catalogue page carries (one object per language and kind, built
 * once). The server still
 * renders any key correctly: the part is completed by the whole catalogue, and a key from outside the part is
 * reported once — the browser would not have it while hydrating, so the part must be widened.
 */
export function pageMessagesFor(locale: Locale, kind: PageKind = 'any'): PageMessages {
  let part = pageParts.get(`${locale} ${kind}`);
  if (!part) {
    const whole = CATALOGUES[locale];
    part = Object.fromEntries(Object.entries(whole).filter(([key]) => isPageMessage(key, kind)));
    completeCatalogue(
      part,
      new Proxy(whole, {
        get(target, key, receiver) {
          if (typeof key === 'string' && !reported.has(`${kind} ${key}`)) {
            reported.add(`${kind} ${key}`);
            console.error(`Message "${key}" is outside the ${kind} pages' catalogue (i18n/page-messages.ts)`);
          }
          return Reflect.get(target, key, receiver) as unknown;
        },
      }),
    );
    pageParts.set(`${locale} ${kind}`, part);
  }
  return part;
}
