import { useMemo, useState } from 'react';
import type { AdminCategoryDto } from '@hemma/contract';
import { useCategories } from '../../../../hooks/api/categories.ts';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { buildTree, type TreeNode } from '../../../../ui/catalogue/category-tree.ts';
import { branchesToChosen, filterTree } from '../../../../ui/catalogue/category-choice.ts';
import { useProductIssueText } from '../editor-fields.tsx';
import type { ProductEditor } from '../use-product-editor.ts';

/**
 * The categories of the product: the tree as checkboxes, its branches folded but for those leading to a chosen
 * category, and a search that shows the matching categories with the way down to them; inactive ones marked.
 */
export function CategoryPicker({ editor }: { editor: ProductEditor }) {
  const { t } = useI18n();
  const issueText = useProductIssueText();
  const categories = useCategories();
  const [query, setQuery] = useState('');
  const tree = useMemo(() => buildTree(categories.data ?? []), [categories.data]);
  const chosen = new Set(editor.form.category_ids);
  // Opened once the tree is read; the owner's own folding and unfolding afterwards is kept.
  const [opened, setOpened] = useState<Set<number> | null>(null);
  const open = opened ?? branchesToChosen(tree, chosen);
  const issue = editor.issueOf('category_ids');
  const toggle = (id: number, on: boolean) =>
    editor.update((form) => ({
      ...form,
      category_ids: on ? [...form.category_ids, id] : form.category_ids.filter((c) => c !== id),
    }));
  const fold = (id: number) => {
    const next = new Set(open);
    if (!next.delete(id)) next.add(id);
    setOpened(next);
  };
  const chosenNames = (categories.data ?? []).filter((c) => chosen.has(c.id)).map((c) => c.name);
  const shown = filterTree(tree, query);
  const searching = query.trim() !== '';
  const searchId = `${editor.id}-category-search`;

  const branch = (nodes: readonly TreeNode<AdminCategoryDto>[]) => (
    <ul className="category-tree">
      {nodes.map(({ category, children }) => {
        const expanded = searching || open.has(category.id);
        const inputId = `${editor.id}-category-${category.id}`;
        return (
          <li key={category.id}>
            <div className="category-node">
              {children.length > 0 ? (
                <button
                  type="button"
                  className="category-fold"
                  aria-expanded={expanded}
                  aria-label={t('product.categoryOpen', { name: category.name })}
                  disabled={searching}
                  onClick={() => fold(category.id)}
                >
                  {expanded ? '▾' : '▸'}
                </button>
              ) : (
                <span className="category-fold" aria-hidden="true" />
              )}
              <div className="field field-checkbox">
                <input
                  id={inputId}
                  type="checkbox"
                  checked={chosen.has(category.id)}
                  onChange={(event) => toggle(category.id, event.target.checked)}
                />
                <label htmlFor={inputId}>
                  {category.name}
                  {!category.is_active && ` (${t('product.categoryInactive')})`}
                </label>
              </div>
            </div>
            {children.length > 0 && expanded && branch(children)}
          </li>
        );
      })}
    </ul>
  );

  return (
    <fieldset className="choice-box" id={editor.fieldId('category_ids')} tabIndex={-1}>
      <legend>{t('product.categories')}</legend>
      <p className="field-hint" aria-live="polite">
        {chosenNames.length > 0
          ? t('product.chosenCategories', { names: chosenNames.join(', ') })
          : t('product.noCategories')}
      </p>
      {issue && <p className="field-error">{issueText(issue)}</p>}
      <div className="field category-search">
        <label htmlFor={searchId}>{t('product.categorySearch')}</label>
        <input
          id={searchId}
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <div className="choice-list">
        {shown.length > 0 ? branch(shown) : <p className="field-hint">{t('product.categoryNoMatch')}</p>}
      </div>
    </fieldset>
  );
}
