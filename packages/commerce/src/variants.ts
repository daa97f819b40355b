import { PRODUCT_STATUS_DISABLED_FROM } from './constants.ts';

export interface ConfigurableOptionLike {
  attribute_code: string;
  label: string;
  values: readonly { value_index: number; label: string }[];
}

/** The configurable options a shopper chooses from: options with an empty label are dropped. */
export function configurableOptions<O extends ConfigurableOptionLike>(
  options: readonly O[] | null | undefined,
): O[] {
  return (options ?? []).filter((option) => option.label.trim() !== '');
}

/** SPEC §8: errors.variants when a configurable product has no variant to offer. */
export const NO_VARIANTS_ERROR = 'No available product variants';

export interface VariantLike {
  sku: string;
  status: number;
  stock?: { is_in_stock: boolean } | null;
  /** SEK incl. tax; breaks ties between equally good matches. */
  price_incl_tax: number;
  custom_attributes: readonly { attribute_code: string; value: string }[];
}

export interface ConfigurableLike<V extends VariantLike = VariantLike> {
  configurable_children?: readonly V[] | null;
  configurable_options?: readonly ConfigurableOptionLike[] | null;
}

/** attribute_code → option value id (as a string). */
export type AttributeSelection = Readonly<Record<string, string | undefined>>;

export interface VariantSelection {
  sku?: string | null;
  attributes?: AttributeSelection;
}

export interface VariantRules {
  /** Out-of-stock children stay choosable (the shop lists out-of-stock items, SPEC §9). */
  listOutOfStock?: boolean;
  /** With no match, take the first available child. */
  fallbackToDefault?: boolean;
}

/** The shop's rules: out-of-stock items are listed (SPEC §9) and the first available child is the default. */
export const SHOP_VARIANT_RULES: VariantRules = { listOutOfStock: true, fallbackToDefault: true };

export interface VariantChoice<V> {
  variant: V | null;
  errors: { variants?: string };
}

export function attributeOf(child: VariantLike, code: string): string | undefined {
  return child.custom_attributes.find((a) => a.attribute_code === code)?.value;
}

const inStock = (child: VariantLike) => child.stock?.is_in_stock !== false;
const enabled = (child: VariantLike) => child.status < PRODUCT_STATUS_DISABLED_FROM;

/** Children a shopper may choose: status below 2, and in stock unless out-of-stock listing is on. */
export function availableVariants<V extends VariantLike>(
  product: ConfigurableLike<V>,
  rules: VariantRules = {},
): V[] {
  return (product.configurable_children ?? []).filter(
    (child) => enabled(child) && (rules.listOutOfStock || inStock(child)),
  );
}

const selected = (attributes: AttributeSelection = {}) =>
  Object.entries(attributes).filter((entry): entry is [string, string] => Boolean(entry[1]));

/** Whether a child has every selected attribute value. */
export function matchesSelection(child: VariantLike, attributes: AttributeSelection): boolean {
  return selected(attributes).every(([code, value]) => attributeOf(child, code) === value);
}

/**
 * SPEC §4 "Variant choice": an exact sku match wins; otherwise the child matching most selected attributes
 * (price ignored), ties to the cheaper by price incl. tax; no match → the first available child when fallback is
 * on. No variant, or a chosen variant whose stock record is not in stock, sets errors.variants.
 */
export function chooseVariant<V extends VariantLike>(
  product: ConfigurableLike<V>,
  selection: VariantSelection = {},
  rules: VariantRules = {},
): VariantChoice<V> {
  const children = availableVariants(product, rules);
  const attributes = selected(selection.attributes);
  let variant = (selection.sku && children.find((child) => child.sku === selection.sku)) || null;
  if (!variant) {
    let best = 0;
    for (const child of children) {
      const score = attributes.filter(([code, value]) => attributeOf(child, code) === value).length;
      // A comparison, not arithmetic: two-decimal SEK amounts order exactly as their öre would.
      const cheaper = variant && child.price_incl_tax < variant.price_incl_tax;
      if (score > best || (score === best && cheaper)) [best, variant] = [score, child];
    }
  }
  if (!variant && rules.fallbackToDefault) variant = children[0] ?? null;
  return { variant, errors: variant && inStock(variant) ? {} : { variants: NO_VARIANTS_ERROR } };
}

/** The attribute values of a child for the product's options. */
export function selectionOf(product: ConfigurableLike, child: VariantLike | null): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const option of configurableOptions(product.configurable_options)) {
    const value = child && attributeOf(child, option.attribute_code);
    if (value) attributes[option.attribute_code] = value;
  }
  return attributes;
}

/** 'available': an enabled child in stock has it; 'out_of_stock': only sold-out ones; 'unavailable': none. */
export type ValueState = 'available' | 'out_of_stock' | 'unavailable';

/**
 * For each option value: can it still be chosen given the other selected attributes? (The option's own current
 * value is replaced by the value asked about.)
 */
export function optionValueStates(
  product: ConfigurableLike,
  attributes: AttributeSelection,
): Record<string, Record<string, ValueState>> {
  const children = (product.configurable_children ?? []).filter(enabled);
  const states: Record<string, Record<string, ValueState>> = {};
  for (const option of configurableOptions(product.configurable_options)) {
    const byValue: Record<string, ValueState> = (states[option.attribute_code] = {});
    for (const { value_index } of option.values) {
      const value = String(value_index);
      const matching = children.filter((child) =>
        matchesSelection(child, { ...attributes, [option.attribute_code]: value }),
      );
      byValue[value] = matching.some(inStock)
        ? 'available'
        : matching.length
          ? 'out_of_stock'
          : 'unavailable';
    }
  }
  return states;
}
