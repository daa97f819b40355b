import type { AdminCategoryDto } from '@hemma/contract';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { TreeNode } from '../../../ui/catalogue/category-tree.ts';

/**
 * The category tree as nested lists: each category with its state, its number of products, a link to edit it,
 * one to add a sub-category, and buttons that move it up or down among its siblings (keyboard: Tab and Enter).
 */
export function CategoryTreeView({
  nodes,
  parent,
  busy,
  onMove,
}: {
  nodes: readonly TreeNode<AdminCategoryDto>[];
  /** The category these are the sub-categories of (none: the top level). */
  parent?: string;
  busy: boolean;
  onMove(category: AdminCategoryDto, step: -1 | 1): void;
}) {
  const { t } = useI18n();
  return (
    <ul className="tree" aria-label={parent ? t('category.childrenOf', { name: parent }) : undefined}>
      {nodes.map((node, index) => {
        const category = node.category;
        return (
          <li key={category.id}>
            <div className={category.is_active ? 'tree-row' : 'tree-row tree-row-inactive'}>
              <span className="tree-name">
                <Link to={`/categories/${category.id}`}>{category.name}</Link>
                <span className="tree-meta">
                  {t('category.products', { count: category.product_count })} · /c/{category.url_path}
                </span>
              </span>
              <span className="tree-badges">
                {!category.is_active && <span className="badge">{t('category.inactive')}</span>}
                {!category.include_in_menu && <span className="badge">{t('category.notInMenu')}</span>}
              </span>
              <span className="tree-actions">
                <button
                  type="button"
                  className="button button-small"
                  disabled={busy || index === 0}
                  aria-label={t('category.moveUp', { name: category.name })}
                  onClick={() => onMove(category, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button-small"
                  disabled={busy || index === nodes.length - 1}
                  aria-label={t('category.moveDown', { name: category.name })}
                  onClick={() => onMove(category, 1)}
                >
                  ↓
                </button>
                <Link
                  to={`/categories/new?parent=${category.id}`}
                  className="button button-small"
                  aria-label={t('category.addBelow', { name: category.name })}
                >
                  +
                </Link>
              </span>
            </div>
            {node.children.length > 0 && (
              <CategoryTreeView nodes={node.children} parent={category.name} busy={busy} onMove={onMove} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
