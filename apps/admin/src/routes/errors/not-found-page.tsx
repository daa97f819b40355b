import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('error.notFound.title')} />
      <p>{t('error.notFound.page')}</p>
      <Link to="/" className="button">
        {t('error.toDashboard')}
      </Link>
    </>
  );
}
