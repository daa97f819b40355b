import type { AdminAttributeDto } from '@hemma/contract';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { Checkbox, EditorField, TextInput } from '../editor-fields.tsx';
import type { VariantForm } from '../product-form.ts';
import type { ProductEditor } from '../use-product-editor.ts';
import { EurPriceFields } from './eur-price-fields.tsx';

/** One variant: sku, its option of every axis, price and stock (a saved one's stock is set with the qty read). */
export function VariantRow({
  editor,
  index,
  variant,
  axes,
}: {
  editor: ProductEditor;
  index: number;
  variant: VariantForm;
  axes: readonly AdminAttributeDto[];
}) {
  const { t } = useI18n();
  const at = `variants.${index}.`;
  const set = (change: Partial<VariantForm>) =>
    editor.update((form) => ({
      ...form,
      variants: form.variants.map((v, i) => (i === index ? { ...v, ...change } : v)),
    }));
  const legend = t('product.variant', { n: index + 1 });
  return (
    <fieldset className="variant-row">
      <legend>{variant.name ? `${legend}: ${variant.name}` : legend}</legend>
      <div className="form-grid">
        <TextInput
          editor={editor}
          path={`${at}sku`}
          label={t('product.sku')}
          value={variant.sku}
          onChange={(sku) => set({ sku })}
        />
        {axes.map((axis, axisIndex) => (
          <EditorField
            key={axis.id}
            editor={editor}
            path={axisIndex === 0 ? `${at}attributes` : `${at}attributes.${axis.attribute_code}`}
            label={axis.frontend_label}
          >
            {(control) => (
              <select
                {...control}
                value={variant.options[axis.attribute_code] ?? ''}
                onChange={(e) =>
                  set({ options: { ...variant.options, [axis.attribute_code]: e.target.value } })
                }
              >
                <option value="">{t('product.choose')}</option>
                {axis.options.map((option) => (
                  <option key={option.id} value={String(option.id)}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </EditorField>
        ))}
        <EditorField editor={editor} path={`${at}images`} label={t('product.variantImage')}>
          {(control) => (
            <select
              {...control}
              value={variant.images[0]?.file ?? ''}
              onChange={(e) => {
                const chosen = editor.form.images.find((image) => image.file === e.target.value);
                set({ images: chosen ? [{ ...chosen, disabled: false }] : [] });
              }}
            >
              <option value="">{t('product.variantImageNone')}</option>
              {[...editor.form.images, ...variant.images]
                .filter((image, i, all) => all.findIndex((other) => other.file === image.file) === i)
                .map((image, i) => (
                  <option key={image.file} value={image.file}>
                    {image.label ? `${i + 1}: ${image.label}` : t('product.imageNumber', { n: i + 1 })}
                  </option>
                ))}
            </select>
          )}
        </EditorField>
        <TextInput
          editor={editor}
          path={`${at}price`}
          label={t('product.price')}
          inputMode="decimal"
          value={variant.price}
          onChange={(price) => set({ price })}
        />
        <TextInput
          editor={editor}
          path={`${at}stock.qty`}
          label={t('product.qty')}
          inputMode="numeric"
          value={variant.stock.qty}
          onChange={(qty) => set({ stock: { ...variant.stock, qty } })}
        />
      </div>
      <details className="variant-more" open={variant.special_price !== '' || undefined}>
        <summary>{t('product.variantSpecial')}</summary>
        <div className="form-grid">
          <TextInput
            editor={editor}
            path={`${at}special_price`}
            label={t('product.specialPrice')}
            inputMode="decimal"
            value={variant.special_price}
            onChange={(special_price) => set({ special_price })}
          />
          <EurPriceFields editor={editor} at={at} prices={variant} onChange={set} />
          <TextInput
            editor={editor}
            path={`${at}special_from_date`}
            label={t('product.specialFrom')}
            type="date"
            value={variant.special_from_date}
            onChange={(special_from_date) => set({ special_from_date })}
          />
          <TextInput
            editor={editor}
            path={`${at}special_to_date`}
            label={t('product.specialTo')}
            type="date"
            value={variant.special_to_date}
            onChange={(special_to_date) => set({ special_to_date })}
          />
        </div>
      </details>
      <Checkbox
        id={`${editor.id}-variant-${index}-in-stock`}
        label={t('product.inStock')}
        checked={variant.stock.is_in_stock}
        onChange={(is_in_stock) => set({ stock: { ...variant.stock, is_in_stock } })}
      />
      <Checkbox
        id={`${editor.id}-variant-${index}-enabled`}
        label={t('product.status.enabled')}
        checked={variant.status !== 2}
        onChange={(on) => set({ status: on ? 1 : 2 })}
      />
      <button
        type="button"
        className="button button-danger"
        onClick={() =>
          editor.update((form) => ({ ...form, variants: form.variants.filter((_, i) => i !== index) }))
        }
      >
        {t('product.removeVariant', { n: index + 1 })}
      </button>
    </fieldset>
  );
}
