import type { Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './helpers.ts';

/**
 * The catalogue: categories, brands, attributes, products of all six types and their relations,
 * prices (öre, tax included as Swedish shops state them), stock, tax rules and CMS content.
 * Booleans are integers 0/1 and timestamps ISO-8601 text so that the same migration runs on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  const id = idColumn(dialect);

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', id)
    .addColumn('parent_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('url_key', 'text', (c) => c.notNull())
    .addColumn('url_path', 'text', (c) => c.notNull().unique())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('include_in_menu', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text')
    .addColumn('meta_title', 'text')
    .addColumn('meta_description', 'text')
    .addColumn('image', 'text')
    .addColumn('bg_color', 'text')
    .addColumn('products_per_row', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('categories_parent').on('categories').column('parent_id').execute();

  await db.schema
    .createTable('brands')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('logo', 'text')
    .execute();

  await db.schema
    .createTable('attributes')
    .addColumn('id', 'integer', id)
    .addColumn('attribute_code', 'text', (c) => c.notNull().unique())
    .addColumn('frontend_label', 'text', (c) => c.notNull())
    .addColumn('default_label', 'text', (c) => c.notNull())
    .addColumn('frontend_input', 'text', (c) => c.notNull())
    .addColumn('unit', 'text')
    .addColumn('is_user_defined', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_comparable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_filterable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('attribute_options')
    .addColumn('id', 'integer', id)
    .addColumn('attribute_id', 'integer', (c) => c.notNull().references('attributes.id'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('default_label', 'text', (c) => c.notNull())
    .addColumn('swatch_value', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('attribute_options_attribute')
    .on('attribute_options')
    .column('attribute_id')
    .execute();

  await db.schema
    .createTable('tax_classes')
    .addColumn('id', 'integer', id)
    .addColumn('class_name', 'text', (c) => c.notNull())
    .addColumn('class_type', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('customer_groups')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('tax_class_id', 'integer', (c) => c.notNull().references('tax_classes.id'))
    .execute();

  await db.schema
    .createTable('tax_rates')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('tax_country_id', 'text', (c) => c.notNull())
    .addColumn('tax_region_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('region_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tax_postcode', 'text', (c) => c.notNull().defaultTo('*'))
    .addColumn('rate', 'real', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tax_rules')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('tax_rule_classes')
    .addColumn('tax_rule_id', 'integer', (c) => c.notNull().references('tax_rules.id'))
    .addColumn('tax_class_id', 'integer', (c) => c.notNull().references('tax_classes.id'))
    .addPrimaryKeyConstraint('tax_rule_classes_pk', ['tax_rule_id', 'tax_class_id'])
    .execute();

  await db.schema
    .createTable('tax_rule_rates')
    .addColumn('tax_rule_id', 'integer', (c) => c.notNull().references('tax_rules.id'))
    .addColumn('tax_rate_id', 'integer', (c) => c.notNull().references('tax_rates.id'))
    .addPrimaryKeyConstraint('tax_rule_rates_pk', ['tax_rule_id', 'tax_rate_id'])
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', id)
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('type_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('url_key', 'text', (c) => c.notNull())
    .addColumn('url_path', 'text')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('visibility', 'integer', (c) => c.notNull().defaultTo(4))
    // Catalogue price in öre as the shop states it: tax included.
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('special_price', 'integer')
    .addColumn('special_from_date', 'text')
    .addColumn('special_to_date', 'text')
    .addColumn('tax_class_id', 'integer', (c) => c.notNull().references('tax_classes.id'))
    .addColumn('brand_id', 'integer', (c) => c.references('brands.id'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text')
    .addColumn('weight', 'real')
    // Delivery time codes of commerce DELIVERY_TIMES ('w2-4', 'd2-8', ...).
    .addColumn('delivery_time', 'text')
    .addColumn('factory_delivery_time', 'text')
    .addColumn('news_from_date', 'text')
    .addColumn('sales_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('meta_title', 'text')
    .addColumn('meta_description', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_listing').on('products').columns(['status', 'visibility']).execute();
  await db.schema.createIndex('products_url_path').on('products').column('url_path').execute();
  await db.schema.createIndex('products_brand').on('products').column('brand_id').execute();

  await db.schema
    .createTable('product_attributes')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('attribute_id', 'integer', (c) => c.notNull().references('attributes.id'))
    .addColumn('option_id', 'integer', (c) => c.references('attribute_options.id'))
    .addColumn('value_text', 'text')
    .addColumn('value_number', 'real')
    .execute();
  await db.schema
    .createIndex('product_attributes_product')
    .on('product_attributes')
    .column('product_id')
    .execute();
  await db.schema
    .createIndex('product_attributes_option')
    .on('product_attributes')
    .columns(['attribute_id', 'option_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('product_categories')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_categories_pk', ['product_id', 'category_id'])
    .execute();
  await db.schema
    .createIndex('product_categories_category')
    .on('product_categories')
    .columns(['category_id', 'position'])
    .execute();

  await db.schema
    .createTable('product_media')
    .addColumn('id', 'integer', id)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('product_media_product').on('product_media').column('product_id').execute();

  // Configurable products: the children (simple products, visibility 1) and the attributes they vary by.
  await db.schema
    .createTable('product_relations')
    .addColumn('parent_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('child_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_relations_pk', ['parent_id', 'child_id'])
    .execute();
  await db.schema.createIndex('product_relations_child').on('product_relations').column('child_id').execute();

  await db.schema
    .createTable('product_configurable_options')
    .addColumn('id', 'integer', id)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('attribute_id', 'integer', (c) => c.notNull().references('attributes.id'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('product_configurable_options_product')
    .on('product_configurable_options')
    .column('product_id')
    .execute();

  // Grouped products ('associated') and related/upsell/crosssell links.
  await db.schema
    .createTable('product_links')
    .addColumn('id', 'integer', id)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('linked_product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('link_type', 'text', (c) => c.notNull())
    .addColumn('qty', 'real', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('product_links_product')
    .on('product_links')
    .columns(['product_id', 'link_type'])
    .execute();

  await db.schema
    .createTable('bundle_options')
    .addColumn('id', 'integer', id)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('bundle_options_product').on('bundle_options').column('product_id').execute();

  await db.schema
    .createTable('bundle_selections')
    .addColumn('id', 'integer', id)
    .addColumn('option_id', 'integer', (c) => c.notNull().references('bundle_options.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('qty', 'real', (c) => c.notNull().defaultTo(1))
    .addColumn('can_change_qty', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('bundle_selections_option')
    .on('bundle_selections')
    .column('option_id')
    .execute();

  await db.schema
    .createTable('custom_options')
    .addColumn('id', 'integer', id)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    // radio | checkbox | select | drop_down | field
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('is_require', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    // For 'field' options, which carry their own price: fixed öre or a percentage of the product price.
    .addColumn('price_type', 'text')
    .addColumn('price_amount', 'integer')
    .addColumn('price_percent', 'real')
    .addColumn('max_characters', 'integer')
    .execute();
  await db.schema.createIndex('custom_options_product').on('custom_options').column('product_id').execute();

  await db.schema
    .createTable('custom_option_values')
    .addColumn('id', 'integer', id)
    .addColumn('option_id', 'integer', (c) => c.notNull().references('custom_options.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    // 'fixed' uses price_amount (öre); 'percent' uses price_percent (10 = 10 % of the product price).
    .addColumn('price_type', 'text', (c) => c.notNull().defaultTo('fixed'))
    .addColumn('price_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_percent', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('custom_option_values_option')
    .on('custom_option_values')
    .column('option_id')
    .execute();

  await db.schema
    .createTable('tier_prices')
    .addColumn('id', 'integer', id)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    // NULL: every customer group.
    .addColumn('customer_group_id', 'integer', (c) => c.references('customer_groups.id'))
    .addColumn('qty', 'real', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tier_prices_product').on('tier_prices').column('product_id').execute();

  await db.schema
    .createTable('stock_items')
    .addColumn('product_id', 'integer', (c) => c.primaryKey().references('products.id'))
    .addColumn('qty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_in_stock', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('manage_stock', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('backorders', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_sale_qty', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('max_sale_qty', 'integer', (c) => c.notNull().defaultTo(10000))
    .addColumn('low_stock_qty', 'integer', (c) => c.notNull().defaultTo(3))
    .execute();

  await db.schema
    .createTable('cms_pages')
    .addColumn('id', 'integer', id)
    .addColumn('identifier', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content_heading', 'text')
    // Shop-authored HTML (trusted content, rendered as is).
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('meta_title', 'text')
    .addColumn('meta_description', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cms_blocks')
    .addColumn('id', 'integer', id)
    .addColumn('identifier', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
