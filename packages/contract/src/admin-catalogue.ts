/**
 * The back office's products (decision 0021): the editable product (the shape of admin-product-input.ts with ids
 * and timestamps), the product list, stock and price edits, price history and image uploads.
 */
import { PRODUCT_TYPES } from '@hemma/commerce';
import { z } from 'zod';
import { adminPageOf, adminPaging, adminSearchText } from './admin-common.ts';
import { eurAmount, isoDateTime, sekAmount, sortDirection } from './admin-fields.ts';
import { stockFieldShapes, tierPriceInput } from './admin-product-input.ts';
import { queryInt } from './query.ts';
import { named } from './registry.ts';

const id = z.number().int();
const text = z.string();
const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();

const tierPrice = z.strictObject({ customer_group_id: id.nullable(), qty: z.number(), price: z.number() });
const attributeValue = z.strictObject({
  attribute_code: text,
  option_id: id.optional(),
  number: z.number().optional(),
  text: text.optional(),
});
const image = z.strictObject({ file: text, label: text, disabled: z.boolean() });

export const adminStockFieldsSchema = named(
  'AdminStockFields',
  z.strictObject({
    qty: z.number().int(),
    is_in_stock: z.boolean(),
    manage_stock: z.boolean(),
    backorders: z.boolean(),
    low_stock_qty: z.number().int(),
    min_sale_qty: z.number().int(),
    max_sale_qty: z.number().int(),
  }),
);

const prices = {
  /** Kronor incl. VAT, like the storefront's `price_incl_tax`. */
  price: z.number(),
  special_price: nullableNumber,
  special_from_date: nullableText,
  special_to_date: nullableText,
  /** The EUR price list (decision 0057), euros incl. VAT; null: the SEK price converted and rounded. */
  price_eur: nullableNumber,
  special_price_eur: nullableNumber,
  tier_prices: z.array(tierPrice),
};

export const adminVariantSchema = named(
  'AdminVariant',
  z.strictObject({
    id,
    sku: text,
    name: text,
    status: id,
    ...prices,
    /** Kilograms; the package's dimensions in cm (decision 0049). Null: not entered. */
    weight: nullableNumber,
    package_length_cm: nullableNumber,
    package_width_cm: nullableNumber,
    package_height_cm: nullableNumber,
    description: text,
    short_description: text,
    attributes: z.array(attributeValue),
    images: z.array(image),
    stock: adminStockFieldsSchema,
  }),
  'A variant of a configurable product (a product row of its own).',
);

const bundleOption = z.strictObject({
  id,
  title: text,
  type: z.enum(['select', 'radio', 'checkbox', 'multi']),
  required: z.boolean(),
  selections: z.array(
    z.strictObject({
      id,
      sku: text,
      qty: z.number(),
      can_change_qty: z.boolean(),
      is_default: z.boolean(),
    }),
  ),
});

const customOption = z.strictObject({
  id,
  title: text,
  type: z.enum(['radio', 'checkbox', 'select', 'drop_down', 'field']),
  is_require: z.boolean(),
  price_type: z.enum(['fixed', 'percent']).nullable(),
  price: nullableNumber,
  percent: nullableNumber,
  max_characters: id.nullable(),
  values: z.array(
    z.strictObject({
      id,
      title: text,
      price_type: z.enum(['fixed', 'percent']),
      price: z.number(),
      percent: z.number(),
    }),
  ),
});

export const adminProductSchema = named(
  'AdminProduct',
  z.strictObject({
    id,
    sku: text,
    type_id: z.enum(PRODUCT_TYPES),
    name: text,
    url_key: text,
    status: id,
    visibility: id,
    description: text,
    short_description: text,
    category_ids: z.array(id),
    brand_id: id.nullable(),
    tax_class_id: id,
    ...prices,
    /** Kilograms; the package's dimensions in cm (decision 0049). Null: not entered. */
    weight: nullableNumber,
    package_length_cm: nullableNumber,
    package_width_cm: nullableNumber,
    package_height_cm: nullableNumber,
    delivery_time: nullableText,
    factory_delivery_time: nullableText,
    news_from_date: nullableText,
    meta_title: nullableText,
    meta_description: nullableText,
    attributes: z.array(attributeValue),
    images: z.array(image),
    stock: adminStockFieldsSchema,
    configurable_options: z.array(z.strictObject({ attribute_code: text, label: text })),
    variants: z.array(adminVariantSchema),
    bundle_options: z.array(bundleOption),
    links: z.array(
      z.strictObject({
        link_type: z.enum(['associated', 'related', 'upsell', 'crosssell']),
        sku: text,
        qty: z.number(),
      }),
    ),
    custom_options: z.array(customOption),
    created_at: text,
    /** Send it back with PUT: a product changed since is not overwritten (409). */
    updated_at: text,
  }),
  'A whole product as the editor shows it: the fields of AdminProductInput plus ids and timestamps.',
);

export const STOCK_STATUSES = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export const ADMIN_PRODUCT_SORTS = ['name', 'sku', 'price', 'qty', 'created_at', 'updated_at'] as const;

export const adminProductListQuery = z
  .object({
    /** Part of a name or sku (a variant's sku finds its parent). */
    q: adminSearchText,
    type: z.enum(PRODUCT_TYPES).optional(),
    status: z.enum(['enabled', 'disabled']).optional(),
    category: queryInt({ min: 1, max: 2 ** 31 - 1 }).optional(),
    brand: queryInt({ min: 1, max: 2 ** 31 - 1 }).optional(),
    stock: z.enum(STOCK_STATUSES).optional(),
    sort: z.enum(ADMIN_PRODUCT_SORTS).default('updated_at'),
    /** Default: newest first for dates, else ascending. */
    dir: sortDirection.optional(),
    ...adminPaging,
  })
  .strict();

export const adminProductListItemSchema = named(
  'AdminProductListItem',
  z.strictObject({
    id,
    sku: text,
    name: text,
    type_id: z.enum(PRODUCT_TYPES),
    status: id,
    visibility: id,
    price: z.number(),
    special_price: nullableNumber,
    image: nullableText,
    brand_id: id.nullable(),
    qty: z.number(),
    stock_status: z.enum(STOCK_STATUSES),
    variant_count: id,
    updated_at: text,
  }),
  'A row of the product list. Variants are listed with their configurable product, not on their own.',
);

export const adminProductPageSchema = adminPageOf(adminProductListItemSchema);

/** PATCH /api/admin/products/:id/stock: the fields to set; the others stay. */
export const adminStockBody = z
  .strictObject({
    qty: stockFieldShapes.qty.optional(),
    is_in_stock: stockFieldShapes.is_in_stock.optional(),
    manage_stock: stockFieldShapes.manage_stock.optional(),
    backorders: stockFieldShapes.backorders.optional(),
    low_stock_qty: stockFieldShapes.low_stock_qty.optional(),
    min_sale_qty: stockFieldShapes.min_sale_qty.optional(),
    max_sale_qty: stockFieldShapes.max_sale_qty.optional(),
    /** The qty the editor read: when orders have moved it since, nothing is changed (409). */
    expected_qty: z.number().int().optional(),
  })
  .refine((body) => Object.keys(body).some((key) => key !== 'expected_qty'), {
    message: 'name a stock field to change: qty, is_in_stock, manage_stock, backorders, …',
  });

export const adminStockSchema = named(
  'AdminStock',
  adminStockFieldsSchema.extend({
    product_id: id,
    sku: text,
    stock_status: z.enum(STOCK_STATUSES),
  }),
);

/** PATCH /api/admin/products/:id/price: the price fields to set (null clears a special price or a date). */
export const adminPriceBody = z
  .strictObject({
    price: sekAmount.optional(),
    special_price: sekAmount.nullable().optional(),
    /** Euros incl. VAT (decision 0057); null clears (the SEK price converted and rounded applies). */
    price_eur: eurAmount.nullable().optional(),
    special_price_eur: eurAmount.nullable().optional(),
    special_from_date: isoDateTime.nullable().optional(),
    special_to_date: isoDateTime.nullable().optional(),
    tier_prices: z.array(tierPriceInput).max(100).optional(),
    /** When given, a product changed since is refused (409). */
    updated_at: z.string().max(40).optional(),
  })
  .refine((body) => Object.keys(body).some((key) => key !== 'updated_at'), {
    message:
      'name a price field to change: price, special_price, price_eur, special_price_eur, special_from_date, ' +
      'special_to_date, tier_prices',
  });

export const adminPricesSchema = named(
  'AdminPrices',
  z.strictObject({ id, sku: text, ...prices, updated_at: text }),
);

export const priceHistoryEntrySchema = named(
  'PriceHistoryEntry',
  z.strictObject({
    /** What a guest paid for one piece from `recorded_at` on (kronor incl. VAT). */
    final_price: z.number(),
    regular_price: z.number(),
    special_price: nullableNumber,
    recorded_at: text,
    reason: text,
  }),
  'One change of a product’s price (EU Omnibus, decision 0010), oldest first.',
);

export const priceHistorySchema = z.array(priceHistoryEntrySchema);

export const uploadedImageSchema = named(
  'UploadedImage',
  z.strictObject({
    /** Put it into a product's `images` (or a banner, a category). */
    file: text,
    width: id,
    height: id,
    bytes: id,
  }),
  'An uploaded picture, stored as WebP under a name derived from its content.',
);

export type AdminProductDto = z.infer<typeof adminProductSchema>;
export type AdminVariantDto = z.infer<typeof adminVariantSchema>;
export type AdminStockFields = z.infer<typeof adminStockFieldsSchema>;
export type AdminProductListQuery = z.infer<typeof adminProductListQuery>;
export type AdminProductListItem = z.infer<typeof adminProductListItemSchema>;
export type AdminStockInput = z.output<typeof adminStockBody>;
export type AdminStockDto = z.infer<typeof adminStockSchema>;
export type AdminPriceInput = z.output<typeof adminPriceBody>;
export type AdminPricesDto = z.infer<typeof adminPricesSchema>;
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
