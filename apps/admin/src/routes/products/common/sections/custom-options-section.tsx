import { useI18n } from '../../../../i18n/i18n.tsx';
import type { CustomOptionForm } from '../product-form.ts';
import type { ProductEditor } from '../use-product-editor.ts';
import { removeAt, replaceAt, typedNumber } from './list-edit.ts';
import { EditorSection } from '../editor-section.tsx';

type Value = NonNullable<CustomOptionForm['values']>[number];
const TYPES = ['drop_down', 'radio', 'checkbox', 'select', 'field'] as const;

/**
 * Choices the shopper makes on the product page (legs, engraving …): a list of values, each with an extra price in
 * kronor, or a text field with its own price and length.
 */
export function CustomOptionsSection({ editor }: { editor: ProductEditor }) {
  const { t } = useI18n();
  const options = editor.form.custom_options;
  const setOptions = (change: (list: CustomOptionForm[]) => CustomOptionForm[]) =>
    editor.update((form) => ({ ...form, custom_options: change(form.custom_options) }));
  const setValue = (o: number, v: number, change: Partial<Value>) =>
    setOptions((list) => replaceAt(list, o, { values: replaceAt(list[o]!.values ?? [], v, change) }));
  const id = (o: number, rest: string) => `${editor.id}-custom-${o}-${rest}`;
  return (
    <EditorSection
      editor={editor}
      name="custom"
      title={t('product.customOptions')}
      fieldPath="custom_options"
      defaultOpen={options.length > 0}
    >
      {options.length === 0 && <p className="field-hint">{t('product.noCustomOptions')}</p>}
      {options.map((option, o) => (
        <fieldset key={option.id ?? `new-${o}`} className="variant-row">
          <legend>{t('product.customOption', { n: o + 1 })}</legend>
          <div className="form-grid">
            <div className="field">
              <label htmlFor={id(o, 'title')}>{t('product.optionTitle')}</label>
              <input
                id={id(o, 'title')}
                value={option.title}
                onChange={(e) => setOptions((list) => replaceAt(list, o, { title: e.target.value }))}
              />
            </div>
            <div className="field">
              <label htmlFor={id(o, 'type')}>{t('product.optionType')}</label>
              <select
                id={id(o, 'type')}
                value={option.type}
                onChange={(e) =>
                  setOptions((list) =>
                    replaceAt(list, o, { type: e.target.value as CustomOptionForm['type'] }),
                  )
                }
              >
                {TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`product.customType.${type}`)}
                  </option>
                ))}
              </select>
            </div>
            {option.type === 'field' && (
              <>
                <div className="field">
                  <label htmlFor={id(o, 'price')}>{t('product.optionPrice')}</label>
                  <input
                    id={id(o, 'price')}
                    inputMode="decimal"
                    value={option.price === null || option.price === undefined ? '' : String(option.price)}
                    onChange={(e) =>
                      setOptions((list) =>
                        replaceAt(list, o, {
                          price: e.target.value.trim() === '' ? null : typedNumber(e.target.value),
                          price_type: e.target.value.trim() === '' ? null : 'fixed',
                        }),
                      )
                    }
                  />
                </div>
                <div className="field">
                  <label htmlFor={id(o, 'max')}>{t('product.maxCharacters')}</label>
                  <input
                    id={id(o, 'max')}
                    inputMode="numeric"
                    value={
                      option.max_characters === null || option.max_characters === undefined
                        ? ''
                        : String(option.max_characters)
                    }
                    onChange={(e) =>
                      setOptions((list) =>
                        replaceAt(list, o, {
                          max_characters: e.target.value.trim() === '' ? null : typedNumber(e.target.value),
                        }),
                      )
                    }
                  />
                </div>
              </>
            )}
          </div>
          <div className="field field-checkbox">
            <input
              id={id(o, 'required')}
              type="checkbox"
              checked={option.is_require ?? false}
              onChange={(e) => setOptions((list) => replaceAt(list, o, { is_require: e.target.checked }))}
            />
            <label htmlFor={id(o, 'required')}>{t('product.required')}</label>
          </div>
          {option.type !== 'field' &&
            (option.values ?? []).map((value, v) => (
              <div key={value.id ?? `new-${v}`} className="row-fields">
                <div className="field">
                  <label htmlFor={id(o, `${v}-title`)}>{t('product.valueTitle', { n: v + 1 })}</label>
                  <input
                    id={id(o, `${v}-title`)}
                    value={value.title}
                    onChange={(e) => setValue(o, v, { title: e.target.value })}
                  />
                </div>
                <div className="field">
                  <label htmlFor={id(o, `${v}-price`)}>{t('product.valuePrice', { n: v + 1 })}</label>
                  <input
                    id={id(o, `${v}-price`)}
                    inputMode="decimal"
                    value={String(value.price ?? 0)}
                    onChange={(e) =>
                      setValue(o, v, { price: typedNumber(e.target.value), price_type: 'fixed' })
                    }
                  />
                </div>
                <button
                  type="button"
                  className="button"
                  onClick={() =>
                    setOptions((list) => replaceAt(list, o, { values: removeAt(list[o]!.values ?? [], v) }))
                  }
                >
                  {t('product.removeValue', { n: v + 1 })}
                </button>
              </div>
            ))}
          <div className="button-row">
            {option.type !== 'field' && (
              <button
                type="button"
                className="button"
                onClick={() =>
                  setOptions((list) =>
                    replaceAt(list, o, { values: [...(list[o]!.values ?? []), { title: '', price: 0 }] }),
                  )
                }
              >
                {t('product.addValue')}
              </button>
            )}
            <button
              type="button"
              className="button button-danger"
              onClick={() => setOptions((list) => removeAt(list, o))}
            >
              {t('product.removeCustomOption', { n: o + 1 })}
            </button>
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        className="button"
        onClick={() =>
          setOptions((list) => [...list, { title: '', type: 'drop_down', is_require: false, values: [] }])
        }
      >
        {t('product.addCustomOption')}
      </button>
    </EditorSection>
  );
}
