import type { AdminPricesDto, AdminProductDto, AdminStockFields, AdminVariantDto } from '@hemma/contract';
import { toSek } from '@hemma/commerce';
import type { ProductAttributeRow, ProductRow } from '../../modules/catalog/product-repository.ts';
import type { TierPriceRow } from '../../modules/pricing/pricing-repository.ts';
import type { StockRow } from '../../modules/stock/stock-repository.ts';
import { stockLevel } from '../stock/present-stock.ts';
import type { StoredProduct, StoredUnit } from './stored-product.ts';

/** Attribute codes by id: the editor names attributes by code. */
export type AttributeCodes = ReadonlyMap<number, string>;

const sekOrNull = (ore: number | null) => (ore === null ? null : toSek(ore));

/** The whole stock record; none reads as none in stock, as the storefront reads it. */
export function presentStockFields(row: StockRow | undefined): AdminStockFields {
  return {
    ...stockLevel(row),
    min_sale_qty: row?.min_sale_qty ?? 1,
    max_sale_qty: row?.max_sale_qty ?? 10_000,
  };
}

function presentAttributes(
  rows: ProductAttributeRow[],
  codes: AttributeCodes,
): AdminProductDto['attributes'] {
  return rows
    .map((row) => {
      const attribute_code = codes.get(row.attribute_id) ?? String(row.attribute_id);
      if (row.option_id !== null) return { attribute_code, option_id: row.option_id };
      if (row.value_number !== null) return { attribute_code, number: Number(row.value_number) };
      return { attribute_code, text: row.value_text ?? '' };
    })
    .sort(
      (a, b) => a.attribute_code.localeCompare(b.attribute_code) || (a.option_id ?? 0) - (b.option_id ?? 0),
    );
}

export function presentTierPrices(unit: Pick<StoredUnit, 'tiers'>): AdminProductDto['tier_prices'] {
  return unit.tiers.map((t) => ({
    customer_group_id: t.customer_group_id,
    qty: Number(t.qty),
    price: toSek(t.value),
  }));
}

/** A product's prices as the quick price edit answers them. */
export function presentAdminPrices(
  row: Pick<
    ProductRow,
    | 'id'
    | 'sku'
    | 'price'
    | 'special_price'
    | 'price_eur'
    | 'special_price_eur'
    | 'special_from_date'
    | 'special_to_date'
    | 'updated_at'
  >,
  tiers: TierPriceRow[],
): AdminPricesDto {
  return {
    id: row.id,
    sku: row.sku,
    price: toSek(row.price),
    special_price: sekOrNull(row.special_price),
    price_eur: sekOrNull(row.price_eur),
    special_price_eur: sekOrNull(row.special_price_eur),
    special_from_date: row.special_from_date,
    special_to_date: row.special_to_date,
    tier_prices: presentTierPrices({ tiers }),
    updated_at: row.updated_at,
  };
}

const numberOrNull = (value: number | null) => (value === null ? null : Number(value));

function presentUnit(unit: StoredUnit, codes: AttributeCodes) {
  const { row } = unit;
  return {
    price: toSek(row.price),
    special_price: sekOrNull(row.special_price),
    price_eur: sekOrNull(row.price_eur),
    special_price_eur: sekOrNull(row.special_price_eur),
    special_from_date: row.special_from_date,
    special_to_date: row.special_to_date,
    tier_prices: presentTierPrices(unit),
    weight: numberOrNull(row.weight),
    package_length_cm: numberOrNull(row.package_length_cm),
    package_width_cm: numberOrNull(row.package_width_cm),
    package_height_cm: numberOrNull(row.package_height_cm),
    description: row.description,
    short_description: row.short_description,
    attributes: presentAttributes(unit.attributes, codes),
    images: unit.media.map((m) => ({ file: m.file, label: m.label, disabled: m.disabled === 1 })),
    stock: presentStockFields(unit.stock),
  };
}

function presentVariant(unit: StoredUnit, codes: AttributeCodes): AdminVariantDto {
  const { row } = unit;
  return { id: row.id, sku: row.sku, name: row.name, status: row.status, ...presentUnit(unit, codes) };
}

/** The product as the editor shows it and takes it back (kronor incl. VAT, attributes by code, products by sku). */
export function presentAdminProduct(product: StoredProduct, codes: AttributeCodes): AdminProductDto {
  const { row } = product;
  const { options, values } = product.customOptions;
  return {
    id: row.id,
    sku: row.sku,
    type_id: row.type_id,
    name: row.name,
    url_key: row.url_key,
    status: row.status,
    visibility: row.visibility,
    category_ids: product.categoryIds,
    brand_id: row.brand_id,
    tax_class_id: row.tax_class_id,
    ...presentUnit(product, codes),
    delivery_time: row.delivery_time,
    factory_delivery_time: row.factory_delivery_time,
    news_from_date: row.news_from_date,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    configurable_options: product.axes.map((a) => ({
      attribute_code: codes.get(a.attribute_id) ?? String(a.attribute_id),
      label: a.label,
    })),
    variants: product.variants.map((v) => presentVariant(v, codes)),
    bundle_options: product.bundle.options.map((o) => ({
      id: o.id,
      title: o.title,
      type: o.type,
      required: o.required === 1,
      selections: product.bundle.selections
        .filter((s) => s.option_id === o.id)
        .map((s) => ({
          id: s.id,
          sku: s.sku,
          qty: Number(s.qty),
          can_change_qty: s.can_change_qty === 1,
          is_default: s.is_default === 1,
        })),
    })),
    links: product.links.map((l) => ({ link_type: l.link_type, sku: l.sku, qty: Number(l.qty) })),
    custom_options: options.map((o) => ({
      id: o.id,
      title: o.title,
      type: o.type,
      is_require: o.is_require === 1,
      price_type: o.price_type,
      price: sekOrNull(o.price_amount),
      percent: o.price_percent === null ? null : Number(o.price_percent),
      max_characters: o.max_characters,
      values: values
        .filter((v) => v.option_id === o.id)
        .map((v) => ({
          id: v.id,
          title: v.title,
          price_type: v.price_type,
          price: toSek(v.price_amount),
          percent: Number(v.price_percent),
        })),
    })),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
