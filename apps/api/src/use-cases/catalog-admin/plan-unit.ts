import type { Ore } from '@hemma/commerce';
import type { AttributeValueRow } from '../../modules/catalog/product-writer.ts';
import type { ProductRow } from '../../modules/catalog/product-repository.ts';
import type { ProductImageValues } from '../../modules/media/product-media.ts';
import type { TierPriceValues } from '../../modules/pricing/tier-price-writer.ts';
import type { StockFields } from '../../modules/stock/stock-writer.ts';
import type { CatalogueFacts } from './catalogue-facts.ts';
import type { InputProblems } from './input-problems.ts';
import type { PriceSave, ProductSave } from './product-save.ts';
import type { StoredUnit } from './stored-product.ts';

/** The product columns a save sets besides the prices (those go through changeProductPrice). */
export type ProductColumns = Pick<
  ProductRow,
  | 'sku'
  | 'type_id'
  | 'name'
  | 'slug'
  | 'url_key'
  | 'url_path'
  | 'status'
  | 'visibility'
  | 'tax_class_id'
  | 'brand_id'
  | 'description'
  | 'short_description'
  | 'image'
  | 'weight'
  | 'package_length_cm'
  | 'package_width_cm'
  | 'package_height_cm'
  | 'delivery_time'
  | 'factory_delivery_time'
  | 'news_from_date'
  | 'meta_title'
  | 'meta_description'
>;

export interface PriceColumns {
  price: Ore;
  special_price: Ore | null;
  price_eur: Ore | null;
  special_price_eur: Ore | null;
  special_from_date: string | null;
  special_to_date: string | null;
}

/** One product row as it should be after the save, and what it is now (null: to be created). */
export interface UnitPlan {
  existing: StoredUnit | null;
  columns: ProductColumns;
  prices: PriceColumns;
  categoryIds: number[];
  attributes: AttributeValueRow[];
  images: ProductImageValues[];
  tiers: TierPriceValues[];
  /** Undefined: the stock record stays as it is. */
  stock: StockFields | undefined;
}

/** A stored attribute value compared by meaning (the demo seed also keeps an option's label beside its id). */
export function attributeKey(row: AttributeValueRow): string {
  if (row.option_id !== null) return `${row.attribute_id}:o:${row.option_id}`;
  if (row.value_number !== null) return `${row.attribute_id}:n:${Number(row.value_number)}`;
  return `${row.attribute_id}:t:${row.value_text ?? ''}`;
}

/**
 * Attribute values checked against their attribute's kind and options; one entry per option of a multiselect, and
 * of an axis of a configurable product (the colours it comes in: the storefront filters by them).
 */
export function planAttributes(
  values: ProductSave['attributes'],
  facts: CatalogueFacts,
  path: string,
  problems: InputProblems,
  several: ReadonlySet<number> = new Set(),
): AttributeValueRow[] {
  const rows: AttributeValueRow[] = [];
  const seen = new Set<string>();
  values.forEach((value, i) => {
    const at = `${path}.${i}`;
    const attribute = facts.attributeByCode.get(value.attribute_code);
    if (!attribute) return problems.add(`${at}.attribute_code`, `no attribute "${value.attribute_code}"`);
    const input = several.has(attribute.id) ? 'multiselect' : attribute.frontend_input;
    const row: AttributeValueRow = {
      attribute_id: attribute.id,
      option_id: null,
      value_text: null,
      value_number: null,
    };
    if (input === 'select' || input === 'multiselect') {
      if (value.option_id === undefined)
        return problems.add(at, `${attribute.attribute_code} takes an option_id`);
      if (!attribute.options.some((o) => o.id === value.option_id))
        return problems.add(
          `${at}.option_id`,
          `${value.option_id} is not an option of ${attribute.attribute_code}`,
        );
      if (input === 'select' && rows.some((r) => r.attribute_id === attribute.id))
        return problems.add(at, `${attribute.attribute_code} takes one option (it is not a multiselect)`);
      row.option_id = value.option_id;
    } else if (input === 'number' || input === 'boolean') {
      if (value.number === undefined) return problems.add(at, `${attribute.attribute_code} takes a number`);
      if (input === 'boolean' && value.number !== 0 && value.number !== 1)
        return problems.add(`${at}.number`, `${attribute.attribute_code} is 0 or 1`);
      row.value_number = value.number;
    } else {
      if (value.text === undefined) return problems.add(at, `${attribute.attribute_code} takes a text`);
      row.value_text = value.text;
    }
    const key = attributeKey(row);
    if (seen.has(key) || (input !== 'multiselect' && rows.some((r) => r.attribute_id === attribute.id)))
      return problems.add(at, `${attribute.attribute_code} is given twice`);
    seen.add(key);
    rows.push(row);
  });
  return rows.sort((a, b) => attributeKey(a).localeCompare(attributeKey(b)));
}

export function planTiers(
  tiers: PriceSave['tier_prices'],
  facts: CatalogueFacts,
  path: string,
  problems: InputProblems,
): TierPriceValues[] {
  const keys = new Set<string>();
  tiers.forEach((tier, i) => {
    if (tier.customer_group_id !== null && !facts.customerGroupIds.has(tier.customer_group_id))
      problems.add(`${path}.${i}.customer_group_id`, `no customer group ${tier.customer_group_id}`);
    const key = `${tier.customer_group_id}:${tier.qty}`;
    if (keys.has(key)) problems.add(`${path}.${i}`, 'the same group and qty are given twice');
    keys.add(key);
  });
  return tiers
    .map((t) => ({ customer_group_id: t.customer_group_id, qty: t.qty, value: t.price }))
    .sort(
      (a, b) =>
        (a.customer_group_id ?? -1) - (b.customer_group_id ?? -1) || a.qty - b.qty || a.value - b.value,
    );
}

export function tierKey(tiers: readonly TierPriceValues[]): string {
  return JSON.stringify(
    [...tiers]
      .map((t) => [t.customer_group_id, Number(t.qty), t.value])
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  );
}

/** Prices with a special window that ends after it starts. */
export function planPrices(input: PriceSave, path: string, problems: InputProblems): PriceColumns {
  const { special_from_date: from, special_to_date: to } = input;
  if (from !== null && to !== null && from >= to)
    problems.add(`${path}special_to_date`, 'must be after special_from_date');
  return {
    price: input.price,
    special_price: input.special_price,
    price_eur: input.price_eur,
    special_price_eur: input.special_price_eur,
    special_from_date: from,
    special_to_date: to,
  };
}

export function planImages(images: ProductSave['images']): {
  images: ProductImageValues[];
  image: string | null;
} {
  return { images, image: images.find((i) => !i.disabled)?.file ?? null };
}

/**
 * The stock record to write: as given; for a new product without one, none in stock (stock-managed) or, for what is
 * not counted (composites, services, e-books), always available.
 */
export function planStock(
  input: ProductSave['stock'],
  existing: StoredUnit | null,
  counted: boolean,
): StockFields | undefined {
  const given = input && {
    qty: input.qty,
    is_in_stock: input.is_in_stock ? 1 : 0,
    manage_stock: input.manage_stock ? 1 : 0,
    backorders: input.backorders ? 1 : 0,
    low_stock_qty: input.low_stock_qty,
    min_sale_qty: input.min_sale_qty,
    max_sale_qty: input.max_sale_qty,
  };
  if (given || existing?.stock) return given;
  const base = {
    qty: 0,
    is_in_stock: 1,
    backorders: 0,
    low_stock_qty: 3,
    min_sale_qty: 1,
    max_sale_qty: 10_000,
  };
  return { ...base, manage_stock: counted ? 1 : 0 };
}
