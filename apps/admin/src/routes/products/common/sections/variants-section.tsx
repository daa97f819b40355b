import { useState } from 'react';
import type { AdminAttributeDto } from '@hemma/contract';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { addVariantsForOptions, newVariant } from '../product-form.ts';
import type { ProductEditor } from '../use-product-editor.ts';
import { VariantRow } from './variant-row.tsx';
import { EditorSection } from '../editor-section.tsx';

/**
 * A configurable product's axes (the attributes its variants differ by: colour, size …) and its variants, each a
 * product of its own with an sku, one option per axis, a price and stock. A variant per chosen option can be added
 * at once.
 */
export function VariantsSection({
  editor,
  attributes,
}: {
  editor: ProductEditor;
  attributes: readonly AdminAttributeDto[];
}) {
  const { t } = useI18n();
  const { form, update } = editor;
  const selectable = attributes.filter((attribute) => attribute.frontend_input === 'select');
  const axes = form.configurable_options.map((option) => option.attribute_code);
  const axisAttributes = axes
    .map((code) => selectable.find((attribute) => attribute.attribute_code === code))
    .filter((attribute): attribute is AdminAttributeDto => attribute !== undefined);
  const first = axisAttributes[0];
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());

  const toggleAxis = (attribute: AdminAttributeDto, on: boolean) =>
    update((current) => ({
      ...current,
      configurable_options: on
        ? [
            ...current.configurable_options,
            { attribute_code: attribute.attribute_code, label: attribute.frontend_label },
          ]
        : current.configurable_options.filter((o) => o.attribute_code !== attribute.attribute_code),
    }));
  const addPicked = () => {
    if (!first) return;
    const options = first.options.filter((option) => picked.has(option.id));
    update((current) => addVariantsForOptions(current, first.attribute_code, options));
    setPicked(new Set());
  };

  return (
    <EditorSection editor={editor} name="variants" title={t('product.section.variants')} fieldPath="variants">
      <fieldset className="choice-box" id={editor.fieldId('configurable_options')} tabIndex={-1}>
        <legend>{t('product.axes')}</legend>
        <p className="field-hint">{t('product.axesHint')}</p>
        <div className="choice-list choice-list-short">
          {selectable.map((attribute) => (
            <div key={attribute.id} className="field field-checkbox">
              <input
                id={`${editor.id}-axis-${attribute.id}`}
                type="checkbox"
                checked={axes.includes(attribute.attribute_code)}
                onChange={(event) => toggleAxis(attribute, event.target.checked)}
              />
              <label htmlFor={`${editor.id}-axis-${attribute.id}`}>{attribute.frontend_label}</label>
            </div>
          ))}
        </div>
      </fieldset>
      {first && (
        <fieldset className="choice-box">
          <legend>{t('product.variantPerOption', { axis: first.frontend_label })}</legend>
          <div className="choice-list choice-list-short">
            {first.options.map((option) => (
              <div key={option.id} className="field field-checkbox">
                <input
                  id={`${editor.id}-pick-${option.id}`}
                  type="checkbox"
                  checked={picked.has(option.id)}
                  onChange={(event) =>
                    setPicked((current) => {
                      const next = new Set(current);
                      if (event.target.checked) next.add(option.id);
                      else next.delete(option.id);
                      return next;
                    })
                  }
                />
                <label htmlFor={`${editor.id}-pick-${option.id}`}>{option.label}</label>
              </div>
            ))}
          </div>
          <button type="button" className="button" disabled={picked.size === 0} onClick={addPicked}>
            {t('product.addPickedVariants')}
          </button>
        </fieldset>
      )}
      {form.variants.length === 0 ? (
        <p className="field-hint">{t('product.noVariants')}</p>
      ) : (
        form.variants.map((variant, index) => (
          <VariantRow
            key={variant.key}
            editor={editor}
            index={index}
            variant={variant}
            axes={axisAttributes}
          />
        ))
      )}
      <button
        type="button"
        className="button"
        disabled={axisAttributes.length === 0}
        onClick={() =>
          update((current) => ({ ...current, variants: [...current.variants, newVariant(current)] }))
        }
      >
        {t('product.addVariant')}
      </button>
    </EditorSection>
  );
}
