import { type Ore, fromSek, percentOf, roundOre } from './money.ts';

/** SPEC §5 option rules: bundle defaults and sums, custom option price additions, grouped items. */

/** Both sides of a price in öre: without and with tax. */
export interface OrePrice {
  price: Ore;
  priceInclTax: Ore;
}

/** A bundle part as the product page shows it: its final prices in SEK. */
export interface SekPricedPart {
  final_price: number;
  final_price_incl_tax: number;
}

export interface BundleLinkLike<Part = SekPricedPart> {
  id: number;
  is_default: boolean;
  qty: number;
  product?: Part | null;
}

export interface BundleOptionLike<Part = SekPricedPart> {
  option_id: number;
  type: string;
  product_links: readonly BundleLinkLike<Part>[];
}

/** The chosen links of a bundle: option id → link id → quantity. */
export type BundleSelection = Record<number, Record<number, number>>;

/** Single-choice bundle option types; checkbox and multi may choose several links. */
export const isSingleChoice = (type: string) => type === 'radio' || type === 'select';

/** Each option starts with its default link(s), or its first link when none is default (SPEC §4). */
export function bundleDefaultSelection(options: readonly BundleOptionLike<unknown>[]): BundleSelection {
  const selection: BundleSelection = {};
  for (const option of options) {
    let links = option.product_links.filter((link) => link.is_default);
    if (links.length === 0 || isSingleChoice(option.type))
      links = (links[0] ? links : option.product_links).slice(0, 1);
    selection[option.option_id] = Object.fromEntries(links.map((link) => [link.id, link.qty]));
  }
  return selection;
}

/**
 * Sum of the selected links' prices × quantity, with `priceOf` telling what one unit of a part costs in öre; only
 * links with a product and qty >= 0 count (SPEC §5).
 */
export function bundleTotal<Part>(
  options: readonly BundleOptionLike<Part>[],
  selection: BundleSelection,
  priceOf: (part: Part) => OrePrice,
): OrePrice {
  const total: OrePrice = { price: 0, priceInclTax: 0 };
  for (const option of options) {
    for (const link of option.product_links) {
      const qty = selection[option.option_id]?.[link.id];
      if (qty === undefined || !(qty >= 0) || !link.product) continue;
      const unit = priceOf(link.product);
      total.price += roundOre(unit.price * qty);
      total.priceInclTax += roundOre(unit.priceInclTax * qty);
    }
  }
  return total;
}

/** `bundleTotal` of parts priced in SEK, as the product page has them. */
export function bundlePrice(options: readonly BundleOptionLike[], selection: BundleSelection): OrePrice {
  return bundleTotal(options, selection, (part) => ({
    price: fromSek(part.final_price),
    priceInclTax: fromSek(part.final_price_incl_tax),
  }));
}

export interface OptionValuePrice {
  option_type_id: number;
  price_type: 'fixed' | 'percent' | null;
  /** The amount for fixed prices (SEK on the product page, öre on the server), the percentage for percent prices. */
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
 * What the chosen values add to `base`, all in öre: only values with option_type_id above 0 and a non-zero price;
 * fixed adds the amount, percent the percentage of `base` (SPEC §5).
 */
export function customOptionDeltaOre(base: Ore, values: readonly OptionValuePrice[]): Ore {
  let delta = 0;
  for (const value of values) {
    if (!(value.option_type_id > 0) || !value.price) continue;
    delta += value.price_type === 'percent' ? percentOf(base, value.price) : value.price;
  }
  return delta;
}

/** `customOptionDeltaOre` for values whose fixed prices are SEK, as the product page has them. */
export function customOptionDelta(base: Ore, values: readonly OptionValuePrice[]): Ore {
  return customOptionDeltaOre(
    base,
    values.map((value) =>
      value.price_type === 'percent' || !value.price ? value : { ...value, price: fromSek(value.price) },
    ),
  );
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
