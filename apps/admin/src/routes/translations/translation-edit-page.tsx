import type { AdminTranslationDto } from '@hemma/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSaveTranslation, useTranslation } from '../../hooks/api/translations.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import type { MessageKey } from '../../i18n/sv-SE.ts';
import { useNotify } from '../../ui/notices.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { QueryView } from '../../ui/states.tsx';
import { entityLabel } from './translations-page.tsx';

/** One product's, category's, page's or method's texts in two columns: "Svenska | Deutsch" (decision 0058). */
export default function TranslationEditPage() {
  const { storeCode = 'de', entity = 'product', key = '' } = useParams();
  const { t } = useI18n();
  const translation = useTranslation(storeCode, entity, key);
  return (
    <>
      <PageHeader title={t('translations.editTitle', { kind: t(entityLabel(entity)), key })} />
      <p>
        <Link to={`/translations?store=${storeCode}`}>{t('translations.back')}</Link>
      </p>
      <QueryView query={translation}>
        {(current) => <TranslationForm key={JSON.stringify(current.fields)} current={current} />}
      </QueryView>
    </>
  );
}

function TranslationForm({ current }: { current: AdminTranslationDto }) {
  const { t } = useI18n();
  const notify = useNotify();
  const save = useSaveTranslation(current.store_code, current.entity, current.key);
  const [values, setValues] = useState(() =>
    Object.fromEntries(current.fields.map((f) => [f.field, f.value ?? ''])),
  );
  const language = t(`translations.store.${current.store_code}` as MessageKey);
  return (
    <form
      className="translation-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save.mutateAsync({ texts: values }).then(() => notify(t('translations.saved')));
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
            const id = `translation-${field.field}`;
            const long = field.swedish.length > 120;
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
                      onChange={(e) => setValues({ ...values, [field.field]: e.target.value })}
                    />
                  ) : (
                    <input
                      id={id}
                      value={values[field.field] ?? ''}
                      onChange={(e) => setValues({ ...values, [field.field]: e.target.value })}
                    />
                  )}
                  {field.value === null && (
                    <small>
                      {t(field.from === 'en' ? 'translations.showsEnglish' : 'translations.showsSwedish')}
                    </small>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button type="submit" className="button primary" disabled={save.isPending}>
        {t('translations.save')}
      </button>
    </form>
  );
}
