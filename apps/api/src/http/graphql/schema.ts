import { PRODUCT_SORTS } from '@hemma/contract';
import { buildSchema, type GraphQLSchema } from 'graphql';

/**
 * Fields every product has, in lists and on the product page. Names follow the REST contract (SPEC §3, snake_case)
 * so a storefront can switch between REST and GraphQL without renaming anything.
 */
const PRODUCT_SUMMARY_FIELDS = `
  id: Int!
  sku: String!
  parentSku: String!
  type_id: String!
  name: String!
  slug: String!
  url_key: String!
  url_path: String
  status: Int!
  visibility: Int!
  image: String
  small_image: String
  thumbnail: String
  stock: Stock!
  category_ids: [Int!]!
  brand: Brand
  delivery_time: String
  new: Boolean!
  sale: Boolean!
  bestseller: Boolean!
  tax_class_id: Int!
  created_at: String!
  updated_at: String!
  lowest_price_30d_incl_tax: Float
  price: Float!
  price_tax: Float!
  price_incl_tax: Float!
  original_price: Float!
  original_price_tax: Float!
  original_price_incl_tax: Float!
  special_price: Float
  special_price_tax: Float
  special_price_incl_tax: Float
  special_from_date: String
  special_to_date: String
  final_price: Float!
  final_price_tax: Float!
  final_price_incl_tax: Float!
  original_final_price: Float!
  original_final_price_incl_tax: Float!
  original_special_price: Float
`;

/** The GraphQL view of the catalogue (SPEC §7 "Search can run over a graphql endpoint"). Read-only: no mutations. */
export const SDL = /* GraphQL */ `
  "Any JSON value: used for the deep, type-specific parts of a product so the schema stays small."
  scalar JSON

  type Query {
    "Search and list products, exactly as GET /api/catalog/products (same validation, same index)."
    products(
      search: String
      filter: ProductFilter
      sort: ProductSort
      from: Int
      size: Int
      aggregations: Boolean
      "Customer group id for prices: a public group (0, 1), or only a cache key next to groupToken."
      groupId: Int
      "The signed group a login answers (SPEC §6): tier prices and tax class of the customer's group."
      groupToken: String
      "The store view (SPEC §2: default, en, de, it): prices in its currency (EUR in de and it), names in its language."
      storeCode: String
    ): ProductSearchResult
    "One product by sku with its type-specific parts (as GET /api/catalog/products/:sku)."
    product(sku: String!, groupId: Int, groupToken: String, storeCode: String): Product
    "One product by its url_path (e.g. 'soffor/soffa-oslo')."
    productByUrlPath(urlPath: String!, groupId: Int, groupToken: String, storeCode: String): Product
    "Active categories below the root, filtered like GET /api/catalog/categories."
    categories(
      parentId: Int
      level: Int
      ids: [Int!]
      urlPath: String
      onlyWithProducts: Boolean
      from: Int
      size: Int
      storeCode: String
    ): CategorySearchResult
    "One category by id, slug, url_key or url_path, with its direct children."
    category(key: String!, storeCode: String): Category
    "Attribute definitions by attribute_code or attribute_id (either list matches); size 150 by default (SPEC §7)."
    attributes(
      codes: [String!]
      ids: [Int!]
      isUserDefined: Boolean
      isVisible: Boolean
      from: Int = 0
      size: Int = 150
    ): [Attribute!]
    "All tax rules with their classes and rates."
    taxRules: [TaxRule!]
    "A CMS page by identifier or id."
    cmsPage(identifier: String!): CmsPage
    "CMS blocks by identifier or id; the blocks found, in the order asked."
    # Blocks by identifiers and/or a like-match on the identifier (at most 150).
    cmsBlocks(identifiers: [String!], like: String, size: Int = 150): [CmsBlock!]
    # A page and the pages below it (identifiers parent/child), parent first.
    cmsHierarchy(identifier: String!): [CmsPage!]
  }

  enum ProductSort {
    ${PRODUCT_SORTS.join('\n    ')}
  }

  input ProductFilter {
    "Category id, slug, url_key or url_path; includes products of sub-categories."
    category: String
    "Brand slug or id."
    brand: String
    skus: [String!]
    "Only products flagged new."
    newOnly: Boolean
    "Attribute filters: option ids, or numbers and ranges ('100-200', '100-') for numeric attributes."
    attributes: [AttributeFilter!]
    "Price range incl. VAT in the store view's currency (kronor, euros in de and it): 'from-to', 'from-' or '-to'."
    price: String
  }

  input AttributeFilter {
    code: String!
    values: [String!]!
  }

  type ProductSearchResult {
    items: [ProductSummary!]!
    total: Int!
    start: Int!
    perPage: Int!
    aggregations: [Aggregation!]!
    attributeMetadata: [Attribute!]!
    suggestions: [String!]!
  }

  type Aggregation {
    "attribute_code, 'category' or 'price'"
    code: String!
    buckets: [AggregationBucket!]!
  }

  type AggregationBucket {
    key: String!
    label: String!
    doc_count: Int!
    "Price ranges only: bounds in kronor incl. VAT; 'to' is null for the open last range."
    from: Float
    to: Float
  }

  type ProductSummary {
    ${PRODUCT_SUMMARY_FIELDS}
  }

  type Product {
    ${PRODUCT_SUMMARY_FIELDS}
    description: String!
    short_description: String!
    category: [CategoryRef!]!
    custom_attributes: [CustomAttribute!]!
    attributes_metadata: [Attribute!]!
    factory_delivery_time: String
    weight: Float
    meta_title: String
    meta_description: String
    media_gallery: JSON
    tier_prices: JSON
    configurable_children: JSON
    configurable_options: JSON
    bundle_options: JSON
    product_links: JSON
    custom_options: JSON
  }

  type Stock {
    product_id: Int!
    qty: Float!
    is_in_stock: Boolean!
    stock_status: String!
  }

  type Brand {
    id: Int!
    name: String!
    slug: String!
    description: String
    logo: String
  }

  type CategoryRef {
    category_id: Int!
    name: String!
    slug: String!
    url_path: String!
  }

  type CustomAttribute {
    attribute_code: String!
    value: String!
    label: String!
  }

  type Attribute {
    attribute_id: Int!
    attribute_code: String!
    frontend_label: String!
    default_label: String!
    frontend_input: String!
    unit: String
    is_user_defined: Boolean!
    is_visible: Boolean!
    is_comparable: Boolean!
    is_filterable: Boolean!
    options: [AttributeOption!]!
  }

  type AttributeOption {
    value: String!
    label: String!
    default_label: String!
    swatch_value: String
  }

  type CategorySearchResult {
    items: [Category!]!
    total: Int!
    start: Int!
    perPage: Int!
  }

  type Category {
    id: Int!
    parent_id: Int
    parent_ids: [Int!]!
    name: String!
    slug: String!
    url_key: String!
    url_path: String!
    path: String!
    level: Int!
    position: Int!
    is_active: Boolean!
    include_in_menu: Boolean!
    product_count: Int!
    description: String
    meta_title: String
    meta_description: String
    image: String
    bg_color: String
    products_per_row: Int
    "Direct children; only filled by category(key:)."
    children_data: [Category!]
  }

  type TaxRule {
    id: Int!
    priority: Int!
    product_tax_class_ids: [Int!]!
    customer_tax_class_ids: [Int!]!
    rates: [TaxRate!]!
  }

  type TaxRate {
    tax_country_id: String!
    tax_region_id: Int!
    region_name: String
    rate: Float!
  }

  type CmsPage {
    id: Int!
    identifier: String!
    title: String!
    content_heading: String
    content: String!
    meta_title: String
    meta_description: String
  }

  type CmsBlock {
    id: Int!
    identifier: String!
    title: String!
    content: String!
  }
`;

export function createSchema(): GraphQLSchema {
  return buildSchema(SDL);
}
