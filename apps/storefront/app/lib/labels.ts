import type { AttributeDto, ProductDto } from '@hemma/api-client';
import { catalogueTerm } from '~/i18n/vocabulary.ts';
import type { Locale } from '~/i18n/translate.ts';

/**
 * The catalogue's labels in the store view's language: an attribute's `frontend_label` and its options' `label`
 * become the language's term (Swedish as stored, English from `default_label`, German and Italian from the
 * vocabulary), so every view that reads `frontend_label`/`label` shows the page's language.
 */
export function localizeAttributes(metas: readonly AttributeDto[], locale: Locale): AttributeDto[] {
  if (locale === 'sv-SE') return [...metas];
  return metas.map((meta) => ({
    ...meta,
    frontend_label: catalogueTerm(locale, meta.frontend_label, meta.default_label),
    options: meta.options.map((o) => ({ ...o, label: catalogueTerm(locale, o.label, o.default_label) })),
  }));
}

/** A product with its attribute names, option values and variant labels in the page's language. */
export function localizeProduct<P extends ProductDto>(product: P, locale: Locale): P {
  if (locale === 'sv-SE') return product;
  const metas = localizeAttributes(product.attributes_metadata, locale);
  const byCode = new Map(metas.map((m) => [m.attribute_code, m]));
  const valueLabel = (code: string, value: string, label: string) =>
    byCode.get(code)?.options.find((o) => o.value === value)?.label ?? label;
  return {
    ...product,
    attributes_metadata: metas,
    custom_attributes: product.custom_attributes.map((a) => ({
      ...a,
      label: valueLabel(a.attribute_code, a.value, a.label),
    })),
    configurable_options: product.configurable_options?.map((option) => ({
      ...option,
      label: byCode.get(option.attribute_code)?.frontend_label ?? option.label,
      values: option.values.map((v) => ({
        ...v,
        label: catalogueTerm(locale, v.label, v.default_label),
      })),
    })),
  };
}
