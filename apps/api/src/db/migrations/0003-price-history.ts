import type { Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './helpers.ts';

/**
 * EU Omnibus price history (decision 0010): one row per change of a product's effective price. From `recorded_at`
 * on, the product cost `final_price` (öre incl. VAT, what a guest pays for one piece); the regular and special
 * prices of that moment are kept for audits. Rows are only ever appended.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('price_history')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('final_price', 'integer', (c) => c.notNull())
    .addColumn('regular_price', 'integer', (c) => c.notNull())
    .addColumn('special_price', 'integer')
    // ISO-8601 UTC with milliseconds (Date.toISOString), so that text order is time order.
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    // 'seed' | 'regular_price' | 'special_price' | 'special_price_removed' | 'special_window'
    .addColumn('reason', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('price_history_product_time')
    .on('price_history')
    .columns(['product_id', 'recorded_at'])
    .execute();
}
