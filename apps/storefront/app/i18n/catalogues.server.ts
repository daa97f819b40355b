import type { Locale } from '@hemma/commerce';
import { enUS } from './en-US.ts';
import { type Messages, svSE } from './sv-SE.ts';

/**
 * All catalogues stay on the server: the root loader sends only the active one to the browser, so the
 * client bundle carries no UI copy and the page only the language it shows.
 */
const CATALOGUES: Record<Locale, Messages> = { 'sv-SE': svSE, 'en-US': enUS };

export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale];
}
