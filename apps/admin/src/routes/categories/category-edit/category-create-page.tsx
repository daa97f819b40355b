import { ROOT_CATEGORY_ID } from '@hemma/commerce';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CategoryForm } from '../common/category-form.tsx';

/** A new category, below the parent the tree's "+" named (`?parent=`), or at the top. */
export default function CategoryCreatePage() {
  const { t } = useI18n();
  const parent = Number(useSearchParams()[0].get('parent'));
  return (
    <>
      <PageHeader
        title={t('category.new')}
        actions={
          <Link to="/categories" className="button">
            {t('category.backToList')}
          </Link>
        }
      />
      <CategoryForm
        category={null}
        parentId={Number.isInteger(parent) && parent > 0 ? parent : ROOT_CATEGORY_ID}
      />
    </>
  );
}
