import { useI18n } from '../../../../i18n/i18n.tsx';
import type { ProductForm } from '../product-form.ts';
import type { ProductEditor } from '../use-product-editor.ts';
import { EditorSection } from '../editor-section.tsx';

type Link = ProductForm['links'][number];

/** A grouped product's items: other products by sku, each with the quantity offered. */
export function GroupedSection({ editor }: { editor: ProductEditor }) {
  const { t } = useI18n();
  const links = editor.form.links;
  const items = links
    .map((link, index) => ({ link, index }))
    .filter(({ link }) => link.link_type === 'associated');
  const setLink = (index: number, change: Partial<Link>) =>
    editor.update((form) => ({
      ...form,
      links: form.links.map((link, i) => (i === index ? { ...link, ...change } : link)),
    }));
  return (
    <EditorSection editor={editor} name="grouped" title={t('product.section.grouped')} fieldPath="links">
      {items.length === 0 && <p className="field-hint">{t('product.noGroupedItems')}</p>}
      {items.map(({ link, index }, n) => (
        <div key={index} className="row-fields">
          <div className="field">
            <label htmlFor={`${editor.id}-link-${index}-sku`}>{t('product.itemSku', { n: n + 1 })}</label>
            <input
              id={`${editor.id}-link-${index}-sku`}
              value={link.sku}
              onChange={(e) => setLink(index, { sku: e.target.value.trim() })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${editor.id}-link-${index}-qty`}>{t('product.itemQty', { n: n + 1 })}</label>
            <input
              id={`${editor.id}-link-${index}-qty`}
              inputMode="numeric"
              value={String(link.qty)}
              onChange={(e) => setLink(index, { qty: Number(e.target.value) || 0 })}
            />
          </div>
          <button
            type="button"
            className="button"
            onClick={() =>
              editor.update((form) => ({ ...form, links: form.links.filter((_, i) => i !== index) }))
            }
          >
            {t('product.removeItem', { n: n + 1 })}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button"
        onClick={() =>
          editor.update((form) => ({
            ...form,
            links: [...form.links, { link_type: 'associated', sku: '', qty: 1 }],
          }))
        }
      >
        {t('product.addItem')}
      </button>
    </EditorSection>
  );
}
