import type { Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './helpers.ts';

/**
 * Carts, coupons and orders (decision 0012). Amounts are öre incl. VAT unless the column says otherwise; JSON
 * columns hold what the shopper chose (product options, addresses) as text so both databases store them alike.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('carts')
    .addColumn('id', 'integer', idColumn(dialect))
    // The cart id the client holds: random, unguessable; possession is the right to use a guest cart.
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer')
    .addColumn('group_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coupon_code', 'text')
    .addColumn('shipping_carrier_code', 'text')
    .addColumn('shipping_method_code', 'text')
    .addColumn('payment_method_code', 'text')
    .addColumn('shipping_country_id', 'text')
    // 1 while the cart can change; 0 once it became an order.
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('carts_customer').on('carts').column('customer_id').execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('parent_sku', 'text')
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('product_option', 'text')
    // SHA3-224 of the product option: one line per sku and configuration.
    .addColumn('checksum', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cart_items_line', ['cart_id', 'sku', 'checksum'])
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    // 'percent' (value 0–100) | 'fixed' (value in öre incl. VAT)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('from_date', 'text')
    .addColumn('to_date', 'text')
    .addColumn('usage_limit', 'integer')
    .addColumn('times_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_subtotal_incl_tax', 'integer')
    // A personal coupon (newsletter sign-up) names its owner's e-mail; null means anyone may use it.
    .addColumn('customer_email', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('increment_id', 'text', (c) => c.notNull().unique())
    // The id the client made up for this order: the same id sent again is the same order (idempotency).
    .addColumn('client_order_id', 'text', (c) => c.notNull().unique())
    // SHA-256 of the order request as received, to tell a repeat from a different order reusing the id.
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('cart_token', 'text')
    .addColumn('customer_id', 'integer')
    .addColumn('group_id', 'integer', (c) => c.notNull())
    .addColumn('store_code', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('customer_firstname', 'text', (c) => c.notNull())
    .addColumn('customer_lastname', 'text', (c) => c.notNull())
    .addColumn('shipping_address', 'text')
    .addColumn('billing_address', 'text', (c) => c.notNull())
    .addColumn('shipping_method', 'text')
    .addColumn('shipping_title', 'text')
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('payment_title', 'text', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('subtotal_incl_tax', 'integer', (c) => c.notNull())
    .addColumn('discount_incl_tax', 'integer', (c) => c.notNull())
    .addColumn('shipping_incl_tax', 'integer', (c) => c.notNull())
    .addColumn('payment_incl_tax', 'integer', (c) => c.notNull())
    .addColumn('tax', 'integer', (c) => c.notNull())
    .addColumn('grand_total', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_customer').on('orders').column('customer_id').execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('parent_sku', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('price_incl_tax', 'integer', (c) => c.notNull())
    .addColumn('row_total_incl_tax', 'integer', (c) => c.notNull())
    .addColumn('tax_percent', 'real', (c) => c.notNull())
    .addColumn('product_option', 'text')
    .addColumn('options_text', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();
}
