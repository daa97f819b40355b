import { useEurPriceSettings } from '../../../../hooks/api/settings.ts';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { TextInput } from '../editor-fields.tsx';
import type { PriceForm } from '../product-form.ts';
import type { ProductEditor } from '../use-product-editor.ts';
import { eurPlaceholder } from './eur-placeholder.ts';

/**
 * A product's (or a variant's) EUR price and EUR special price (decision 0057), in the price section. Empty, the EUR
 * store views convert the SEK price, with the destination's VAT, and round it by the owner's rule: /de's price is the
 * placeholder (decision 0061), so the owner sees what a German shopper pays without one.
 */
export function EurPriceFields({
  editor,
  at,
  prices,
  onChange,
}: {
  editor: ProductEditor;
  /** `''` for the product, `variants.0.` for a variant. */
  at: string;
  prices: Pick<PriceForm, 'price' | 'special_price' | 'price_eur' | 'special_price_eur'>;
  onChange: (change: Partial<Pick<PriceForm, 'price_eur' | 'special_price_eur'>>) => void;
}) {
  const { t } = useI18n();
  const settings = useEurPriceSettings().data;
  const converted = (sek: string) => eurPlaceholder(sek, editor.form.tax_class_id, settings);
  return (
    <>
      <TextInput
        editor={editor}
        path={`${at}price_eur`}
        label={t('product.priceEur')}
        hint={t('product.priceEurHint')}
        inputMode="decimal"
        value={prices.price_eur}
        placeholder={converted(prices.price)}
        onChange={(price_eur) => onChange({ price_eur })}
      />
      <TextInput
        editor={editor}
        path={`${at}special_price_eur`}
        label={t('product.specialPriceEur')}
        inputMode="decimal"
        value={prices.special_price_eur}
        placeholder={converted(prices.special_price)}
        onChange={(special_price_eur) => onChange({ special_price_eur })}
      />
    </>
  );
}
