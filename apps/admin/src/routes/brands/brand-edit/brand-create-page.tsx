import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { BrandForm } from '../common/brand-form.tsx';

export default function BrandCreatePage() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader
        title={t('brand.new')}
        actions={
          <Link to="/brands" className="button">
            {t('brand.backToList')}
          </Link>
        }
      />
      <BrandForm brand={null} />
    </>
  );
}
