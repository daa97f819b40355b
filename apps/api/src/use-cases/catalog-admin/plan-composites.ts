import type {
  BundleOptionValues,
  BundleSelectionValues,
  CustomOptionValueValues,
  CustomOptionValues,
} from '../../modules/catalog/product-option-writer.ts';
import type { ProductLinkValues } from '../../modules/catalog/product-writer.ts';
import type { ProductRow } from '../../modules/catalog/product-repository.ts';
import type { InputProblems } from './input-problems.ts';
import type { ProductSave } from './product-save.ts';
import type { StoredProduct } from './stored-product.ts';

/** A row to write: `id` of the stored row it updates, or undefined for a new one. */
export interface RowPlan<V> {
  id: number | undefined;
  values: V;
}

export interface BundleOptionPlan extends RowPlan<BundleOptionValues> {
  selections: RowPlan<BundleSelectionValues>[];
  /** Stored selections of this option that go. */
  removedSelections: number[];
}

export interface CustomOptionPlan extends RowPlan<CustomOptionValues> {
  optionValues: RowPlan<CustomOptionValueValues>[];
  removedValues: number[];
}

export type ProductBySku = ReadonlyMap<string, Pick<ProductRow, 'id' | 'sku' | 'type_id'>>;

/**
 * Pairs wanted rows with stored ones so that stored ids survive an edit (carts name bundle selections and option
 * values by id): a wanted row with an id takes that row, the others take the unclaimed stored rows in order.
 */
export function matchRows<T extends { id?: number | undefined }>(
  wanted: readonly T[],
  stored: readonly { id: number }[],
  path: string,
  problems: InputProblems,
): { ids: (number | undefined)[]; removed: number[] } {
  const claimed = new Set<number>();
  wanted.forEach((row, i) => {
    if (row.id === undefined) return;
    if (!stored.some((s) => s.id === row.id))
      problems.add(`${path}.${i}.id`, `${row.id} is not one of this product's`);
    else if (claimed.has(row.id)) problems.add(`${path}.${i}.id`, `${row.id} is given twice`);
    claimed.add(row.id);
  });
  const free = stored.filter((s) => !claimed.has(s.id)).map((s) => s.id);
  const ids = wanted.map((row) => (row.id !== undefined ? row.id : free.shift()));
  return { ids, removed: free };
}

const PART_TYPES = new Set(['simple', 'virtual', 'downloadable']);

export function planBundle(
  input: ProductSave,
  existing: StoredProduct | null,
  bySku: ProductBySku,
  problems: InputProblems,
): { options: BundleOptionPlan[]; removed: number[] } {
  const stored = existing?.bundle ?? { options: [], selections: [] };
  const { ids, removed } = matchRows(input.bundle_options, stored.options, 'bundle_options', problems);
  const options = input.bundle_options.map((option, position): BundleOptionPlan => {
    const id = ids[position];
    const path = `bundle_options.${position}.selections`;
    const matched = matchRows(
      option.selections,
      stored.selections.filter((s) => s.option_id === id),
      path,
      problems,
    );
    const selections = option.selections.map((selection, i) => {
      const part = bySku.get(selection.sku);
      if (!part) problems.add(`${path}.${i}.sku`, `no product with sku ${selection.sku}`);
      else if (!PART_TYPES.has(part.type_id))
        problems.add(
          `${path}.${i}.sku`,
          `${selection.sku} is ${part.type_id}: a bundle's parts are simple products`,
        );
      return {
        id: matched.ids[i],
        values: {
          product_id: part?.id ?? 0,
          qty: selection.qty,
          can_change_qty: selection.can_change_qty ? 1 : 0,
          is_default: selection.is_default ? 1 : 0,
          position: i,
        },
      };
    });
    return {
      id,
      values: { title: option.title, type: option.type, required: option.required ? 1 : 0, position },
      selections,
      removedSelections: matched.removed,
    };
  });
  return { options, removed };
}

export function planLinks(
  input: ProductSave,
  bySku: ProductBySku,
  problems: InputProblems,
): ProductLinkValues[] {
  const seen = new Set<string>();
  return input.links.map((link, position) => {
    const target = bySku.get(link.sku);
    const at = `links.${position}`;
    if (!target) problems.add(`${at}.sku`, `no product with sku ${link.sku}`);
    else if (link.link_type === 'associated' && target.type_id !== 'simple')
      problems.add(
        `${at}.sku`,
        `${link.sku} is ${target.type_id}: a grouped product's items are simple products`,
      );
    if (seen.has(`${link.link_type}:${link.sku}`))
      problems.add(at, `${link.sku} is linked twice as ${link.link_type}`);
    seen.add(`${link.link_type}:${link.sku}`);
    return { link_type: link.link_type, linked_product_id: target?.id ?? 0, qty: link.qty, position };
  });
}

export function planCustomOptions(
  input: ProductSave,
  existing: StoredProduct | null,
  problems: InputProblems,
): { options: CustomOptionPlan[]; removed: number[] } {
  const stored = existing?.customOptions ?? { options: [], values: [] };
  const { ids, removed } = matchRows(input.custom_options, stored.options, 'custom_options', problems);
  const options = input.custom_options.map((option, sortOrder): CustomOptionPlan => {
    const at = `custom_options.${sortOrder}`;
    const id = ids[sortOrder];
    if (option.type === 'field') {
      if (option.values.length > 0) problems.add(`${at}.values`, 'a field option has no values');
      if (option.price_type === 'fixed' && option.price === null) problems.add(`${at}.price`, 'is required');
      if (option.price_type === 'percent' && option.percent === null)
        problems.add(`${at}.percent`, 'is required');
    } else {
      if (option.values.length === 0) problems.add(`${at}.values`, `a ${option.type} option needs values`);
      if (option.price_type !== null)
        problems.add(`${at}.price_type`, 'only a field option has a price of its own');
    }
    const matched = matchRows(
      option.values,
      stored.values.filter((v) => v.option_id === id),
      `${at}.values`,
      problems,
    );
    return {
      id,
      values: {
        title: option.title,
        type: option.type,
        is_require: option.is_require ? 1 : 0,
        sort_order: sortOrder,
        price_type: option.price_type,
        price_amount: option.price_type === 'fixed' ? option.price : null,
        price_percent: option.price_type === 'percent' ? option.percent : null,
        max_characters: option.max_characters,
      },
      optionValues: option.values.map((value, i) => ({
        id: matched.ids[i],
        values: {
          title: value.title,
          price_type: value.price_type,
          price_amount: value.price_type === 'fixed' ? value.price : 0,
          price_percent: value.price_type === 'percent' ? value.percent : 0,
          sort_order: i,
        },
      })),
      removedValues: matched.removed,
    };
  });
  return { options, removed };
}
