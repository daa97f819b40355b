import type { ProductType } from '@hemma/commerce';
import type { AdminProductDto, AdminProductInput, AdminStockFields, AdminVariantDto } from '@hemma/contract';
import { dayOf, kronorText } from './form-values.ts';

/**
 * The product editor's values: the API's product (decision 0021: its GET answer is its PUT body) with what a person
 * types as text — amounts in kronor, quantities — and the stock it read, so a save can tell what changed.
 * `product-input.ts` turns it back into the API's input.
 */

export interface TierRow {
  /** '' for every group. */
  customer_group_id: string;
  qty: string;
  price: string;
}

export interface PriceForm {
  price: string;
  special_price: string;
  /** The EUR price list (decision 0057): euros as typed; empty: the SEK price converted and rounded. */
  price_eur: string;
  special_price_eur: string;
  /** Days (`2026-12-01`) in the date fields; the date-times read are kept to send back unchanged. */
  special_from_date: string;
  special_to_date: string;
  read_from: string | null;
  read_to: string | null;
  tier_prices: TierRow[];
}

export interface StockForm {
  qty: string;
  is_in_stock: boolean;
  backorders: boolean;
  manage_stock: boolean;
}

/** One attribute's value(s): an option id (several for a multiselect), a number or a text, as strings. */
export interface AttributeEntry {
  code: string;
  kind: 'option' | 'number' | 'text';
  values: string[];
}

export interface ImageRow {
  file: string;
  label: string;
  disabled: boolean;
}

export type AttributeValue = AdminProductDto['attributes'][number];

export interface VariantForm extends PriceForm {
  /** Stable React key of the row (ids are missing on new rows). */
  key: string;
  id: number | null;
  sku: string;
  /** Empty on a new variant: the API names it after the product and its options. */
  name: string;
  status: number;
  /** The option id chosen for each axis (attribute code → option id). */
  options: Record<string, string>;
  /** Attribute values that are not axes, kept as read. */
  otherAttributes: AttributeValue[];
  images: ImageRow[];
  stock: StockForm;
  readStock: AdminStockFields | null;
  weight: number | null;
  /** The variant's package (cm) as read: kept, not edited here (decision 0049). */
  packageCm: PackageCm;
  description: string | null;
  short_description: string | null;
}

export type PackageCm = Pick<AdminVariantDto, 'package_length_cm' | 'package_width_cm' | 'package_height_cm'>;

const decimalText = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

export interface ProductForm extends PriceForm {
  id: number | null;
  updated_at: string | null;
  type_id: ProductType;
  sku: string;
  name: string;
  url_key: string;
  status: number;
  visibility: string;
  description: string;
  short_description: string;
  category_ids: number[];
  brand_id: string;
  tax_class_id: string;
  weight: string;
  /** The package's length, width and height in cm, as typed (decision 0049). */
  package_length_cm: string;
  package_width_cm: string;
  package_height_cm: string;
  delivery_time: string;
  factory_delivery_time: string;
  news_from_date: string | null;
  meta_title: string;
  meta_description: string;
  attributes: AttributeEntry[];
  images: ImageRow[];
  stock: StockForm;
  readStock: AdminStockFields | null;
  configurable_options: { attribute_code: string; label: string }[];
  variants: VariantForm[];
  bundle_options: BundleOptionForm[];
  links: AdminProductDto['links'];
  custom_options: CustomOptionForm[];
}

/** A bundle option as the API takes it (a new one has no id yet). */
export type BundleOptionForm = NonNullable<AdminProductInput['bundle_options']>[number];
/** A custom option as the API takes it (a new one has no id yet). */
export type CustomOptionForm = NonNullable<AdminProductInput['custom_options']>[number];

let rowCount = 0;
/** A key for a new row of a list in the form. */
export const newRowKey = () => `row-${++rowCount}`;

type Prices = Pick<
  AdminProductDto,
  | 'price'
  | 'special_price'
  | 'price_eur'
  | 'special_price_eur'
  | 'special_from_date'
  | 'special_to_date'
  | 'tier_prices'
>;

function priceForm(prices: Prices): PriceForm {
  return {
    price: kronorText(prices.price),
    special_price: kronorText(prices.special_price),
    price_eur: kronorText(prices.price_eur),
    special_price_eur: kronorText(prices.special_price_eur),
    special_from_date: dayOf(prices.special_from_date),
    special_to_date: dayOf(prices.special_to_date),
    read_from: prices.special_from_date,
    read_to: prices.special_to_date,
    tier_prices: prices.tier_prices.map((tier) => ({
      customer_group_id: tier.customer_group_id === null ? '' : String(tier.customer_group_id),
      qty: String(tier.qty),
      price: kronorText(tier.price),
    })),
  };
}

const stockForm = (stock: AdminStockFields): StockForm => ({
  qty: String(stock.qty),
  is_in_stock: stock.is_in_stock,
  backorders: stock.backorders,
  manage_stock: stock.manage_stock,
});

/** Attribute values grouped by attribute (a multiselect has an entry per option), in the order read. */
export function attributeEntries(values: readonly AttributeValue[]): AttributeEntry[] {
  const entries: AttributeEntry[] = [];
  for (const value of values) {
    const kind = value.option_id !== undefined ? 'option' : value.number !== undefined ? 'number' : 'text';
    const text = String(value.option_id ?? value.number ?? value.text ?? '');
    const entry = entries.find((e) => e.code === value.attribute_code);
    if (entry) entry.values.push(text);
    else entries.push({ code: value.attribute_code, kind, values: [text] });
  }
  return entries;
}

function variantForm(variant: AdminVariantDto, axes: readonly string[]): VariantForm {
  const options: Record<string, string> = {};
  for (const value of variant.attributes)
    if (axes.includes(value.attribute_code) && value.option_id !== undefined)
      options[value.attribute_code] = String(value.option_id);
  return {
    key: `variant-${variant.id}`,
    id: variant.id,
    sku: variant.sku,
    name: variant.name,
    status: variant.status,
    ...priceForm(variant),
    options,
    otherAttributes: variant.attributes.filter((value) => !axes.includes(value.attribute_code)),
    images: variant.images.map((image) => ({ ...image })),
    stock: stockForm(variant.stock),
    readStock: variant.stock,
    weight: variant.weight,
    packageCm: {
      package_length_cm: variant.package_length_cm,
      package_width_cm: variant.package_width_cm,
      package_height_cm: variant.package_height_cm,
    },
    description: variant.description,
    short_description: variant.short_description,
  };
}

/** The editor's values for a product as the API answered it. */
export function formOfProduct(product: AdminProductDto): ProductForm {
  const axes = product.configurable_options.map((option) => option.attribute_code);
  return {
    id: product.id,
    updated_at: product.updated_at,
    type_id: product.type_id,
    sku: product.sku,
    name: product.name,
    url_key: product.url_key,
    status: product.status,
    visibility: String(product.visibility),
    description: product.description,
    short_description: product.short_description,
    category_ids: [...product.category_ids],
    brand_id: product.brand_id === null ? '' : String(product.brand_id),
    tax_class_id: String(product.tax_class_id),
    ...priceForm(product),
    weight: decimalText(product.weight),
    package_length_cm: decimalText(product.package_length_cm),
    package_width_cm: decimalText(product.package_width_cm),
    package_height_cm: decimalText(product.package_height_cm),
    delivery_time: product.delivery_time ?? '',
    factory_delivery_time: product.factory_delivery_time ?? '',
    news_from_date: product.news_from_date,
    meta_title: product.meta_title ?? '',
    meta_description: product.meta_description ?? '',
    attributes: attributeEntries(product.attributes),
    images: product.images.map((image) => ({ ...image })),
    stock: stockForm(product.stock),
    readStock: product.stock,
    configurable_options: product.configurable_options.map((option) => ({ ...option })),
    variants: product.variants.map((variant) => variantForm(variant, axes)),
    bundle_options: product.bundle_options,
    links: product.links,
    custom_options: product.custom_options,
  };
}

const EMPTY_PRICES: PriceForm = {
  price: '',
  special_price: '',
  price_eur: '',
  special_price_eur: '',
  special_from_date: '',
  special_to_date: '',
  read_from: null,
  read_to: null,
  tier_prices: [],
};

const NEW_STOCK: StockForm = { qty: '0', is_in_stock: true, backorders: false, manage_stock: true };

/** A new product of a type: enabled, shown in catalogue and search, in the shop's usual tax class. */
export function newProductForm(type: ProductType, taxClassId: number | null): ProductForm {
  return {
    id: null,
    updated_at: null,
    type_id: type,
    sku: '',
    name: '',
    url_key: '',
    status: 1,
    visibility: '4',
    description: '',
    short_description: '',
    category_ids: [],
    brand_id: '',
    tax_class_id: taxClassId === null ? '' : String(taxClassId),
    ...EMPTY_PRICES,
    weight: '',
    package_length_cm: '',
    package_width_cm: '',
    package_height_cm: '',
    delivery_time: '',
    factory_delivery_time: '',
    news_from_date: null,
    meta_title: '',
    meta_description: '',
    attributes: [],
    images: [],
    stock: { ...NEW_STOCK },
    readStock: null,
    configurable_options: [],
    variants: [],
    bundle_options: [],
    links: [],
    custom_options: [],
  };
}

/** A new variant row: the product's price, no stock yet, the axes still to choose unless given. */
export function newVariant(form: ProductForm, options: Record<string, string> = {}, sku = ''): VariantForm {
  return {
    key: newRowKey(),
    id: null,
    sku,
    name: '',
    status: 1,
    ...EMPTY_PRICES,
    price: form.price,
    options,
    otherAttributes: [],
    images: [],
    stock: { ...NEW_STOCK },
    readStock: null,
    weight: null,
    packageCm: { package_length_cm: null, package_width_cm: null, package_height_cm: null },
    description: null,
    short_description: null,
  };
}

/** Upper-case ASCII of an option's label for an sku (`Grå` → `GRA`, `Ljus ek` → `LJUS-EK`). */
export function skuPart(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Adds a variant for each option of an axis that no variant has yet (a colour per row), named `<sku>-<OPTION>`.
 * Products with more than one axis add rows one at a time.
 */
export function addVariantsForOptions(
  form: ProductForm,
  axis: string,
  options: readonly { id: number; label: string }[],
): ProductForm {
  const taken = new Set(form.variants.map((variant) => variant.options[axis]));
  const added = options
    .filter((option) => !taken.has(String(option.id)))
    .map((option) =>
      newVariant(form, { [axis]: String(option.id) }, form.sku ? `${form.sku}-${skuPart(option.label)}` : ''),
    );
  return { ...form, variants: [...form.variants, ...added] };
}
