import type { AdminTranslationDto } from '@hemma/contract';
import { useState } from 'react';
import { useSaveTranslation } from '../../hooks/api/translations.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import type { MessageKey } from '../../i18n/sv-SE.ts';
import { useNotify } from '../notices.tsx';
import '../styles/translations.css';

/** The store views whose texts are translations of the owner's Swedish ones (decision 0058). */
export const TRANSLATED_STORES = ['de', 'it', 'en'] as const;

/**
 * One entity's translated fields in two columns, "Svenska | Deutsch" (decision 0058): each field's Swedish text beside
 * the store view's translation, and where one is missing, what the shopper sees instead.
 */
export function TranslationForm({ current }: { current: AdminTranslationDto }) {
  const { t } = useI18n();
  const notify = useNotify();
  const save = useSaveTranslation(current.store_code, current.entity, current.key);
  const [values, setValues] = useState(() =>
    Object.fromEntries(current.fields.map((f) => [f.field, f.value ?? ''])),
  );
  const [error, setError] = useState<string | null>(null);
  const language = t(`translations.store.${current.store_code}` as MessageKey);
  const prefix = `translation-${current.store_code}-${current.entity}-${current.key}`;
  return (
    <form
      className="translation-form"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        // A refusal (a mail text naming an unknown placeholder, decision 0069) is said beside the button.
        void save.mutateAsync({ texts: values }).then(
          () => notify(t('translations.saved')),
          (refused: unknown) => setError(refused instanceof Error ? refused.message : String(refused)),
        );
      }}
    >
      <table>
        <thead>
          <tr>
            <th scope="col">{t('translations.fieldColumn')}</th>
            <th scope="col">{t('translations.swedish')}</th>
            <th scope="col">{language}</th>
          </tr>
        </thead>
        <tbody>
          {current.fields.map((field) => {
            const id = `${prefix}-${field.field}`;
            const long = field.swedish.length > 120;
            const set = (value: string) => setValues({ ...values, [field.field]: value });
            return (
              <tr key={field.field}>
                <th scope="row">
                  <label htmlFor={id}>{t(`translations.field.${field.field}` as MessageKey)}</label>
                </th>
                <td lang="sv">{field.swedish}</td>
                <td>
                  {long ? (
                    <textarea
                      id={id}
                      rows={6}
                      value={values[field.field] ?? ''}
                      onChange={(e) => set(e.target.value)}
                    />
                  ) : (
                    <input id={id} value={values[field.field] ?? ''} onChange={(e) => set(e.target.value)} />
                  )}
                  {field.value === null && (
                    <small className="translation-missing">
                      {t(field.from === 'en' ? 'translations.showsEnglish' : 'translations.showsSwedish')}
                    </small>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {t('translations.save')}
      </button>
    </form>
  );
}
