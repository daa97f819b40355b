/**
 * The columns of the catalogue CSV (docs/formats/catalogue-import.md): one row per product, and one per variant of
 * a configurable product (`parent_sku` set). A column may be left out of the header; a field left out or empty
 * takes its default — a row describes the whole product (decision 0021) — except the stock columns, which leave
 * the stock as it is when all are empty. Any other header must be an attribute code (or `attribute:<code>`).
 */
export const REQUIRED_COLUMNS = ['sku', 'type', 'name', 'price', 'tax_class'] as const;

export const STOCK_COLUMNS = [
  'qty',
  'is_in_stock',
  'manage_stock',
  'backorders',
  'low_stock_qty',
  'min_sale_qty',
  'max_sale_qty',
] as const;

export const PRODUCT_COLUMNS = [
  'sku',
  'parent_sku',
  'type',
  'name',
  'url_key',
  'status',
  'visibility',
  'tax_class',
  'brand',
  'categories',
  'price',
  'special_price',
  'price_eur',
  'special_price_eur',
  'special_from_date',
  'special_to_date',
  'tier_prices',
  'weight',
  'package_length_cm',
  'package_width_cm',
  'package_height_cm',
  'delivery_time',
  'factory_delivery_time',
  'news_from_date',
  'meta_title',
  'meta_description',
  'short_description',
  'description',
  'images',
  ...STOCK_COLUMNS,
  'configurable_attributes',
  'associated_skus',
  'related_skus',
  'upsell_skus',
  'crosssell_skus',
  'bundle_options',
  'custom_options',
] as const;

export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

/** The fields a variant row may fill; the others belong to its configurable product. */
export const VARIANT_COLUMNS: ReadonlySet<string> = new Set([
  'sku',
  'parent_sku',
  'type',
  'name',
  'status',
  'price',
  'special_price',
  'price_eur',
  'special_price_eur',
  'special_from_date',
  'special_to_date',
  'tier_prices',
  'weight',
  'package_length_cm',
  'package_width_cm',
  'package_height_cm',
  'short_description',
  'description',
  'images',
  ...STOCK_COLUMNS,
]);

/** Separates the entries of a list field (categories, images, skus, multiselect options). */
export const LIST_SEPARATOR = '|';
export const ATTRIBUTE_PREFIX = 'attribute:';
