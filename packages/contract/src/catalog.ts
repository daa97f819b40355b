/**
 * Catalogue answers (SPEC §3). Field names follow the SPEC (snake_case as the platform sends them). Prices in API
 * fields are SEK decimals with tax included where the name says `_incl_tax`.
 */
import { PRODUCT_TYPES } from '@hemma/commerce';
import { z } from 'zod';
import { named } from './registry.ts';

const nullableNumber = z.number().nullable();
const nullableText = z.string().nullable();

export const priceFieldsShape = {
  price: z.number(),
  price_tax: z.number(),
  price_incl_tax: z.number(),
  original_price: z.number(),
  original_price_tax: z.number(),
  original_price_incl_tax: z.number(),
  special_price: nullableNumber,
  special_price_tax: nullableNumber,
  special_price_incl_tax: nullableNumber,
  special_from_date: nullableText,
  special_to_date: nullableText,
  final_price: z.number(),
  final_price_tax: z.number(),
  final_price_incl_tax: z.number(),
  original_final_price: z.number(),
  original_final_price_incl_tax: z.number(),
  original_special_price: nullableNumber,
};
export const priceFieldsSchema = named('PriceFields', z.strictObject(priceFieldsShape));

export const productTypeSchema = z.enum(PRODUCT_TYPES);

export const stockInfoSchema = named(
  'StockInfo',
  z.strictObject({
    product_id: z.number().int(),
    qty: z.number(),
    is_in_stock: z.boolean(),
    stock_status: z.enum(['in_stock', 'low_stock', 'out_of_stock']),
  }),
  "'low_stock' means few left.",
);

export const mediaGalleryEntrySchema = z.strictObject({
  image: z.string(),
  pos: z.number().int(),
  typ: z.literal('image'),
  lab: z.string(),
});

export const customAttributeSchema = z.strictObject({
  attribute_code: z.string(),
  /** Option id (as a string) for select attributes, the raw value otherwise. */
  value: z.string(),
  /** Human label of the value in the store's language (option label, or value with unit). */
  label: z.string(),
});

export const attributeOptionSchema = z.strictObject({
  value: z.string(),
  label: z.string(),
  default_label: z.string(),
  swatch_value: nullableText,
});

export const attributeSchema = named(
  'Attribute',
  z.strictObject({
    attribute_id: z.number().int(),
    attribute_code: z.string(),
    frontend_label: z.string(),
    default_label: z.string(),
    frontend_input: z.string(),
    unit: nullableText,
    is_user_defined: z.boolean(),
    is_visible: z.boolean(),
    is_comparable: z.boolean(),
    is_filterable: z.boolean(),
    options: z.array(attributeOptionSchema),
  }),
);

export const categoryRefSchema = z.strictObject({
  category_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  url_path: z.string(),
});

export const brandSchema = named(
  'Brand',
  z.strictObject({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: nullableText,
    logo: nullableText,
  }),
);

export const configurableChildSchema = named(
  'ConfigurableChild',
  z.strictObject({
    ...priceFieldsShape,
    id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    status: z.number().int(),
    image: nullableText,
    stock: stockInfoSchema,
    custom_attributes: z.array(customAttributeSchema),
  }),
);

export const configurableOptionSchema = z.strictObject({
  attribute_id: z.number().int(),
  attribute_code: z.string(),
  label: z.string(),
  position: z.number().int(),
  values: z.array(
    z.strictObject({
      value_index: z.number().int(),
      label: z.string(),
      default_label: z.string(),
      swatch_value: nullableText,
    }),
  ),
});

export const customOptionValueSchema = z.strictObject({
  option_type_id: z.number().int(),
  title: z.string(),
  price_type: z.enum(['fixed', 'percent']),
  /** SEK incl. tax for fixed prices; the percentage for percent prices. */
  price: z.number(),
  sort_order: z.number().int(),
});

export const customOptionSchema = named(
  'CustomOption',
  z.strictObject({
    option_id: z.number().int(),
    title: z.string(),
    type: z.enum(['radio', 'checkbox', 'select', 'drop_down', 'field']),
    is_require: z.boolean(),
    sort_order: z.number().int(),
    price_type: z.enum(['fixed', 'percent']).nullable(),
    price: nullableNumber,
    max_characters: z.number().int().nullable(),
    values: z.array(customOptionValueSchema),
  }),
);

export const tierPriceSchema = z.strictObject({
  customer_group_id: z.number().int().nullable(),
  qty: z.number(),
  value: z.number(),
});

/** What product lists and tiles need. */
export const productSummaryShape = {
  ...priceFieldsShape,
  id: z.number().int(),
  sku: z.string(),
  parentSku: z.string(),
  type_id: productTypeSchema,
  name: z.string(),
  slug: z.string(),
  url_key: z.string(),
  url_path: nullableText,
  status: z.number().int(),
  visibility: z.number().int(),
  image: nullableText,
  small_image: nullableText,
  thumbnail: nullableText,
  stock: stockInfoSchema,
  category_ids: z.array(z.number().int()),
  brand: brandSchema.nullable(),
  /** Swedish delivery-time text, e.g. "2–4 veckor". */
  delivery_time: nullableText,
  new: z.boolean(),
  sale: z.boolean(),
  bestseller: z.boolean(),
  tax_class_id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * EU Omnibus: the lowest price incl. VAT in the 30 days before the current discount (SEK), present when the
   * product is on sale and a price history exists; null or absent otherwise.
   */
  lowest_price_30d_incl_tax: nullableNumber.optional(),
};

/** A product a bundle or grouped product links to (its tile fields). */
export const productSummarySchema = named('ProductSummary', z.strictObject(productSummaryShape));

export const productLinkSchema = z.strictObject({
  link_type: z.enum(['associated', 'related', 'upsell', 'crosssell']),
  linked_product_sku: z.string(),
  linked_product_type: productTypeSchema,
  sku: z.string(),
  qty: z.number(),
  position: z.number().int(),
  is_default: z.boolean().optional(),
  product: productSummarySchema.optional(),
});

export const bundleOptionSchema = named(
  'BundleOption',
  z.strictObject({
    option_id: z.number().int(),
    title: z.string(),
    type: z.enum(['select', 'radio', 'checkbox', 'multi']),
    required: z.boolean(),
    position: z.number().int(),
    product_links: z.array(
      productLinkSchema.extend({
        id: z.number().int(),
        is_default: z.boolean(),
        can_change_qty: z.boolean(),
      }),
    ),
  }),
);

/** A whole product as the product page needs it. */
export const productSchema = named(
  'Product',
  z.strictObject({
    ...productSummaryShape,
    description: z.string(),
    short_description: z.string(),
    media_gallery: z.array(mediaGalleryEntrySchema),
    category: z.array(categoryRefSchema),
    custom_attributes: z.array(customAttributeSchema),
    attributes_metadata: z.array(attributeSchema),
    factory_delivery_time: nullableText,
    tier_prices: z.array(tierPriceSchema),
    weight: nullableNumber,
    meta_title: nullableText,
    meta_description: nullableText,
    configurable_children: z.array(configurableChildSchema).optional(),
    configurable_options: z.array(configurableOptionSchema).optional(),
    bundle_options: z.array(bundleOptionSchema).optional(),
    product_links: z.array(productLinkSchema).optional(),
    custom_options: z.array(customOptionSchema).optional(),
  }),
);

const categoryShape = {
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  parent_ids: z.array(z.number().int()),
  name: z.string(),
  slug: z.string(),
  url_key: z.string(),
  url_path: z.string(),
  path: z.string(),
  level: z.number().int(),
  position: z.number().int(),
  is_active: z.boolean(),
  include_in_menu: z.boolean(),
  product_count: z.number().int(),
  description: nullableText,
  meta_title: nullableText,
  meta_description: nullableText,
  image: nullableText,
  bg_color: nullableText,
  products_per_row: z.number().int().nullable(),
};

export type CategoryDto = z.infer<z.ZodObject<typeof categoryShape>> & { children_data?: CategoryDto[] };

/** A category; `children_data` nests the tree (menus) or the direct children (one category). */
export const categorySchema: z.ZodType<CategoryDto> = named(
  'Category',
  z.strictObject({
    ...categoryShape,
    get children_data() {
      return z.array(categorySchema).optional();
    },
  }),
);

export type PriceFields = z.infer<typeof priceFieldsSchema>;
export type StockInfo = z.infer<typeof stockInfoSchema>;
export type MediaGalleryEntry = z.infer<typeof mediaGalleryEntrySchema>;
export type CustomAttribute = z.infer<typeof customAttributeSchema>;
export type AttributeOptionDto = z.infer<typeof attributeOptionSchema>;
export type AttributeDto = z.infer<typeof attributeSchema>;
export type CategoryRef = z.infer<typeof categoryRefSchema>;
export type BrandDto = z.infer<typeof brandSchema>;
export type ConfigurableChild = z.infer<typeof configurableChildSchema>;
export type ConfigurableOption = z.infer<typeof configurableOptionSchema>;
export type ProductLink = z.infer<typeof productLinkSchema>;
export type BundleOption = z.infer<typeof bundleOptionSchema>;
export type CustomOptionValue = z.infer<typeof customOptionValueSchema>;
export type CustomOption = z.infer<typeof customOptionSchema>;
export type TierPrice = z.infer<typeof tierPriceSchema>;
export type ProductSummary = z.infer<typeof productSummarySchema>;
export type ProductDto = z.infer<typeof productSchema>;
