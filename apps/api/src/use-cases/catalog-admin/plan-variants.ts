import { slugify } from '@hemma/commerce';
import type { ConfigurableAxisRow } from '../../modules/catalog/product-writer.ts';
import type { CatalogueFacts } from './catalogue-facts.ts';
import type { InputProblems } from './input-problems.ts';
import {
  planAttributes,
  planImages,
  planPrices,
  planStock,
  planTiers,
  type ProductColumns,
  type UnitPlan,
} from './plan-unit.ts';
import type { ProductSave } from './product-save.ts';
import type { StoredProduct, StoredUnit } from './stored-product.ts';

/** The attributes a configurable product varies by: select attributes, each once. */
export function planAxes(
  input: ProductSave,
  facts: CatalogueFacts,
  problems: InputProblems,
): ConfigurableAxisRow[] {
  const axes: ConfigurableAxisRow[] = [];
  input.configurable_options.forEach((option, position) => {
    const at = `configurable_options.${position}.attribute_code`;
    const attribute = facts.attributeByCode.get(option.attribute_code);
    if (!attribute) return problems.add(at, `no attribute "${option.attribute_code}"`);
    if (attribute.frontend_input !== 'select')
      return problems.add(at, `${option.attribute_code} is not a select attribute and cannot be an axis`);
    if (axes.some((a) => a.attribute_id === attribute.id)) return problems.add(at, 'is given twice');
    axes.push({ attribute_id: attribute.id, label: option.label ?? attribute.frontend_label, position });
  });
  return axes;
}

/** Which stored variant each input variant is: by id when given (a renamed sku), else by sku; null for new ones. */
export function matchVariants(
  input: ProductSave,
  existing: StoredProduct | null,
  problems: InputProblems,
): (StoredUnit | null)[] {
  const stored = existing?.variants ?? [];
  return input.variants.map((variant, i) => {
    if (variant.id !== undefined) {
      const match = stored.find((v) => v.row.id === variant.id);
      if (!match) problems.add(`variants.${i}.id`, `${variant.id} is not a variant of this product`);
      return match ?? null;
    }
    return stored.find((v) => v.row.sku === variant.sku) ?? null;
  });
}

/**
 * A variant's row: its own sku, name, status, prices, weight, attributes, pictures and stock; brand, tax class and
 * delivery times of its parent; descriptions of its parent unless given. What the input does not carry (url key,
 * meta texts, the new-from date) stays as stored, or is derived for a new variant.
 */
export function planVariant(
  input: ProductSave,
  index: number,
  existing: StoredUnit | null,
  axes: readonly ConfigurableAxisRow[],
  facts: CatalogueFacts,
  problems: InputProblems,
): UnitPlan {
  const variant = input.variants[index]!;
  const path = `variants.${index}`;
  const attributes = planAttributes(variant.attributes, facts, `${path}.attributes`, problems);
  const axisLabels: string[] = [];
  for (const axis of axes) {
    const value = attributes.find((a) => a.attribute_id === axis.attribute_id);
    const attribute = [...facts.attributeByCode.values()].find((a) => a.id === axis.attribute_id);
    if (!value)
      problems.add(`${path}.attributes`, `needs a value of ${attribute?.attribute_code ?? axis.label}`);
    else axisLabels.push(attribute?.options.find((o) => o.id === value.option_id)?.label ?? '');
  }
  const name = variant.name ?? `${input.name}, ${axisLabels.join(' ')}`;
  const { images, image } = planImages(variant.images);
  const columns: ProductColumns = {
    sku: variant.sku,
    type_id: 'simple',
    name,
    slug: existing?.row.slug ?? (slugify(name) || slugify(variant.sku)),
    url_key: existing?.row.url_key ?? (slugify(name) || slugify(variant.sku)),
    url_path: null,
    status: variant.status,
    visibility: 1,
    tax_class_id: input.tax_class_id,
    brand_id: input.brand_id,
    description: variant.description ?? input.description,
    short_description: variant.short_description ?? input.short_description,
    image,
    weight: variant.weight,
    package_length_cm: variant.package_length_cm,
    package_width_cm: variant.package_width_cm,
    package_height_cm: variant.package_height_cm,
    delivery_time: input.delivery_time,
    factory_delivery_time: input.factory_delivery_time,
    news_from_date: existing?.row.news_from_date ?? null,
    meta_title: existing?.row.meta_title ?? null,
    meta_description: existing?.row.meta_description ?? null,
  };
  return {
    existing,
    columns,
    prices: planPrices(variant, `${path}.`, problems),
    categoryIds: [],
    attributes,
    images,
    tiers: planTiers(variant.tier_prices, facts, `${path}.tier_prices`, problems),
    stock: planStock(variant.stock, existing, true),
  };
}

/** Two variants with the same options could never be told apart on the product page. */
export function checkDistinctVariants(
  variants: readonly UnitPlan[],
  axes: readonly ConfigurableAxisRow[],
  problems: InputProblems,
): void {
  const seen = new Map<string, number>();
  variants.forEach((variant, i) => {
    const key = axes
      .map((axis) => variant.attributes.find((a) => a.attribute_id === axis.attribute_id)?.option_id ?? '')
      .join('/');
    const first = seen.get(key);
    if (first !== undefined)
      problems.add(`variants.${i}.attributes`, `the same options as variants.${first}`);
    else seen.set(key, i);
  });
}
