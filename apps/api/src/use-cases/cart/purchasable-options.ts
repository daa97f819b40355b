import { fromSekPrice, type PriceCurrency } from '@hemma/commerce';
import type { CustomOptionLike, OptionValuePrice } from '@hemma/commerce';
import type {
  BundleOptionRow,
  BundleSelectionRow,
  ConfigurableOptionRow,
  CustomOptionRow,
  CustomOptionValueRow,
} from '../../modules/catalog/product-repository.ts';
import type { ReferenceData } from '../reference/catalog-context.ts';

/**
 * The choices a cart line can make on a product, read from the catalogue's rows with their prices in öre: custom
 * options, a configurable product's axes and its variants' values, and a bundle's options.
 */

/** A custom option value; `price` is öre for a fixed price, the percentage for a percent price. */
export type CustomOptionValueRule = OptionValuePrice & { title: string };

export interface CustomOptionRule extends CustomOptionLike {
  max_characters: number | null;
  values: CustomOptionValueRule[];
}

export function customOptionRules(
  options: readonly CustomOptionRow[],
  values: readonly CustomOptionValueRow[],
  currency: PriceCurrency,
): CustomOptionRule[] {
  return options.map((o) => ({
    option_id: o.id,
    title: o.title,
    type: o.type,
    is_require: o.is_require === 1,
    price_type: o.price_type,
    price:
      o.price_type === 'percent'
        ? Number(o.price_percent ?? 0)
        : o.price_type === 'fixed'
          ? fromSekPrice(Number(o.price_amount ?? 0), currency)
          : null,
    max_characters: o.max_characters,
    values: values
      .filter((v) => v.option_id === o.id)
      .map((v) => ({
        option_type_id: v.id,
        title: v.title,
        price_type: v.price_type,
        price:
          v.price_type === 'percent'
            ? Number(v.price_percent)
            : fromSekPrice(Number(v.price_amount), currency),
      })),
  }));
}

/** An attribute a configurable product varies by; options with an empty label are dropped (SPEC §5). */
export interface VariantAxis {
  attributeId: number;
  code: string;
  label: string;
}

export function variantAxes(
  options: readonly ConfigurableOptionRow[],
  reference: ReferenceData,
): VariantAxis[] {
  return options
    .filter((o) => o.label.trim() !== '')
    .map((o) => ({
      attributeId: o.attribute_id,
      code: reference.attributeById.get(o.attribute_id)?.attribute_code ?? '',
      label: o.label,
    }));
}

export interface BundleLinkRule<Part> {
  id: number;
  qty: number;
  is_default: boolean;
  can_change_qty: boolean;
  product: Part;
}

export interface BundleOptionRule<Part = unknown> {
  option_id: number;
  title: string;
  type: BundleOptionRow['type'];
  required: boolean;
  /** Links whose part may be sold; the others are left out. */
  product_links: BundleLinkRule<Part>[];
}

export function bundleOptionRules<Part>(
  options: readonly BundleOptionRow[],
  selections: readonly BundleSelectionRow[],
  parts: ReadonlyMap<number, Part>,
): BundleOptionRule<Part>[] {
  return options.map((option) => ({
    option_id: option.id,
    title: option.title,
    type: option.type,
    required: option.required === 1,
    product_links: selections
      .filter((s) => s.option_id === option.id && parts.has(s.product_id))
      .map((s) => ({
        id: s.id,
        qty: Number(s.qty),
        is_default: s.is_default === 1,
        can_change_qty: s.can_change_qty === 1,
        product: parts.get(s.product_id)!,
      })),
  }));
}
