import type { Generated } from 'kysely';

/** Row types of the catalogue tables (migration 0001). Booleans are 0/1 integers, timestamps ISO text. */
export interface CategoryTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  slug: string;
  url_key: string;
  url_path: string;
  path: string;
  level: number;
  position: number;
  is_active: number;
  include_in_menu: number;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  image: string | null;
  bg_color: string | null;
  products_per_row: number | null;
  created_at: string;
  updated_at: string;
}

export interface BrandTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  logo: string | null;
}

export interface AttributeTable {
  id: Generated<number>;
  attribute_code: string;
  frontend_label: string;
  default_label: string;
  frontend_input: 'select' | 'multiselect' | 'text' | 'textarea' | 'number' | 'boolean';
  unit: string | null;
  is_user_defined: number;
  is_visible: number;
  is_comparable: number;
  is_filterable: number;
  position: number;
}

export interface AttributeOptionTable {
  id: Generated<number>;
  attribute_id: number;
  label: string;
  default_label: string;
  swatch_value: string | null;
  sort_order: number;
}

export interface TaxClassTable {
  id: Generated<number>;
  class_name: string;
  class_type: 'PRODUCT' | 'CUSTOMER';
}

export interface CustomerGroupTable {
  id: Generated<number>;
  code: string;
  tax_class_id: number;
}

export interface TaxRateTable {
  id: Generated<number>;
  code: string;
  tax_country_id: string;
  tax_region_id: number;
  region_name: string;
  tax_postcode: string;
  rate: number;
}

export interface TaxRuleTable {
  id: Generated<number>;
  code: string;
  priority: number;
  position: number;
}

export interface TaxRuleClassTable {
  tax_rule_id: number;
  tax_class_id: number;
}

export interface TaxRuleRateTable {
  tax_rule_id: number;
  tax_rate_id: number;
}

export interface ProductTable {
  id: Generated<number>;
  sku: string;
  type_id: 'simple' | 'configurable' | 'grouped' | 'bundle' | 'virtual' | 'downloadable';
  name: string;
  slug: string;
  url_key: string;
  url_path: string | null;
  status: number;
  visibility: number;
  /** Öre, tax included. */
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  /** Migration 0042: the owner's EUR price and EUR special price, cents incl. VAT; null: converted (decision 0057). */
  price_eur: Generated<number | null>;
  special_price_eur: Generated<number | null>;
  tax_class_id: number;
  brand_id: number | null;
  description: string;
  short_description: string;
  image: string | null;
  /** Kilograms (decision 0049). */
  weight: number | null;
  /** Migration 0033: the package's dimensions in cm; null: not entered. */
  package_length_cm: Generated<number | null>;
  package_width_cm: Generated<number | null>;
  package_height_cm: Generated<number | null>;
  delivery_time: string | null;
  factory_delivery_time: string | null;
  news_from_date: string | null;
  sales_count: number;
  meta_title: string | null;
  meta_description: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProductAttributeTable {
  product_id: number;
  attribute_id: number;
  option_id: number | null;
  value_text: string | null;
  value_number: number | null;
}

export interface ProductCategoryTable {
  product_id: number;
  category_id: number;
  position: number;
}

export interface ProductMediaTable {
  id: Generated<number>;
  product_id: number;
  file: string;
  label: string;
  position: number;
  disabled: number;
}

export interface ProductRelationTable {
  parent_id: number;
  child_id: number;
  position: number;
}

export interface ProductConfigurableOptionTable {
  id: Generated<number>;
  product_id: number;
  attribute_id: number;
  label: string;
  position: number;
}

export interface ProductLinkTable {
  id: Generated<number>;
  product_id: number;
  linked_product_id: number;
  link_type: 'associated' | 'related' | 'upsell' | 'crosssell';
  qty: number;
  position: number;
}

export interface BundleOptionTable {
  id: Generated<number>;
  product_id: number;
  title: string;
  type: 'select' | 'radio' | 'checkbox' | 'multi';
  required: number;
  position: number;
}

export interface BundleSelectionTable {
  id: Generated<number>;
  option_id: number;
  product_id: number;
  qty: number;
  can_change_qty: number;
  is_default: number;
  position: number;
}

export interface CustomOptionTable {
  id: Generated<number>;
  product_id: number;
  title: string;
  type: 'radio' | 'checkbox' | 'select' | 'drop_down' | 'field';
  is_require: number;
  sort_order: number;
  price_type: 'fixed' | 'percent' | null;
  price_amount: number | null;
  price_percent: number | null;
  max_characters: number | null;
}

export interface CustomOptionValueTable {
  id: Generated<number>;
  option_id: number;
  title: string;
  price_type: 'fixed' | 'percent';
  price_amount: number;
  price_percent: number;
  sort_order: number;
}

export interface TierPriceTable {
  id: Generated<number>;
  product_id: number;
  customer_group_id: number | null;
  qty: number;
  value: number;
}

export interface StockItemTable {
  product_id: number;
  qty: number;
  is_in_stock: number;
  manage_stock: number;
  backorders: number;
  min_sale_qty: number;
  max_sale_qty: number;
  low_stock_qty: number;
}

export interface CmsPageTable {
  id: Generated<number>;
  identifier: string;
  title: string;
  content_heading: string | null;
  content: string;
  meta_title: string | null;
  meta_description: string | null;
  is_active: number;
  updated_at: string;
}

export interface CmsBlockTable {
  id: Generated<number>;
  identifier: string;
  title: string;
  content: string;
  is_active: number;
  updated_at: string;
}

/** Migration 0011: the home page's main banners per store view (decision 0021). */
export interface HomeBannerTable {
  id: Generated<number>;
  store_code: string;
  position: number;
  image: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  category: string;
  updated_at: string;
}

/** Migration 0019: a category's, CMS page's or product's text in a store view's language (decision 0029). */
export interface StoreViewTextTable {
  id: Generated<number>;
  store_code: string;
  /** Attributes and their options since decision 0061 (their owner-set labels per store view), and a bundle's
   *  options' titles (decision 0061, addendum), and brands' descriptions (decision 0058, addendum 2). */
  entity: 'category' | 'cms_page' | 'product' | 'attribute' | 'attribute_option' | 'bundle_option' | 'brand';
  entity_id: number;
  field: string;
  value: string;
}

/** Migration 0043: a shipping/payment method's, coupon's or mail template's text in a store view (decision 0058). */
export interface StoreViewCodeTextTable {
  id: Generated<number>;
  store_code: string;
  entity: 'shipping_method' | 'payment_method' | 'coupon' | 'mail_template';
  entity_code: string;
  field: string;
  value: string;
}

export interface CatalogTables {
  categories: CategoryTable;
  brands: BrandTable;
  attributes: AttributeTable;
  attribute_options: AttributeOptionTable;
  tax_classes: TaxClassTable;
  customer_groups: CustomerGroupTable;
  tax_rates: TaxRateTable;
  tax_rules: TaxRuleTable;
  tax_rule_classes: TaxRuleClassTable;
  tax_rule_rates: TaxRuleRateTable;
  products: ProductTable;
  product_attributes: ProductAttributeTable;
  product_categories: ProductCategoryTable;
  product_media: ProductMediaTable;
  product_relations: ProductRelationTable;
  product_configurable_options: ProductConfigurableOptionTable;
  product_links: ProductLinkTable;
  bundle_options: BundleOptionTable;
  bundle_selections: BundleSelectionTable;
  custom_options: CustomOptionTable;
  custom_option_values: CustomOptionValueTable;
  tier_prices: TierPriceTable;
  stock_items: StockItemTable;
  cms_pages: CmsPageTable;
  cms_blocks: CmsBlockTable;
  home_banners: HomeBannerTable;
  store_view_texts: StoreViewTextTable;
  store_view_code_texts: StoreViewCodeTextTable;
}
