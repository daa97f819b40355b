import type {
  BundleOptionRow,
  BundleSelectionRow,
  ConfigurableOptionRow,
} from '../../modules/catalog/product-repository.ts';
import type { ReferenceData } from '../reference/catalog-context.ts';

export {
  customOptionRules,
  type CustomOptionRule,
  type CustomOptionValueRule,
} from '../pricing/custom-options.ts';

/**
 * The choices a cart line can make on a product, read from the catalogue's rows with their prices in öre: custom
 * options, a configurable product's axes and its variants' values, and a bundle's options.
 */

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
