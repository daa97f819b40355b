import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMissingTranslations } from '../../hooks/api/translations.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import type { MessageKey } from '../../i18n/sv-SE.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { QueryView } from '../../ui/states.tsx';

export const TRANSLATED_STORES = ['en', 'de', 'it'] as const;
export const entityLabel = (entity: string) => `translations.entity.${entity}` as MessageKey;

/** "Saknade översättningar" per store view (`?store=de`): counts per kind and the texts that fall back. */
export default function TranslationsPage() {
  const { t } = useI18n();
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const requested = params.get('store') ?? 'de';
  const storeCode = (TRANSLATED_STORES as readonly string[]).includes(requested) ? requested : 'de';
  const missing = useMissingTranslations(storeCode);
  return (
    <>
      <PageHeader title={t('translations.pageTitle')} description={t('translations.description')} />
      <div className="list-toolbar">
        <div className="field">
          <label htmlFor={selectId}>{t('translations.store')}</label>
          <select id={selectId} value={storeCode} onChange={(e) => setParams({ store: e.target.value })}>
            {TRANSLATED_STORES.map((code) => (
              <option key={code} value={code}>
                {t(`translations.store.${code}` as MessageKey)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryView query={missing}>
        {(result) => (
          <>
            <table>
              <caption>{t('translations.counts')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('translations.kind')}</th>
                  <th scope="col">{t('translations.translated')}</th>
                  <th scope="col">{t('translations.fromEnglish')}</th>
                  <th scope="col">{t('translations.fromSwedish')}</th>
                </tr>
              </thead>
              <tbody>
                {result.counts.map((count) => (
                  <tr key={count.entity}>
                    <th scope="row">{t(entityLabel(count.entity))}</th>
                    <td>
                      {count.translated} / {count.fields}
                    </td>
                    <td>{count.from_english}</td>
                    <td>{count.from_swedish}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h2>{t('translations.missing')}</h2>
            {result.missing.length === 0 ? (
              <p>{t('translations.none')}</p>
            ) : (
              <ul>
                {result.missing.map((item) => (
                  <li key={`${item.entity}-${item.key}-${item.field}`}>
                    <Link to={item.link}>
                      {t(entityLabel(item.entity))}: {item.label}
                    </Link>{' '}
                    – {t(`translations.field.${item.field}` as MessageKey)} (
                    {t(
                      item.falls_back_to === 'en' ? 'translations.showsEnglish' : 'translations.showsSwedish',
                    )}
                    )
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>
    </>
  );
}
