/**
 * The editable shape of a product in the back office (decision 0021): one object from which a whole product of any
 * of the six types is created or updated — by the product editor and by the catalogue import alike. Prices are
 * kronor incl. VAT (as the storefront's `*_incl_tax` fields); taxonomy is referenced by id (categories, brand, tax
 * class, customer groups) or attribute code, other products by sku. Omitted fields take their defaults: the input
 * describes the whole product, except `stock`, which is left as it is when absent.
 */
import { DELIVERY_TIMES, PRODUCT_TYPES } from '@hemma/commerce';
import { z } from 'zod';
import {
  bodyId,
  eurAmount,
  imageFile,
  isoDateTime,
  optionalText,
  sekAmount,
  skuText,
  urlKey,
} from './admin-fields.ts';
import { named } from './registry.ts';

const DELIVERY_CODES = Object.keys(DELIVERY_TIMES) as [
  keyof typeof DELIVERY_TIMES,
  ...(keyof typeof DELIVERY_TIMES)[],
];
const deliveryTime = z
  .enum(DELIVERY_CODES, { message: `must be one of ${DELIVERY_CODES.join(', ')} or null` })
  .nullable()
  .default(null);
const flag = (value: boolean) => z.boolean().default(value);
const attributeCode = z.string().trim().min(1).max(60);

/** 0 and 1 are sellable, 2 is disabled (SPEC §4). */
export const productStatus = z.number().int().min(0).max(2);

/** A value of one attribute: an option (select; several entries for a multiselect), a number or a text. */
export const attributeValueInput = z
  .strictObject({
    attribute_code: attributeCode,
    option_id: bodyId.optional(),
    number: z.number().finite().optional(),
    text: z.string().max(2000).optional(),
  })
  .refine((v) => [v.option_id, v.number, v.text].filter((x) => x !== undefined).length === 1, {
    message: 'give exactly one of option_id, number or text',
  });

/** Quantity prices; a null group applies to every customer group. */
export const tierPriceInput = z.strictObject({
  customer_group_id: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .nullable()
    .default(null),
  qty: z.number().positive().max(1_000_000),
  price: sekAmount,
});

/** A picture of the product, in gallery order; the first one that is not disabled is the product image. */
export const productImageInput = z.strictObject({
  file: imageFile,
  label: z.string().max(255).default(''),
  disabled: flag(false),
});

/** The fields of a stock record, each as a form sends it. */
export const stockFieldShapes = {
  qty: z.number().int().min(-1_000_000).max(1_000_000_000),
  is_in_stock: z.boolean(),
  manage_stock: z.boolean(),
  backorders: z.boolean(),
  low_stock_qty: z.number().int().min(0).max(1_000_000),
  min_sale_qty: z.number().int().min(1).max(1_000_000),
  max_sale_qty: z.number().int().min(1).max(1_000_000),
};

/** The stock record: set as given (an import's inventory sync); left out, the stock stays as it is. */
export const stockInput = z.strictObject({
  qty: stockFieldShapes.qty.default(0),
  is_in_stock: stockFieldShapes.is_in_stock.default(true),
  manage_stock: stockFieldShapes.manage_stock.default(true),
  backorders: stockFieldShapes.backorders.default(false),
  low_stock_qty: stockFieldShapes.low_stock_qty.default(3),
  min_sale_qty: stockFieldShapes.min_sale_qty.default(1),
  max_sale_qty: stockFieldShapes.max_sale_qty.default(10_000),
});

const priceFields = {
  price: sekAmount,
  special_price: sekAmount.nullable().default(null),
  /** The EUR price list (decision 0057): euros incl. VAT; null: converted from the SEK price and rounded. */
  price_eur: eurAmount.nullable().default(null),
  special_price_eur: eurAmount.nullable().default(null),
  special_from_date: isoDateTime.nullable().default(null),
  special_to_date: isoDateTime.nullable().default(null),
  tier_prices: z.array(tierPriceInput).max(100).default([]),
};

/** Weight (kg) and package dimensions (cm): what a shipping method's limits are checked against (decision 0049). */
const packageDimension = z.number().positive().max(10_000).nullable().default(null);
const packageInput = {
  weight: z.number().min(0).max(100_000).nullable().default(null),
  package_length_cm: packageDimension,
  package_width_cm: packageDimension,
  package_height_cm: packageDimension,
};

/**
 * A variant of a configurable product: a product row of its own (type simple, not visible individually) with its
 * sku, one option of every axis, price, stock and pictures. Matched by `id` when given (so its sku can change),
 * else by sku. Brand, tax class and delivery times come from the parent; descriptions too unless given.
 */
export const variantInput = z.strictObject({
  id: bodyId.optional(),
  sku: skuText,
  name: z.string().trim().min(1).max(255).optional(),
  status: productStatus.default(1),
  ...priceFields,
  ...packageInput,
  description: z.string().max(100_000).optional(),
  short_description: z.string().max(10_000).optional(),
  attributes: z.array(attributeValueInput).max(200).default([]),
  images: z.array(productImageInput).max(50).default([]),
  stock: stockInput.optional(),
});

/** An attribute a configurable product varies by (an axis: colour, size …), in display order. */
export const configurableOptionInput = z.strictObject({
  attribute_code: attributeCode,
  /** Defaults to the attribute's label. */
  label: z.string().trim().min(1).max(255).optional(),
});

const rowId = bodyId.optional();

export const bundleSelectionInput = z.strictObject({
  id: rowId,
  sku: skuText,
  qty: z.number().positive().max(10_000).default(1),
  can_change_qty: flag(true),
  is_default: flag(false),
});

/** A bundle option and the products it offers; `id` keeps an existing option (carts refer to it). */
export const bundleOptionInput = z.strictObject({
  id: rowId,
  title: z.string().trim().min(1).max(255),
  type: z.enum(['select', 'radio', 'checkbox', 'multi']),
  required: flag(true),
  selections: z.array(bundleSelectionInput).min(1).max(100),
});

/** Another product this one points at: `associated` are a grouped product's items. */
export const productLinkInput = z.strictObject({
  link_type: z.enum(['associated', 'related', 'upsell', 'crosssell']),
  sku: skuText,
  qty: z.number().positive().max(10_000).default(1),
});

const optionPriceType = z.enum(['fixed', 'percent']);

export const customOptionValueInput = z.strictObject({
  id: rowId,
  title: z.string().trim().min(1).max(255),
  price_type: optionPriceType.default('fixed'),
  /** Kronor, for `fixed`. */
  price: sekAmount.default(0),
  /** Per cent of the product price, for `percent`. */
  percent: z.number().min(0).max(1000).default(0),
});

/** A choice the shopper makes on the product page (engraving, legs …); `id` keeps an existing option. */
export const customOptionInput = z.strictObject({
  id: rowId,
  title: z.string().trim().min(1).max(255),
  type: z.enum(['radio', 'checkbox', 'select', 'drop_down', 'field']),
  is_require: flag(false),
  /** For `field` options, which carry their own price. */
  price_type: optionPriceType.nullable().default(null),
  price: sekAmount.nullable().default(null),
  percent: z.number().min(0).max(1000).nullable().default(null),
  max_characters: z.number().int().min(1).max(10_000).nullable().default(null),
  values: z.array(customOptionValueInput).max(100).default([]),
});

/** The whole product as the editor and the import send it. */
export const adminProductInputShape = {
  sku: skuText,
  type_id: z.enum(PRODUCT_TYPES),
  name: z.string().trim().min(1).max(255),
  /** Unique among products shown on their own; defaults to the name as a slug. */
  url_key: urlKey.optional(),
  status: productStatus.default(1),
  /** 1 not individually, 2 catalogue, 3 search, 4 both. */
  visibility: z.number().int().min(1).max(4).default(4),
  description: z.string().max(100_000).default(''),
  short_description: z.string().max(10_000).default(''),
  category_ids: z.array(bodyId).max(100).default([]),
  brand_id: bodyId.nullable().default(null),
  tax_class_id: bodyId,
  ...priceFields,
  ...packageInput,
  /** Codes of commerce DELIVERY_TIMES ('w2-4' → "2–4 veckor"). */
  delivery_time: deliveryTime,
  factory_delivery_time: deliveryTime,
  /** From when the product is flagged new. */
  news_from_date: isoDateTime.nullable().default(null),
  meta_title: optionalText(255),
  meta_description: optionalText(1000),
  attributes: z.array(attributeValueInput).max(200).default([]),
  images: z.array(productImageInput).max(50).default([]),
  stock: stockInput.optional(),
  configurable_options: z.array(configurableOptionInput).max(5).default([]),
  variants: z.array(variantInput).max(200).default([]),
  bundle_options: z.array(bundleOptionInput).max(30).default([]),
  links: z.array(productLinkInput).max(200).default([]),
  custom_options: z.array(customOptionInput).max(30).default([]),
};

export const adminProductInput = named(
  'AdminProductInput',
  z.strictObject(adminProductInputShape),
  'A whole product: what POST /api/admin/products creates and the catalogue import upserts by sku.',
);

/** PUT /api/admin/products/:id: the product as it should be, and the `updated_at` the editor read. */
export const adminProductUpdateBody = z.strictObject({
  ...adminProductInputShape,
  updated_at: z.string().min(1).max(40),
});

export type AdminProductInput = z.input<typeof adminProductInput>;
/** The input after validation, defaults filled in (prices still in kronor). */
export type AdminProductData = z.output<typeof adminProductInput>;
export type AdminVariantData = z.output<typeof variantInput>;
export type AdminProductUpdateInput = z.input<typeof adminProductUpdateBody>;
