/**
 * The HTTP contract of the Hemma API (SPEC §3, §7). Field names follow the SPEC (snake_case as the platform
 * sends them). Prices in API fields are SEK decimals with tax included where the name says `_incl_tax`.
 */
import type { ProductType } from '@hemma/commerce';

/** Every /api answer: HTTP status equals `code`. Errors carry a human message in `result`. */
export interface Envelope<T> {
  code: number;
  result: T;
  meta?: Record<string, unknown>;
}

export interface ErrorEnvelope {
  code: number;
  result: string;
}

export interface PriceFields {
  price: number;
  price_tax: number;
  price_incl_tax: number;
  original_price: number;
  original_price_tax: number;
  original_price_incl_tax: number;
  special_price: number | null;
  special_price_tax: number | null;
  special_price_incl_tax: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  final_price: number;
  final_price_tax: number;
  final_price_incl_tax: number;
  original_final_price: number;
  original_final_price_incl_tax: number;
  original_special_price: number | null;
}

export interface StockInfo {
  product_id: number;
  qty: number;
  is_in_stock: boolean;
  /** 'in_stock' | 'low_stock' (few left) | 'out_of_stock'. */
  stock_status: 'in_stock' | 'low_stock' | 'out_of_stock';
}

export interface MediaGalleryEntry {
  image: string;
  pos: number;
  typ: 'image';
  lab: string;
}

export interface CustomAttribute {
  attribute_code: string;
  /** Option id (as a string) for select attributes, the raw value otherwise. */
  value: string;
  /** Human label of the value in the store's language (option label, or value with unit). */
  label: string;
}

export interface AttributeOptionDto {
  value: string;
  label: string;
  default_label: string;
  swatch_value: string | null;
}

export interface AttributeDto {
  attribute_id: number;
  attribute_code: string;
  frontend_label: string;
  default_label: string;
  frontend_input: string;
  unit: string | null;
  is_user_defined: boolean;
  is_visible: boolean;
  is_comparable: boolean;
  is_filterable: boolean;
  options: AttributeOptionDto[];
}

export interface CategoryRef {
  category_id: number;
  name: string;
  slug: string;
  url_path: string;
}

export interface BrandDto {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  logo: string | null;
}

export interface ConfigurableChild extends PriceFields {
  id: number;
  sku: string;
  name: string;
  status: number;
  image: string | null;
  stock: StockInfo;
  custom_attributes: CustomAttribute[];
}

export interface ConfigurableOption {
  attribute_id: number;
  attribute_code: string;
  label: string;
  position: number;
  values: { value_index: number; label: string; default_label: string; swatch_value: string | null }[];
}

export interface ProductLink {
  link_type: 'associated' | 'related' | 'upsell' | 'crosssell';
  linked_product_sku: string;
  linked_product_type: ProductType;
  sku: string;
  qty: number;
  position: number;
  is_default?: boolean;
  product?: ProductSummary;
}

export interface BundleOption {
  option_id: number;
  title: string;
  type: 'select' | 'radio' | 'checkbox' | 'multi';
  required: boolean;
  position: number;
  product_links: (ProductLink & { id: number; is_default: boolean; can_change_qty: boolean })[];
}

export interface CustomOptionValue {
  option_type_id: number;
  title: string;
  price_type: 'fixed' | 'percent';
  /** SEK incl. tax for fixed prices; the percentage for percent prices. */
  price: number;
  sort_order: number;
}

export interface CustomOption {
  option_id: number;
  title: string;
  type: 'radio' | 'checkbox' | 'select' | 'drop_down' | 'field';
  is_require: boolean;
  sort_order: number;
  price_type: 'fixed' | 'percent' | null;
  price: number | null;
  max_characters: number | null;
  values: CustomOptionValue[];
}

export interface TierPrice {
  customer_group_id: number | null;
  qty: number;
  value: number;
}

/** What product lists and tiles need. */
export interface ProductSummary extends PriceFields {
  id: number;
  sku: string;
  parentSku: string;
  type_id: ProductType;
  name: string;
  slug: string;
  url_key: string;
  url_path: string | null;
  status: number;
  visibility: number;
  image: string | null;
  small_image: string | null;
  thumbnail: string | null;
  stock: StockInfo;
  category_ids: number[];
  brand: BrandDto | null;
  /** Swedish delivery-time text, e.g. "2–4 veckor". */
  delivery_time: string | null;
  new: boolean;
  sale: boolean;
  bestseller: boolean;
  tax_class_id: number;
  created_at: string;
  updated_at: string;
  /**
   * EU Omnibus: the lowest price incl. VAT in the 30 days before the current discount (SEK), present when the
   * product is on sale and a price history exists; null or absent otherwise.
   */
  lowest_price_30d_incl_tax?: number | null;
}

/** A whole product as the product page needs it. */
export interface ProductDto extends ProductSummary {
  description: string;
  short_description: string;
  media_gallery: MediaGalleryEntry[];
  category: CategoryRef[];
  custom_attributes: CustomAttribute[];
  attributes_metadata: AttributeDto[];
  factory_delivery_time: string | null;
  tier_prices: TierPrice[];
  weight: number | null;
  meta_title: string | null;
  meta_description: string | null;
  configurable_children?: ConfigurableChild[];
  configurable_options?: ConfigurableOption[];
  bundle_options?: BundleOption[];
  product_links?: ProductLink[];
  custom_options?: CustomOption[];
}

export interface CategoryDto {
  id: number;
  parent_id: number | null;
  parent_ids: number[];
  name: string;
  slug: string;
  url_key: string;
  url_path: string;
  path: string;
  level: number;
  position: number;
  is_active: boolean;
  include_in_menu: boolean;
  product_count: number;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  image: string | null;
  bg_color: string | null;
  products_per_row: number | null;
  children_data?: CategoryDto[];
}

export interface AggregationBucket {
  /** Option id for attribute facets, category id for the category facet, `from-to` (kronor) for price ranges. */
  key: string;
  label: string;
  doc_count: number;
  /** Price ranges only: bounds in kronor incl. VAT; `to` null for the open last range. */
  from?: number;
  to?: number | null;
}

export interface SearchResult<T> {
  items: T[];
  total: number;
  start: number;
  perPage: number;
  aggregations: Record<string, { buckets: AggregationBucket[] }>;
  attributeMetadata: AttributeDto[];
  suggestions: string[];
}

export const PRODUCT_SORTS = [
  'relevance',
  'latest',
  'price_asc',
  'price_desc',
  'bestsellers',
  'newest',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductSearchParams {
  /** Category id, slug or url_path; includes products of sub-categories. */
  category?: string | number;
  brand?: string;
  q?: string;
  sort?: ProductSort;
  from?: number;
  size?: number;
  /** Only products flagged new (news_from_date set), for the home page. */
  newOnly?: boolean;
  skus?: string[];
  /**
   * Attribute filters: attribute_code → option ids (or raw values for numeric attributes). Values of one attribute
   * are OR-ed, attributes AND-ed. Sent as `filter[color]=49,50`.
   */
  filters?: Record<string, string[]>;
  /** Price range in kronor incl. VAT, `from-to` or `from-` (open end), e.g. `5000-10000`. Sent as `price=`. */
  price?: string;
  /** Ask for aggregations (facet counts), attributeMetadata and, when nothing matches, suggestions. */
  aggregations?: boolean;
  storeCode?: string;
}

export interface CategorySearchParams {
  parentId?: number;
  level?: number;
  ids?: number[];
  urlPath?: string;
  size?: number;
  storeCode?: string;
}

export interface CmsPageDto {
  id: number;
  identifier: string;
  title: string;
  content_heading: string | null;
  content: string;
  meta_title: string | null;
  meta_description: string | null;
}

export interface CmsBlockDto {
  id: number;
  identifier: string;
  title: string;
  content: string;
}

export type UrlMapResult =
  | { _type: 'product'; _source: ProductDto }
  | { _type: 'category'; _source: CategoryDto }
  | { _type: 'cms_page'; _source: CmsPageDto };

/** SPEC §7 Prices (`product/render-list`): current prices of a product for a customer group. */
export interface RenderListItem extends PriceFields {
  id: number;
  sku: string;
  tier_prices: TierPrice[];
  lowest_price_30d_incl_tax: number | null;
}

/** The 'lowest price' extension endpoint (EU Omnibus). */
export interface LowestPriceDto {
  sku: string;
  /** SEK incl. VAT; null when the history says nothing about the window. */
  lowest_price_30d_incl_tax: number | null;
  window_days: number;
  /** The window [since, until): the 30 days before the current reduction started, or before now. */
  since: string;
  until: string;
}

/** POST /api/ext/newsletter: `coupon_code` only at an e-mail's first subscription ever. */
export interface NewsletterSubscription {
  email: string;
  status: 'subscribed' | 'not-subscribed';
  changed: boolean;
  coupon_code: string | null;
}
