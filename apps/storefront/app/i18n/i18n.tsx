import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { CURRENCY, DEFAULT_LOCALE, formatSek } from '@hemma/commerce';
import { type Locale, type Messages, type Translate, pluralKey, translate } from './translate.ts';

interface I18n {
  locale: Locale;
  t: Translate;
  /** `12 345 kr` in the current locale, `1.234,00 €` in an EUR store view (decision 0035). */
  price: (kronor: number) => string;
  /** The store view's currency, which the API's amounts are in. */
  currency: string;
  count: (base: 'category.count' | 'cart.labelCount', count: number) => string;
}

function createI18n(locale: Locale, messages: Messages | undefined, currency = CURRENCY): I18n {
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

/** `t()` for the tree below; the messages come from the root loader (only the active language). */
export function I18nProvider({
  locale,
  messages,
  currency = CURRENCY,
  children,
}: {
  locale: Locale;
  messages: Messages | undefined;
  currency?: string;
  children: ReactNode;
}) {
  const value = useMemo(() => createI18n(locale, messages, currency), [locale, messages, currency]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
