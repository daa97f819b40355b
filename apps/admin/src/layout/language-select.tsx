import { useId } from 'react';
import { LOCALES, type Locale } from '@hemma/commerce';
import { useI18n } from '../i18n/i18n.tsx';

const NAMES: Record<Locale, string> = { 'sv-SE': 'Svenska', 'en-US': 'English' };

/** The language of the back office, remembered in this browser. Each language is named in itself. */
export function LanguageSelect() {
  const { t, locale, setLocale } = useI18n();
  const id = useId();
  return (
    <div className="language-select">
      <label htmlFor={id}>{t('layout.language')}</label>
      <select id={id} value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option.slice(0, 2)}>
            {NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
