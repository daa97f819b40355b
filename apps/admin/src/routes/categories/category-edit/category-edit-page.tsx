import { Link, useNavigate, useParams } from 'react-router';
import { useCategories, useDeleteCategory } from '../../../hooks/api/categories.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import { useNotify } from '../../../ui/notices.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState, QueryView } from '../../../ui/states.tsx';
import { CategoryForm } from '../common/category-form.tsx';
import { trail } from '../../../ui/catalogue/category-tree.ts';

/** One category: its details and place in the tree; deleting it when it is empty. */
export default function CategoryEditPage() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const categories = useCategories();
  const remove = useDeleteCategory();
  const confirm = useConfirm();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <QueryView query={categories}>
      {(list) => {
        const category = list.find((c) => c.id === id);
        if (!category)
          return (
            <>
              <PageHeader title={t('error.notFound.title')} />
              <EmptyState title={t('category.notFound')}>
                <Link to="/categories" className="button">
                  {t('category.backToList')}
                </Link>
              </EmptyState>
            </>
          );
        const deleteCategory = async () => {
          const ok = await confirm({
            title: t('category.confirmDelete.title'),
            text: t('category.confirmDelete.text', { name: category.name }),
            confirmLabel: t('action.delete'),
            danger: true,
          });
          if (!ok) return;
          try {
            await remove.mutateAsync({ id: category.id, updatedAt: category.updated_at });
            notify(t('category.deleted', { name: category.name }));
            void navigate('/categories');
          } catch (error) {
            notify(error instanceof Error ? error.message : String(error), 'error');
          }
        };
        return (
          <>
            <PageHeader
              title={category.name}
              description={trail(list, category).join(' › ')}
              actions={
                <>
                  <Link to="/categories" className="button">
                    {t('category.backToList')}
                  </Link>
                  <button
                    type="button"
                    className="button button-danger"
                    onClick={() => void deleteCategory()}
                  >
                    {t('action.delete')}
                  </button>
                </>
              }
            />
            <CategoryForm key={category.updated_at} category={category} />
          </>
        );
      }}
    </QueryView>
  );
}
