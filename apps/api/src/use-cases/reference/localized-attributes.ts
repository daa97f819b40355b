import { DEFAULT_STORE_VIEW, translationChain } from '@hemma/commerce';
import type { AttributeWithOptions } from '../../modules/catalog/attribute-repository.ts';
import type { StoreTexts } from '../../modules/store-texts/store-text-repository.ts';
import type { ReferenceData } from './catalog-context.ts';

/** Per reference data (one per TTL), the reference data of each store view, built once. */
const byReference = new WeakMap<ReferenceData, Map<string, ReferenceData>>();

/** The first text along the chain (the store view's, then English's), or undefined. */
function chainText(
  texts: ReadonlyMap<string, StoreTexts>,
  codes: readonly string[],
  id: number,
  field: string,
): string | undefined {
  for (const code of codes) {
    const value = texts.get(code)?.get(id)?.[field];
    if (value !== undefined && value.trim() !== '') return value;
  }
  return undefined;
}

/**
 * The reference data as a store view names its attributes (decision 0061): where the owner translated an attribute's
 * or option's label for the store view (else for English), that text is its `default_label` — the label the shop
 * shows in every language but Swedish (decision 0029), German and Italian through the shop's vocabulary where the
 * owner set none. The Swedish label (`frontend_label`, `label`) stays as it is. A brand's description is the store
 * view's, else the English one, else the owner's Swedish text (decision 0058, addendum 2). The default store's data is
 * unchanged.
 */
export function referenceIn(reference: ReferenceData, storeCode: string | undefined): ReferenceData {
  const codes = translationChain(storeCode).filter((c) => c !== DEFAULT_STORE_VIEW.storeCode);
  if (codes.length === 0 || storeCode === undefined) return reference;
  let views = byReference.get(reference);
  if (!views) byReference.set(reference, (views = new Map()));
  const known = views.get(storeCode);
  if (known) return known;
  const { attributeTexts, optionTexts } = reference;
  const attributes: AttributeWithOptions[] = reference.attributes.map((attribute) => ({
    ...attribute,
    default_label:
      chainText(attributeTexts, codes, attribute.id, 'frontend_label') ?? attribute.default_label,
    options: attribute.options.map((option) => ({
      ...option,
      default_label: chainText(optionTexts, codes, option.id, 'label') ?? option.default_label,
    })),
  }));
  const brands = reference.brands.map((brand) => ({
    ...brand,
    description: chainText(reference.brandTexts, codes, brand.id, 'description') ?? brand.description,
  }));
  const localized: ReferenceData = {
    ...reference,
    attributes,
    attributeById: new Map(attributes.map((a) => [a.id, a])),
    brands,
    brandById: new Map(brands.map((b) => [b.id, b])),
  };
  views.set(storeCode, localized);
  return localized;
}
