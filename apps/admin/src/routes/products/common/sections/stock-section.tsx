import { useI18n } from '../../../../i18n/i18n.tsx';
import { Checkbox, TextInput } from '../editor-fields.tsx';
import type { StockForm } from '../product-form.ts';
import type { ProductEditor } from '../use-product-editor.ts';
import { EditorSection } from '../editor-section.tsx';

/** Quantity in stock, whether it is sold (in stock), and whether it may be ordered below zero (backorders). */
export function StockSection({ editor }: { editor: ProductEditor }) {
  const { t } = useI18n();
  const { form, update } = editor;
  const set = (change: Partial<StockForm>) =>
    update((current) => ({ ...current, stock: { ...current.stock, ...change } }));
  return (
    <EditorSection editor={editor} name="stock" title={t('product.section.stock')}>
      <div className="form-grid">
        <TextInput
          editor={editor}
          path="stock.qty"
          label={t('product.qty')}
          hint={form.id !== null ? t('product.qtyHint') : undefined}
          inputMode="numeric"
          value={form.stock.qty}
          onChange={(qty) => set({ qty })}
        />
      </div>
      <Checkbox
        id={`${editor.id}-in-stock`}
        label={t('product.inStock')}
        checked={form.stock.is_in_stock}
        onChange={(is_in_stock) => set({ is_in_stock })}
      />
      <Checkbox
        id={`${editor.id}-backorders`}
        label={t('product.backorders')}
        checked={form.stock.backorders}
        onChange={(backorders) => set({ backorders })}
      />
      <Checkbox
        id={`${editor.id}-manage-stock`}
        label={t('product.manageStock')}
        checked={form.stock.manage_stock}
        onChange={(manage_stock) => set({ manage_stock })}
      />
    </EditorSection>
  );
}
