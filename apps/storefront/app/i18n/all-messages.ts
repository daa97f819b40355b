import type { UiMessages } from './sv-SE.ts';
import {
  type Locale,
  type PageMessages,
  completeCatalogue,
  hasWholeCatalogue,
  takeMissedKey,
} from './translate.ts';

/**
 * The whole UI catalogue of a language, in the browser, for pages whose data carries only their part of it
 * (page-messages.ts, decisions 0037 and 0047). Each language is its own module: hashed, cached by the browser and
 * precached by the service worker, so it costs a request once; the form messages (`validation.*`, shared with the
 * back office in @hemma/commerce) come with it, from a module of their own. Loaded right after hydration, and awaited
 * by every part that loads on use (lib/lazy-part.ts) so that no modal, panel or banner renders before its texts are
 * there.
 */
const withFormMessages = (locale: Locale, messages: Promise<UiMessages>): Promise<UiMessages> =>
  Promise.all([messages, import('@hemma/commerce/validation-catalogue')]).then(([ui, form]) => ({
    ...ui,
    ...form.validationCatalogue(locale),
  }));
const CATALOGUES: Record<Locale, () => Promise<UiMessages>> = {
  'sv-SE': () =>
    withFormMessages(
      'sv-SE',
      import('./sv-SE.ts').then((m) => m.svSE),
    ),
  'en-US': () =>
    withFormMessages(
      'en-US',
      import('./en-US.ts').then((m) => m.enUS),
    ),
  'de-DE': () =>
    withFormMessages(
      'de-DE',
      import('./de-DE.ts').then((m) => m.deDE),
    ),
  'it-IT': () =>
    withFormMessages(
      'it-IT',
      import('./it-IT.ts').then((m) => m.itIT),
    ),
};

let page: { locale: Locale; messages: PageMessages } | undefined;
let version = 0;
const listeners = new Set<() => void>();

/**
 * Changes when texts rendered from a page's part before the rest arrived must render again (the I18nProvider
 * subscribes): only then, so a page whose texts were all in its part does no second render.
 */
export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function messagesVersion(): number {
  return version;
}
const loading = new Map<Locale, Promise<UiMessages>>();

/**
 * The messages the page was rendered with (the I18nProvider says so while rendering in the browser). `whole` when
 * they are the whole catalogue already (the shopper's own pages).
 */
export function setPageMessages(locale: Locale, messages: PageMessages | undefined, whole: boolean): void {
  if (!messages) return;
  page = { locale, messages };
  if (whole) completeCatalogue(messages, messages);
}

/** Whether every message of the current page's language is at hand. */
export function allMessagesLoaded(): boolean {
  return page === undefined || hasWholeCatalogue(page.messages);
}

/**
 * Resolves when the whole catalogue of the current page's language is at hand (loading it once). Never rejects: a
 * part shows its keys rather than nothing when the module cannot be fetched.
 */
export function allMessages(): Promise<void> {
  const current = page;
  if (!current || hasWholeCatalogue(current.messages)) return Promise.resolve();
  let whole = loading.get(current.locale);
  if (!whole) {
    whole = CATALOGUES[current.locale]();
    loading.set(current.locale, whole);
    // A failed fetch (offline, no cached copy) is tried again the next time a part asks.
    whole.catch(() => loading.delete(current.locale));
  }
  return whole.then(
    (catalogue) => {
      if (hasWholeCatalogue(current.messages)) return;
      completeCatalogue(current.messages, catalogue);
      if (takeMissedKey()) {
        version += 1;
        for (const listener of listeners) listener();
      }
    },
    () => {},
  );
}
