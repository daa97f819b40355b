import { sql, type Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './helpers.ts';

/**
 * Newsletter subscribers and product reviews (decision 0014). Independent of customer accounts (0006): a review's
 * customer_id is a plain nullable column until accounts can fill it in, so this migration runs with or without 0006.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'integer', idColumn(dialect))
    // Trimmed and lower-cased before it is stored, so one mailbox is one row however it was typed.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    // 'subscribed' | 'unsubscribed'; the row stays after unsubscribing so the sign-up coupon is never issued twice.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('subscribed_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer')
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    // 'pending' | 'approved' | 'rejected': only approved reviews are ever shown.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The product page asks for one product's approved reviews, newest first.
  await db.schema
    .createIndex('reviews_product_status_created')
    .on('reviews')
    .columns(['product_id', 'status', 'created_at'])
    .execute();
}
