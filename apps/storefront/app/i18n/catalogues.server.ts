import { deDE } from './de-DE.ts';
import { enUS } from './en-US.ts';
import { itIT } from './it-IT.ts';
import { type Messages, svSE } from './sv-SE.ts';
import type { Locale } from './translate.ts';

/**
 * All catalogues stay on the server: the root loader sends only the active one to the browser, so the
 * client bundle carries no UI copy and the page only the language it shows.
 */
const CATALOGUES: Record<Locale, Messages> = { 'sv-SE': svSE, 'en-US': enUS, 'de-DE': deDE, 'it-IT': itIT };

export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale];
}
