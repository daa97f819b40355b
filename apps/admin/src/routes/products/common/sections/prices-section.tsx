import { useI18n } from '../../../../i18n/i18n.tsx';
import { TextInput } from '../editor-fields.tsx';
import type { TierRow } from '../product-form.ts';
import type { ProductEditor } from '../use-product-editor.ts';
import { EditorSection } from '../editor-section.tsx';
import { EurPriceFields } from './eur-price-fields.tsx';

/**
 * The price in kronor incl. VAT, a special price with its date window, and tier prices per customer group. A saved
 * change is recorded in the price history (the Omnibus lowest price reads it).
 */
export function PricesSection({
  editor,
  groups,
}: {
  editor: ProductEditor;
  groups: readonly { id: number; code: string }[];
}) {
  const { t } = useI18n();
  const { form, update } = editor;
  const set = (key: 'price' | 'special_price' | 'special_from_date' | 'special_to_date', value: string) =>
    update((current) => ({ ...current, [key]: value }));
  const setTier = (index: number, change: Partial<TierRow>) =>
    update((current) => ({
      ...current,
      tier_prices: current.tier_prices.map((tier, i) => (i === index ? { ...tier, ...change } : tier)),
    }));
  const removeTier = (index: number) =>
    update((current) => ({ ...current, tier_prices: current.tier_prices.filter((_, i) => i !== index) }));
  const addTier = () =>
    update((current) => ({
      ...current,
      tier_prices: [...current.tier_prices, { customer_group_id: '', qty: '2', price: '' }],
    }));
  return (
    <EditorSection editor={editor} name="prices" title={t('product.section.prices')}>
      <div className="form-grid">
        <TextInput
          editor={editor}
          path="price"
          label={t('product.price')}
          hint={t('product.priceHint')}
          inputMode="decimal"
          value={form.price}
          onChange={(v) => set('price', v)}
        />
        <TextInput
          editor={editor}
          path="special_price"
          label={t('product.specialPrice')}
          inputMode="decimal"
          value={form.special_price}
          onChange={(v) => set('special_price', v)}
        />
        <EurPriceFields
          editor={editor}
          at=""
          prices={form}
          onChange={(change) => update((current) => ({ ...current, ...change }))}
        />
        <TextInput
          editor={editor}
          path="special_from_date"
          label={t('product.specialFrom')}
          type="date"
          value={form.special_from_date}
          onChange={(v) => set('special_from_date', v)}
        />
        <TextInput
          editor={editor}
          path="special_to_date"
          label={t('product.specialTo')}
          type="date"
          value={form.special_to_date}
          onChange={(v) => set('special_to_date', v)}
        />
      </div>
      <fieldset className="choice-box" id={editor.fieldId('tier_prices')} tabIndex={-1}>
        <legend>{t('product.tierPrices')}</legend>
        <p className="field-hint">{t('product.tierPricesHint')}</p>
        {form.tier_prices.map((tier, index) => (
          <div key={index} className="row-fields">
            <div className="field">
              <label htmlFor={`${editor.id}-tier-${index}-group`}>
                {t('product.tierGroup', { n: index + 1 })}
              </label>
              <select
                id={`${editor.id}-tier-${index}-group`}
                value={tier.customer_group_id}
                onChange={(e) => setTier(index, { customer_group_id: e.target.value })}
              >
                <option value="">{t('product.allGroups')}</option>
                {groups.map((group) => (
                  <option key={group.id} value={String(group.id)}>
                    {group.code}
                  </option>
                ))}
              </select>
            </div>
            <TextInput
              editor={editor}
              path={`tier_prices.${index}.qty`}
              label={t('product.tierQty', { n: index + 1 })}
              inputMode="decimal"
              value={tier.qty}
              onChange={(qty) => setTier(index, { qty })}
            />
            <TextInput
              editor={editor}
              path={`tier_prices.${index}.price`}
              label={t('product.tierPrice', { n: index + 1 })}
              inputMode="decimal"
              value={tier.price}
              onChange={(price) => setTier(index, { price })}
            />
            <button type="button" className="button" onClick={() => removeTier(index)}>
              {t('product.removeTier', { n: index + 1 })}
            </button>
          </div>
        ))}
        <button type="button" className="button" onClick={addTier}>
          {t('product.addTier')}
        </button>
      </fieldset>
    </EditorSection>
  );
}
