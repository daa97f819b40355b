import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { formatStaffDateTime } from '@hemma/commerce';
import { enUS } from './en-US.ts';
import { svSE } from './sv-SE.ts';
import {
  LOCALE_STORAGE_KEY,
  type Locale,
  type Messages,
  storedLocale,
  type Translate,
  translator,
} from './translate.ts';

const CATALOGUES: Record<Locale, Messages> = { 'sv-SE': svSE, 'en-US': enUS };

interface I18n {
  locale: Locale;
  t: Translate;
  setLocale(locale: Locale): void;
  /** An API timestamp as the back office writes it, `2026-12-05 10:14` (Stockholm time). */
  dateTime(iso: string): string;
}

const I18nContext = createContext<I18n | null>(null);

function readStorage(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null; // storage blocked: Swedish
  }
}

/** Swedish by default; English when chosen, remembered in this browser. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(() => storedLocale(readStorage()));
  const setLocale = useCallback((next: Locale) => {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, next);
    } catch {
      // the choice then lasts until the page is reloaded
    }
    setLocaleState(next);
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale.slice(0, 2);
  }, [locale]);
  const value = useMemo<I18n>(
    () => ({
      locale,
      t: translator(CATALOGUES[locale]),
      setLocale,
      // The back office writes 2026-12-05 10:14 (issue 35); the storefront keeps SPEC's HH:mm D/M/YYYY.
      dateTime: (iso) => formatStaffDateTime(new Date(iso)),
    }),
    [locale, setLocale],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nProvider');
  return i18n;
}
