import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { CURRENCY, DEFAULT_LOCALE, formatSek } from '@hemma/commerce';
import { messagesVersion, setPageMessages, subscribeMessages } from './all-messages.ts';
import { type Locale, type PageMessages, type Translate, pluralKey, translate } from './translate.ts';

interface I18n {
  locale: Locale;
  t: Translate;
  /** `12 345 kr` in the current locale, `1.234,00 €` in an EUR store view (decision 0035). */
  price: (kronor: number) => string;
  /** The store view's currency, which the API's amounts are in. */
  currency: string;
  count: (base: 'category.count' | 'cart.labelCount', count: number) => string;
}

function createI18n(locale: Locale, messages: PageMessages | undefined, currency = CURRENCY): I18n {
  const t: Translate = (key, params) => translate(messages, key, params);
  return {
    locale,
    t,
    currency,
    price: (kronor) => formatSek(kronor, locale, currency),
    count: (base, count) => t(pluralKey(locale, base, count), { count }),
  };
}

const I18nContext = createContext<I18n>(createI18n(DEFAULT_LOCALE, undefined));

/**
 * `t()` for the tree below; the messages come from the root loader (only the active language; on catalogue pages
 * only their part of it, `wholeCatalogue` false — the browser loads the rest after hydration, all-messages.ts).
 */
export function I18nProvider({
  locale,
  messages,
  wholeCatalogue,
  currency = CURRENCY,
  children,
}: {
  locale: Locale;
  messages: PageMessages | undefined;
  wholeCatalogue: boolean;
  currency?: string;
  children: ReactNode;
}) {
  // Idempotent: tells the loader of the whole catalogue which page part (and language) the tree renders with.
  if (typeof document !== 'undefined') setPageMessages(locale, messages, wholeCatalogue);
  // A new value (every text renders again) when the rest of the catalogue arrived after a text was missed.
  const version = useSyncExternalStore(subscribeMessages, messagesVersion, () => 0);
  const value = useMemo(
    () => createI18n(locale, messages, currency),
    // `version` is not read: a new version is the reason for a new value (every consumer renders its texts again).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
    [locale, messages, currency, version],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
