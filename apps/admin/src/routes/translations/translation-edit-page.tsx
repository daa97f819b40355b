import { Link, useParams } from 'react-router';
import { useTranslation } from '../../hooks/api/translations.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { QueryView } from '../../ui/states.tsx';
import { TranslationForm } from '../../ui/translations/translation-form.tsx';
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
