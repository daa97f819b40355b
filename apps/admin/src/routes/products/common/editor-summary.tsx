import { useI18n } from '../../../i18n/i18n.tsx';
import type { MessageKey } from '../../../i18n/translate.ts';
import { IssueSummary } from '../../../ui/form/form-summary.tsx';
import { useProductIssueText } from './editor-fields.tsx';
import type { ProductEditor } from './use-product-editor.ts';

const LABELS: Record<string, MessageKey> = {
  sku: 'product.sku',
  name: 'product.name',
  news_from_date: 'product.newsFrom',
  url_key: 'product.urlKey',
  tax_class_id: 'product.taxClass',
  price: 'product.price',
  special_price: 'product.specialPrice',
  special_from_date: 'product.specialFrom',
  special_to_date: 'product.specialTo',
  weight: 'product.weight',
  package_length_cm: 'product.packageLength',
  package_width_cm: 'product.packageWidth',
  package_height_cm: 'product.packageHeight',
  description: 'product.description',
  short_description: 'product.shortDescription',
  category_ids: 'product.categories',
  images: 'product.section.images',
  attributes: 'product.section.attributes',
  configurable_options: 'product.axes',
  variants: 'product.section.variants',
  links: 'product.section.grouped',
  'stock.qty': 'product.qty',
  qty: 'product.tierQty',
};

/** A field's name in the summary: `variants.1.sku` → "Variant 2: Artikelnummer". */
function useFieldLabel(): (path: string) => string {
  const { t } = useI18n();
  return (path) => {
    const variant = /^variants\.(\d+)\.(.+)$/.exec(path);
    if (variant) return `${t('product.variant', { n: Number(variant[1]) + 1 })}: ${labelOf(variant[2]!)}`;
    return labelOf(path);
    function labelOf(rest: string): string {
      const tier = /^tier_prices\.(\d+)\.(qty|price)$/.exec(rest);
      if (tier)
        return t(tier[2] === 'qty' ? 'product.tierQty' : 'product.tierPrice', { n: Number(tier[1]) + 1 });
      const key = LABELS[rest] ?? LABELS[rest.split('.')[0]!];
      return key ? t(key, { n: '' }) : rest;
    }
  };
}

/** The problems after a refused save, each linking to its field; it takes the focus so they are read out. */
export function EditorSummary({ editor }: { editor: ProductEditor }) {
  return (
    <IssueSummary
      issues={editor.issues}
      refusals={editor.refusals}
      fieldId={editor.fieldId}
      fieldLabel={useFieldLabel()}
      issueText={useProductIssueText()}
    />
  );
}
