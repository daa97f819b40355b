import { type Ore, fromSek, percentOf, roundOre } from './money.ts';

/** SPEC §5 option rules: bundle defaults and sums, custom option price additions, grouped items. */

/** Both sides of a price in öre: without and with tax. */
export interface OrePrice {
  price: Ore;
  priceInclTax: Ore;
}

export interface BundleLinkLike {
  id: number;
  is_default: boolean;
  qty: number;
  product?: { final_price: number; final_price_incl_tax: number } | null;
}

export interface BundleOptionLike {
  option_id: number;
  type: string;
  product_links: readonly BundleLinkLike[];
}

/** The chosen links of a bundle: option id → link id → quantity. */
export type BundleSelection = Record<number, Record<number, number>>;

/** Single-choice bundle option types; checkbox and multi may choose several links. */
export const isSingleChoice = (type: string) => type === 'radio' || type === 'select';

/** Each option starts with its default link(s), or its first link when none is default (SPEC §4). */
export function bundleDefaultSelection(options: readonly BundleOptionLike[]): BundleSelection {
  const selection: BundleSelection = {};
  for (const option of options) {
    let links = option.product_links.filter((link) => link.is_default);
    if (links.length === 0 || isSingleChoice(option.type))
      links = (links[0] ? links : option.product_links).slice(0, 1);
    selection[option.option_id] = Object.fromEntries(links.map((link) => [link.id, link.qty]));
  }
  return selection;
}

/** Sum of the selected links' final prices × quantity; only links with a product and qty >= 0 count (SPEC §5). */
export function bundlePrice(options: readonly BundleOptionLike[], selection: BundleSelection): OrePrice {
  const total: OrePrice = { price: 0, priceInclTax: 0 };
  for (const option of options) {
    for (const link of option.product_links) {
      const qty = selection[option.option_id]?.[link.id];
      if (qty === undefined || !(qty >= 0) || !link.product) continue;
      total.price += roundOre(fromSek(link.product.final_price) * qty);
      total.priceInclTax += roundOre(fromSek(link.product.final_price_incl_tax) * qty);
    }
  }
  return total;
}

export interface OptionValuePrice {
  option_type_id: number;
  price_type: 'fixed' | 'percent' | null;
  /** SEK for fixed prices, the percentage for percent prices. */
  price: number | null;
}

export interface CustomOptionLike {
  option_id: number;
  title: string;
  type: string;
  is_require: boolean;
  price_type: 'fixed' | 'percent' | null;
  price: number | null;
  values: readonly OptionValuePrice[];
}

/** What a shopper entered: option id → chosen value ids (as strings), or the text of a field option. */
export type CustomOptionInput = Record<number, string | readonly string[] | undefined>;

const chosenIds = (entry: string | readonly string[] | undefined): readonly string[] =>
  entry === undefined ? [] : typeof entry === 'string' ? [entry] : entry;

/**
 * The priced values a shopper chose. A field option with text counts as one value carrying the option's own
 * price, with its option id as value id.
 */
export function chosenOptionValues(
  options: readonly CustomOptionLike[],
  input: CustomOptionInput,
): OptionValuePrice[] {
  return options.flatMap((option): OptionValuePrice[] => {
    const entry = input[option.option_id];
    if (option.type === 'field') {
      const text = typeof entry === 'string' ? entry.trim() : '';
      return text
        ? [{ option_type_id: option.option_id, price_type: option.price_type, price: option.price }]
        : [];
    }
    const ids = chosenIds(entry);
    return option.values.filter((value) => ids.includes(String(value.option_type_id)));
  });
}

/** Titles of required options the shopper has not answered yet. */
export function missingRequiredOptions(
  options: readonly CustomOptionLike[],
  input: CustomOptionInput,
): string[] {
  return options
    .filter(
      (option) => option.is_require && !chosenIds(input[option.option_id]).some((id) => id.trim() !== ''),
    )
    .map((option) => option.title);
}

/**
 * What the chosen values add to `base` (öre): only values with option_type_id above 0 and a non-zero price;
 * fixed adds the amount, percent the percentage of `base` (SPEC §5).
 */
export function customOptionDelta(base: Ore, values: readonly OptionValuePrice[]): Ore {
  let delta = 0;
  for (const value of values) {
    if (!(value.option_type_id > 0) || !value.price) continue;
    delta += value.price_type === 'percent' ? percentOf(base, value.price) : fromSek(value.price);
  }
  return delta;
}

/** A price with the custom option additions applied to the price and to the tax-inclusive price. */
export function customOptionsPrice(base: OrePrice, values: readonly OptionValuePrice[]): OrePrice {
  return {
    price: base.price + customOptionDelta(base.price, values),
    priceInclTax: base.priceInclTax + customOptionDelta(base.priceInclTax, values),
  };
}

export interface ProductLinkLike {
  link_type: string;
  linked_product_type: string;
  product?: { status: number } | null;
}

/** A grouped product's items: its associated simple children with status 1 (SPEC §4). */
export function groupedChildren<L extends ProductLinkLike>(
  links: readonly L[] | null | undefined,
): (L & { product: NonNullable<L['product']> })[] {
  return (links ?? []).filter(
    (link): link is L & { product: NonNullable<L['product']> } =>
      link.link_type === 'associated' && link.linked_product_type === 'simple' && link.product?.status === 1,
  );
}
