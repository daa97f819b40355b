import { useCategories } from '../../../../hooks/api/categories.ts';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { useProductIssueText } from '../editor-fields.tsx';
import type { ProductEditor } from '../use-product-editor.ts';

/** The categories of the product: the tree as checkboxes, indented by level, inactive ones marked. */
export function CategoryPicker({ editor }: { editor: ProductEditor }) {
  const { t } = useI18n();
  const issueText = useProductIssueText();
  const categories = useCategories();
  const chosen = new Set(editor.form.category_ids);
  const issue = editor.issueOf('category_ids');
  const toggle = (id: number, on: boolean) =>
    editor.update((form) => ({
      ...form,
      category_ids: on ? [...form.category_ids, id] : form.category_ids.filter((c) => c !== id),
    }));
  const chosenNames = (categories.data ?? []).filter((c) => chosen.has(c.id)).map((c) => c.name);
  const top = Math.min(...(categories.data ?? []).map((c) => c.level));
  return (
    <fieldset className="choice-box" id={editor.fieldId('category_ids')} tabIndex={-1}>
      <legend>{t('product.categories')}</legend>
      <p className="field-hint" aria-live="polite">
        {chosenNames.length > 0
          ? t('product.chosenCategories', { names: chosenNames.join(', ') })
          : t('product.noCategories')}
      </p>
      {issue && <p className="field-error">{issueText(issue)}</p>}
      <div className="choice-list">
        {(categories.data ?? []).map((category) => (
          <div
            key={category.id}
            className="field field-checkbox"
            style={{ paddingInlineStart: `${(category.level - top) * 1.25}rem` }}
          >
            <input
              id={`${editor.id}-category-${category.id}`}
              type="checkbox"
              checked={chosen.has(category.id)}
              onChange={(event) => toggle(category.id, event.target.checked)}
            />
            <label htmlFor={`${editor.id}-category-${category.id}`}>
              {category.name}
              {!category.is_active && ` (${t('product.categoryInactive')})`}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
