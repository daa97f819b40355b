import { DELIVERY_TIMES } from '@hemma/commerce';
import type { AdminBrandDto } from '@hemma/contract';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { EditorField, TextInput } from '../editor-fields.tsx';
import type { ProductEditor } from '../use-product-editor.ts';
import { taxClassName } from '../../../../ui/catalogue/catalogue-words.ts';
import { CategoryPicker } from './category-picker.tsx';
import { NewsField } from './news-field.tsx';
import { EditorSection } from '../editor-section.tsx';

const VISIBILITIES = ['4', '2', '3', '1'] as const;

/** Name, sku, address, texts, status and visibility, categories, brand, tax class and delivery time. */
/** The package as shipped (decision 0049): what each shipping method's limits are checked against. */
const PACKAGE_FIELDS = [
  ['package_length_cm', 'product.packageLength'],
  ['package_width_cm', 'product.packageWidth'],
  ['package_height_cm', 'product.packageHeight'],
] as const;

export function GeneralSection({
  editor,
  brands,
  taxClasses,
}: {
  editor: ProductEditor;
  brands: readonly AdminBrandDto[];
  taxClasses: readonly { id: number; name: string }[];
}) {
  const { t } = useI18n();
  const { form, update } = editor;
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    update((current) => ({ ...current, [key]: value }));
  return (
    <EditorSection editor={editor} name="general" title={t('product.section.general')}>
      <div className="form-grid">
        <TextInput
          editor={editor}
          path="name"
          label={t('product.name')}
          value={form.name}
          onChange={(v) => set('name', v)}
        />
        <TextInput
          editor={editor}
          path="sku"
          label={t('product.sku')}
          hint={t('product.skuHint')}
          value={form.sku}
          onChange={(v) => set('sku', v)}
        />
        <TextInput
          editor={editor}
          path="url_key"
          label={t('product.urlKey')}
          hint={t('product.urlKeyHint')}
          value={form.url_key}
          onChange={(v) => set('url_key', v)}
        />
        <EditorField editor={editor} path="status" label={t('product.status')}>
          {(control) => (
            <select
              {...control}
              value={String(form.status)}
              onChange={(e) => set('status', Number(e.target.value))}
            >
              <option value="1">{t('product.status.enabled')}</option>
              <option value="2">{t('product.status.disabled')}</option>
            </select>
          )}
        </EditorField>
        <EditorField editor={editor} path="visibility" label={t('product.visibility')}>
          {(control) => (
            <select {...control} value={form.visibility} onChange={(e) => set('visibility', e.target.value)}>
              {VISIBILITIES.map((value) => (
                <option key={value} value={value}>
                  {t(`product.visibility.${value}`)}
                </option>
              ))}
            </select>
          )}
        </EditorField>
        <NewsField editor={editor} />
        <EditorField editor={editor} path="brand_id" label={t('product.brand')}>
          {(control) => (
            <select {...control} value={form.brand_id} onChange={(e) => set('brand_id', e.target.value)}>
              <option value="">{t('product.noBrand')}</option>
              {brands.map((brand) => (
                <option key={brand.id} value={String(brand.id)}>
                  {brand.name}
                </option>
              ))}
            </select>
          )}
        </EditorField>
        <EditorField editor={editor} path="tax_class_id" label={t('product.taxClass')}>
          {(control) => (
            <select
              {...control}
              value={form.tax_class_id}
              onChange={(e) => set('tax_class_id', e.target.value)}
            >
              <option value="">{t('product.choose')}</option>
              {taxClasses.map((taxClass) => (
                <option key={taxClass.id} value={String(taxClass.id)}>
                  {taxClassName(taxClass.name, t)}
                </option>
              ))}
            </select>
          )}
        </EditorField>
        <EditorField editor={editor} path="delivery_time" label={t('product.deliveryTime')}>
          {(control) => (
            <select
              {...control}
              value={form.delivery_time}
              onChange={(e) => set('delivery_time', e.target.value)}
            >
              <option value="">{t('product.noDeliveryTime')}</option>
              {Object.entries(DELIVERY_TIMES).map(([code, text]) => (
                <option key={code} value={code}>
                  {text}
                </option>
              ))}
            </select>
          )}
        </EditorField>
        <TextInput
          editor={editor}
          path="weight"
          label={t('product.weight')}
          inputMode="decimal"
          value={form.weight}
          onChange={(v) => set('weight', v)}
        />
        {PACKAGE_FIELDS.map(([path, label]) => (
          <TextInput
            key={path}
            editor={editor}
            path={path}
            label={t(label)}
            inputMode="decimal"
            value={form[path]}
            onChange={(v) => set(path, v)}
          />
        ))}
      </div>
      <EditorField editor={editor} path="short_description" label={t('product.shortDescription')}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={form.short_description}
            onChange={(e) => set('short_description', e.target.value)}
          />
        )}
      </EditorField>
      <EditorField
        editor={editor}
        path="description"
        label={t('product.description')}
        hint={t('product.descriptionHint')}
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </EditorField>
      <CategoryPicker editor={editor} />
    </EditorSection>
  );
}
