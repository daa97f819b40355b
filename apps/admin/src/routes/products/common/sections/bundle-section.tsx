import { Link } from 'react-router';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { TRANSLATED_STORES } from '../../../../ui/translations/translation-form.tsx';
import type { BundleOptionForm } from '../product-form.ts';
import type { ProductEditor } from '../use-product-editor.ts';
import { removeAt, replaceAt, typedNumber } from './list-edit.ts';
import { EditorSection } from '../editor-section.tsx';

type Selection = BundleOptionForm['selections'][number];
const TYPES = ['radio', 'select', 'checkbox', 'multi'] as const;

/** A bundle's parts: options (a choice of products by sku, one default), each required or not. */
export function BundleSection({ editor }: { editor: ProductEditor }) {
  const { t } = useI18n();
  const options = editor.form.bundle_options;
  const setOptions = (change: (list: BundleOptionForm[]) => BundleOptionForm[]) =>
    editor.update((form) => ({ ...form, bundle_options: change(form.bundle_options) }));
  const setSelection = (o: number, s: number, change: Partial<Selection>) =>
    setOptions((list) => replaceAt(list, o, { selections: replaceAt(list[o]!.selections, s, change) }));
  const id = (o: number, rest: string) => `${editor.id}-bundle-${o}-${rest}`;
  return (
    <EditorSection
      editor={editor}
      name="bundle"
      title={t('product.bundleOptions')}
      fieldPath="bundle_options"
    >
      {options.length === 0 && <p className="field-hint">{t('product.noBundleOptions')}</p>}
      {options.map((option, o) => (
        <fieldset key={option.id ?? `new-${o}`} className="variant-row">
          <legend>{t('product.bundleOption', { n: o + 1 })}</legend>
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
                    replaceAt(list, o, { type: e.target.value as BundleOptionForm['type'] }),
                  )
                }
              >
                {TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`product.bundleType.${type}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="field field-checkbox">
            <input
              id={id(o, 'required')}
              type="checkbox"
              checked={option.required ?? true}
              onChange={(e) => setOptions((list) => replaceAt(list, o, { required: e.target.checked }))}
            />
            <label htmlFor={id(o, 'required')}>{t('product.required')}</label>
          </div>
          {option.id !== undefined && (
            // A saved option's title is translated per store view (decision 0061, addendum).
            <p className="option-translations">
              <span>{t('translations.bundleOptionTitle')}</span>
              {TRANSLATED_STORES.map((code) => (
                <Link key={code} to={`/translations/${code}/bundle_option/${option.id}`}>
                  {t(`translations.store.${code}`)}
                </Link>
              ))}
            </p>
          )}
          {option.selections.map((selection, s) => (
            <div key={selection.id ?? `new-${s}`} className="row-fields">
              <div className="field">
                <label htmlFor={id(o, `${s}-sku`)}>{t('product.itemSku', { n: s + 1 })}</label>
                <input
                  id={id(o, `${s}-sku`)}
                  value={selection.sku}
                  onChange={(e) => setSelection(o, s, { sku: e.target.value.trim() })}
                />
              </div>
              <div className="field">
                <label htmlFor={id(o, `${s}-qty`)}>{t('product.itemQty', { n: s + 1 })}</label>
                <input
                  id={id(o, `${s}-qty`)}
                  inputMode="decimal"
                  value={String(selection.qty ?? 1)}
                  onChange={(e) => setSelection(o, s, { qty: typedNumber(e.target.value) })}
                />
              </div>
              <div className="field field-checkbox">
                <input
                  id={id(o, `${s}-default`)}
                  type="checkbox"
                  checked={selection.is_default ?? false}
                  onChange={(e) => setSelection(o, s, { is_default: e.target.checked })}
                />
                <label htmlFor={id(o, `${s}-default`)}>{t('product.isDefault', { n: s + 1 })}</label>
              </div>
              <button
                type="button"
                className="button"
                onClick={() =>
                  setOptions((list) => replaceAt(list, o, { selections: removeAt(list[o]!.selections, s) }))
                }
              >
                {t('product.removeItem', { n: s + 1 })}
              </button>
            </div>
          ))}
          <div className="button-row">
            <button
              type="button"
              className="button"
              onClick={() =>
                setOptions((list) =>
                  replaceAt(list, o, { selections: [...list[o]!.selections, { sku: '', qty: 1 }] }),
                )
              }
            >
              {t('product.addItem')}
            </button>
            <button
              type="button"
              className="button button-danger"
              onClick={() => setOptions((list) => removeAt(list, o))}
            >
              {t('product.removeBundleOption', { n: o + 1 })}
            </button>
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        className="button"
        onClick={() =>
          setOptions((list) => [
            ...list,
            { title: '', type: 'radio', required: true, selections: [{ sku: '', qty: 1, is_default: true }] },
          ])
        }
      >
        {t('product.addBundleOption')}
      </button>
    </EditorSection>
  );
}
