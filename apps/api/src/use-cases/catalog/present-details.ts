import type {
  AttributeDto,
  BundleOption,
  ConfigurableOption,
  CustomOption,
  ProductLink,
  ProductSummary,
} from '@hemma/contract';
import { toSek, type PriceCurrency } from '@hemma/commerce';
import type { AttributeWithOptions } from '../../modules/catalog/attribute-repository.ts';
import type {
  BundleOptionRow,
  BundleSelectionRow,
  ConfigurableOptionRow,
  CustomOptionRow,
  CustomOptionValueRow,
  ProductAttributeRow,
} from '../../modules/catalog/product-repository.ts';
import type { ReferenceData } from '../reference/catalog-context.ts';
import { presentAttribute } from '../reference/present-reference.ts';
import { customOptionRules } from '../pricing/custom-options.ts';

/** Definitions of the attributes a product uses, with only the options it uses (keeps the answer small). */
export function presentAttributeMetadata(
  rows: ProductAttributeRow[],
  reference: ReferenceData,
): AttributeDto[] {
  const usedOptions = new Map<number, Set<number>>();
  for (const row of rows) {
    const set = usedOptions.get(row.attribute_id) ?? new Set<number>();
    if (row.option_id !== null) set.add(row.option_id);
    usedOptions.set(row.attribute_id, set);
  }
  return [...usedOptions]
    .map(([attributeId]) => reference.attributeById.get(attributeId))
    .filter((a): a is AttributeWithOptions => a !== undefined)
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((a) => presentAttribute(a, usedOptions.get(a.id)));
}

/** The attributes a configurable product varies by, with the values its children offer. Empty labels are dropped. */
export function presentConfigurableOptions(
  options: ConfigurableOptionRow[],
  childAttributes: ProductAttributeRow[],
  reference: ReferenceData,
): ConfigurableOption[] {
  return options
    .filter((o) => o.label.trim() !== '')
    .map((o) => {
      const attribute = reference.attributeById.get(o.attribute_id);
      const used = new Set(
        childAttributes.filter((a) => a.attribute_id === o.attribute_id).map((a) => a.option_id),
      );
      return {
        attribute_id: o.attribute_id,
        attribute_code: attribute?.attribute_code ?? '',
        label: o.label,
        position: o.position,
        values: (attribute?.options ?? [])
          .filter((opt) => used.has(opt.id))
          .map((opt) => ({
            value_index: opt.id,
            label: opt.label,
            default_label: opt.default_label,
            swatch_value: opt.swatch_value,
          })),
      };
    });
}

/** A link to another product in the SPEC §3 product_links shape. */
function presentLink(
  linkType: ProductLink['link_type'],
  product: ProductSummary,
  qty: number,
  position: number,
): ProductLink & { product: ProductSummary } {
  return {
    link_type: linkType,
    linked_product_sku: product.sku,
    linked_product_type: product.type_id,
    sku: product.sku,
    qty: Number(qty),
    position,
    product,
  };
}

export function presentBundleOptions(
  options: BundleOptionRow[],
  selections: BundleSelectionRow[],
  productsById: Map<number, ProductSummary>,
): BundleOption[] {
  return options.map((option) => ({
    option_id: option.id,
    title: option.title,
    type: option.type,
    required: option.required === 1,
    position: option.position,
    product_links: selections
      .filter((s) => s.option_id === option.id && productsById.has(s.product_id))
      .map((s) => ({
        ...presentLink('associated', productsById.get(s.product_id)!, s.qty, s.position),
        id: s.id,
        is_default: s.is_default === 1,
        can_change_qty: s.can_change_qty === 1,
      })),
  }));
}

export function presentLinks(
  links: { link_type: ProductLink['link_type']; linked_product_id: number; qty: number; position: number }[],
  productsById: Map<number, ProductSummary>,
): ProductLink[] {
  return links
    .filter((l) => productsById.has(l.linked_product_id))
    .map((l) => presentLink(l.link_type, productsById.get(l.linked_product_id)!, l.qty, l.position));
}

/** The product page's custom options: the cart's pricing rules (pricing/custom-options.ts) with prices in SEK decimals. */
export function presentCustomOptions(
  options: CustomOptionRow[],
  values: CustomOptionValueRow[],
  currency: PriceCurrency,
): CustomOption[] {
  return customOptionRules(options, values, currency).map((o) => ({
    option_id: o.option_id,
    title: o.title,
    type: o.type,
    is_require: o.is_require,
    sort_order: o.sort_order,
    price_type: o.price_type,
    price: o.price_type === 'fixed' && o.price !== null ? toSek(o.price) : o.price,
    max_characters: o.max_characters,
    values: o.values.map((v) => ({
      option_type_id: v.option_type_id,
      title: v.title,
      price_type: v.price_type,
      price: v.price_type === 'percent' ? v.price : toSek(v.price),
      sort_order: v.sort_order,
    })),
  }));
}
