import type { Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './helpers.ts';

/**
 * Order fulfilment in the back office (decision 0022). What an order took from stock, product by product (a bundle
 * takes its parts, a configurable line its variant), so that cancelling gives back exactly that even after the
 * catalogue changed; the time a coupon was last edited, so an editor working from an old copy is refused rather
 * than overwriting; and the index of the review moderation queue.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('order_reservations')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_reservations_order')
    .on('order_reservations')
    .column('order_id')
    .execute();

  // Null until the back office first edits the coupon; its creation time stands in until then.
  await db.schema.alterTable('coupons').addColumn('updated_at', 'text').execute();

  await db.schema
    .createIndex('reviews_status_created')
    .on('reviews')
    .columns(['status', 'created_at'])
    .execute();
}
