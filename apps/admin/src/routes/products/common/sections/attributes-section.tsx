import type { AdminAttributeDto } from '@hemma/contract';
import { useI18n } from '../../../../i18n/i18n.tsx';
import type { AttributeEntry } from '../product-form.ts';
import type { ProductEditor } from '../use-product-editor.ts';
import { EditorSection } from '../editor-section.tsx';

const kindOf = (input: AdminAttributeDto['frontend_input']): AttributeEntry['kind'] =>
  input === 'select' || input === 'multiselect'
    ? 'option'
    : input === 'number' || input === 'boolean'
      ? 'number'
      : 'text';

/** The product's attribute values (material, measurements …), each control by the attribute's kind. */
export function AttributesSection({
  editor,
  attributes,
}: {
  editor: ProductEditor;
  attributes: readonly AdminAttributeDto[];
}) {
  const { t } = useI18n();
  const axes = editor.form.configurable_options.map((option) => option.attribute_code);
  const shown = attributes.filter((attribute) => !axes.includes(attribute.attribute_code));
  const valuesOf = (code: string) =>
    editor.form.attributes.find((entry) => entry.code === code)?.values ?? [];
  const setValues = (attribute: AdminAttributeDto, values: string[]) =>
    editor.update((form) => {
      const others = form.attributes.filter((entry) => entry.code !== attribute.attribute_code);
      const kept = values.filter((value) => value.trim() !== '');
      return {
        ...form,
        attributes:
          kept.length === 0
            ? others
            : [
                ...others,
                { code: attribute.attribute_code, kind: kindOf(attribute.frontend_input), values: kept },
              ],
      };
    });
  return (
    <EditorSection
      editor={editor}
      name="attributes"
      title={t('product.section.attributes')}
      fieldPath="attributes"
    >
      <div className="form-grid">
        {shown.map((attribute) => {
          const id = `${editor.id}-attribute-${attribute.id}`;
          const values = valuesOf(attribute.attribute_code);
          const label = attribute.unit
            ? `${attribute.frontend_label} (${attribute.unit})`
            : attribute.frontend_label;
          const input = attribute.frontend_input;
          return (
            <div key={attribute.id} className="field">
              <label htmlFor={id}>{label}</label>
              {input === 'select' || input === 'multiselect' ? (
                <select
                  id={id}
                  multiple={input === 'multiselect'}
                  value={input === 'multiselect' ? values : (values[0] ?? '')}
                  onChange={(e) =>
                    setValues(
                      attribute,
                      Array.from(e.target.selectedOptions, (option) => option.value),
                    )
                  }
                >
                  {input === 'select' && <option value="">{t('product.noValue')}</option>}
                  {attribute.options.map((option) => (
                    <option key={option.id} value={String(option.id)}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : input === 'boolean' ? (
                <select
                  id={id}
                  value={values[0] ?? ''}
                  onChange={(e) => setValues(attribute, [e.target.value])}
                >
                  <option value="">{t('product.noValue')}</option>
                  <option value="1">{t('value.yes')}</option>
                  <option value="0">{t('value.no')}</option>
                </select>
              ) : input === 'textarea' ? (
                <textarea
                  id={id}
                  rows={3}
                  value={values[0] ?? ''}
                  onChange={(e) => setValues(attribute, [e.target.value])}
                />
              ) : (
                <input
                  id={id}
                  inputMode={input === 'number' ? 'decimal' : undefined}
                  value={values[0] ?? ''}
                  onChange={(e) => setValues(attribute, [e.target.value])}
                />
              )}
            </div>
          );
        })}
      </div>
    </EditorSection>
  );
}
