import type { StockInfo } from '@hemma/contract';
import {
  bundleDefaultSelection,
  customOptionDeltaOre,
  chosenOptionValues,
  isSingleChoice,
  missingRequiredOptions,
  roundOre,
  type BundleSelection,
  type CustomOptionInput,
  type Ore,
  type ProductOption,
} from '@hemma/commerce';
import type { PurchasableProduct, Reservation, SellableUnit } from './load-purchasable.ts';
import type { BundleOptionRule } from './purchasable-options.ts';

export interface OptionLabel {
  label: string;
  value: string;
  /** A bundle option's label: the option and the parts it names, which the store view translates (decision 0061,
   *  addendum); not part of the answer. */
  bundle?: { optionId: number; parts: { productId: number; name: string; qty: number }[] };
}

export const CONFIGURE_OPTIONS_MESSAGE =
  'Please configure product bundle/custom options and fix the validation errors';
const MAX_OPTION_QTY = 99;

type BundleResult =
  | {
      ok: true;
      unitInclTax: Ore;
      labels: OptionLabel[];
      reservations: Reservation[];
      stock: StockInfo;
    }
  | { ok: false; message: string };

/**
 * The bundle as chosen: the client's bundle_options, or the default selection (default link, else the first)
 * when it sent none. Each link must belong to its option, single-choice options take one link, required options
 * need one, and a quantity may differ from the link's only where the link allows it.
 */
export function priceBundleChoice(
  product: Pick<PurchasableProduct, 'bundleOptions'>,
  option: ProductOption | null,
  lineQty: number,
): BundleResult {
  const options = product.bundleOptions;
  const chosen = option?.extension_attributes.bundle_options;
  let selection: BundleSelection;
  if (!chosen || chosen.length === 0) {
    selection = bundleDefaultSelection(options);
  } else {
    selection = {};
    for (const choice of chosen) {
      const bundleOption = options.find((o) => o.option_id === Number(choice.option_id));
      if (!bundleOption)
        return { ok: false, message: `${CONFIGURE_OPTIONS_MESSAGE}: no bundle option ${choice.option_id}` };
      if (isSingleChoice(bundleOption.type) && choice.option_selections.length > 1)
        return {
          ok: false,
          message: `${CONFIGURE_OPTIONS_MESSAGE}: "${bundleOption.title}" takes one choice`,
        };
      const links: Record<number, number> = {};
      for (const linkId of choice.option_selections) {
        const link = bundleOption.product_links.find((l) => l.id === Number(linkId));
        if (!link)
          return {
            ok: false,
            message: `${CONFIGURE_OPTIONS_MESSAGE}: "${bundleOption.title}" has no choice ${linkId}`,
          };
        const qty = link.can_change_qty ? Number(choice.option_qty) : link.qty;
        if (!Number.isInteger(qty) || qty < 1 || qty > MAX_OPTION_QTY)
          return {
            ok: false,
            message: `${CONFIGURE_OPTIONS_MESSAGE}: quantity of "${bundleOption.title}" must be 1–${MAX_OPTION_QTY}`,
          };
        links[link.id] = qty;
      }
      selection[bundleOption.option_id] = links;
    }
  }
  const missing = options.filter((o) => o.required && Object.keys(selection[o.option_id] ?? {}).length === 0);
  if (missing.length > 0)
    return {
      ok: false,
      message: `${CONFIGURE_OPTIONS_MESSAGE}: choose ${missing.map((o) => `"${o.title}"`).join(', ')}`,
    };
  return summarise(options, selection, lineQty);
}

function summarise(
  options: readonly BundleOptionRule<SellableUnit>[],
  selection: BundleSelection,
  lineQty: number,
): BundleResult {
  let unit = 0;
  const labels: OptionLabel[] = [];
  const reservations: Reservation[] = [];
  let stock: StockInfo | null = null;
  for (const option of options) {
    const names: string[] = [];
    const parts: { productId: number; name: string; qty: number }[] = [];
    for (const link of option.product_links) {
      const qty = selection[option.option_id]?.[link.id];
      // SPEC §5: only links with a product count.
      if (qty === undefined || !link.product) continue;
      unit += roundOre(link.product.unitInclTax * qty);
      names.push(qty > 1 ? `${qty} × ${link.product.name}` : link.product.name);
      parts.push({ productId: link.product.id, name: link.product.name, qty });
      reservations.push({ productId: link.product.id, qty: qty * lineQty, package: link.product.package });
      if (!stock || !link.product.stock.is_in_stock || link.product.stock.qty < stock.qty)
        stock = link.product.stock;
    }
    if (names.length > 0)
      labels.push({
        label: option.title,
        value: names.join(', '),
        bundle: { optionId: option.option_id, parts },
      });
  }
  if (!stock)
    return { ok: false, message: `${CONFIGURE_OPTIONS_MESSAGE}: the bundle has no available parts` };
  return { ok: true, unitInclTax: unit, labels, reservations, stock };
}

type CustomResult = { ok: true; deltaInclTax: Ore; labels: OptionLabel[] } | { ok: false; message: string };

/**
 * Custom options as chosen: known options and values only, required ones answered, field texts within their
 * length. The price addition follows SPEC §5 (fixed amount, or a percentage of the unit price).
 */
export function priceCustomOptions(
  product: Pick<PurchasableProduct, 'customOptions'>,
  option: ProductOption | null,
  unitInclTax: Ore,
): CustomResult {
  const options = product.customOptions;
  const input: CustomOptionInput = {};
  for (const choice of option?.extension_attributes.custom_options ?? []) {
    const custom = options.find((o) => o.option_id === Number(choice.option_id));
    if (!custom)
      return { ok: false, message: `${CONFIGURE_OPTIONS_MESSAGE}: no custom option ${choice.option_id}` };
    const raw = String(choice.option_value ?? '');
    if (custom.type === 'field') {
      if (custom.max_characters && raw.trim().length > custom.max_characters)
        return {
          ok: false,
          message: `${CONFIGURE_OPTIONS_MESSAGE}: "${custom.title}" takes at most ${custom.max_characters} characters`,
        };
      input[custom.option_id] = raw;
      continue;
    }
    const ids = raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = ids.find((id) => !custom.values.some((v) => String(v.option_type_id) === id));
    if (unknown)
      return {
        ok: false,
        message: `${CONFIGURE_OPTIONS_MESSAGE}: "${custom.title}" has no value ${unknown}`,
      };
    if (custom.type !== 'checkbox' && ids.length > 1)
      return { ok: false, message: `${CONFIGURE_OPTIONS_MESSAGE}: "${custom.title}" takes one value` };
    input[custom.option_id] = ids;
  }
  const missing = missingRequiredOptions(options, input);
  if (missing.length > 0)
    return {
      ok: false,
      message: `${CONFIGURE_OPTIONS_MESSAGE}: ${missing.map((t) => `"${t}"`).join(', ')} required`,
    };
  const labels: OptionLabel[] = [];
  for (const custom of options) {
    const entry = input[custom.option_id];
    if (entry === undefined) continue;
    const value =
      custom.type === 'field'
        ? String(entry).trim()
        : custom.values
            .filter((v) => (entry as string[]).includes(String(v.option_type_id)))
            .map((v) => v.title)
            .join(', ');
    if (value) labels.push({ label: custom.title, value });
  }
  return {
    ok: true,
    deltaInclTax: customOptionDeltaOre(unitInclTax, chosenOptionValues(options, input)),
    labels,
  };
}
