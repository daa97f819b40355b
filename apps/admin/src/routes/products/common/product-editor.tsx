import type { ReactNode } from 'react';
import { useProductChoices } from '../../../hooks/api/product-choices.ts';
import { useAttributes } from '../../../hooks/api/attributes.ts';
import { useBrands } from '../../../hooks/api/brands.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { EditorSummary } from './editor-summary.tsx';
import './product-editor.css';
import { AttributesSection } from './sections/attributes-section.tsx';
import { BundleSection } from './sections/bundle-section.tsx';
import { CustomOptionsSection } from './sections/custom-options-section.tsx';
import { GeneralSection } from './sections/general-section.tsx';
import { GroupedSection } from './sections/grouped-section.tsx';
import { ImagesSection } from './sections/images-section.tsx';
import { PricesSection } from './sections/prices-section.tsx';
import { StockSection } from './sections/stock-section.tsx';
import { VariantsSection } from './sections/variants-section.tsx';
import type { ProductEditor as Editor } from './use-product-editor.ts';

/**
 * The whole product as one form, in sections by what a shop owner edits (general, prices, stock, pictures,
 * attributes) and by type (variants of a configurable product, items of a grouped one, options), each folding.
 * One save, its button in a bar kept at the bottom of the window while the form is in view.
 */
export function ProductEditorForm({
  editor,
  submitLabel,
  onReload,
  aside,
}: {
  editor: Editor;
  submitLabel: string;
  /** Reads the product again (after a stale edit). */
  onReload?: () => void;
  /** Shown after the sections (the price history of a saved product). */
  aside?: ReactNode;
}) {
  const { t } = useI18n();
  const attributes = useAttributes();
  const brands = useBrands();
  const choices = useProductChoices();
  const { form } = editor;
  return (
    <form className="form product-editor" noValidate onSubmit={editor.handleSubmit}>
      <EditorSummary editor={editor} />
      {editor.stale && onReload && (
        <div className="panel stale-panel">
          <p>{t('product.staleHelp')}</p>
          <button type="button" className="button" onClick={onReload}>
            {t('product.reload')}
          </button>
        </div>
      )}
      <GeneralSection
        editor={editor}
        brands={brands.data ?? []}
        taxClasses={choices.data?.tax_classes ?? []}
      />
      <PricesSection editor={editor} groups={choices.data?.customer_groups ?? []} />
      {form.type_id === 'configurable' && (
        <VariantsSection editor={editor} attributes={attributes.data ?? []} />
      )}
      {form.type_id === 'grouped' && <GroupedSection editor={editor} />}
      {form.type_id === 'bundle' && <BundleSection editor={editor} />}
      <StockSection editor={editor} />
      <ImagesSection editor={editor} />
      <AttributesSection editor={editor} attributes={attributes.data ?? []} />
      <CustomOptionsSection editor={editor} />
      {aside}
      <div className="form-actions save-bar">
        <button type="submit" className="button button-primary" disabled={editor.submitting}>
          {editor.submitting ? t('product.saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
