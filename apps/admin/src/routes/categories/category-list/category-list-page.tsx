import type { AdminCategoryDto } from '@hemma/contract';
import { Link } from 'react-router';
import { useCategories, useUpdateCategory } from '../../../hooks/api/categories.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useNotify } from '../../../ui/notices.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState, QueryView } from '../../../ui/states.tsx';
import { buildTree, reorderPosition } from '../../../ui/catalogue/category-tree.ts';
import { CategoryTreeView } from './category-tree-view.tsx';

/** The category tree: what the shop's menu and category pages are built from. */
export default function CategoryListPage() {
  const { t } = useI18n();
  const notify = useNotify();
  const categories = useCategories();
  const update = useUpdateCategory();
  const move = async (category: AdminCategoryDto, step: -1 | 1) => {
    const position = reorderPosition(categories.data ?? [], category.id, step);
    if (position === null) return;
    try {
      await update.mutateAsync({ id: category.id, input: { position, updated_at: category.updated_at } });
      notify(t(step < 0 ? 'category.movedUp' : 'category.movedDown', { name: category.name }));
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'error');
    }
  };
  return (
    <>
      <PageHeader
        title={t('category.title')}
        description={t('category.description')}
        actions={
          <Link to="/categories/new" className="button button-primary">
            {t('category.new')}
          </Link>
        }
      />
      <section className="panel" aria-label={t('category.tree')}>
        <QueryView query={categories}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState title={t('list.empty')} />
            ) : (
              <CategoryTreeView
                nodes={buildTree(list)}
                busy={update.isPending || categories.isFetching}
                onMove={(category, step) => void move(category, step)}
              />
            )
          }
        </QueryView>
      </section>
    </>
  );
}
