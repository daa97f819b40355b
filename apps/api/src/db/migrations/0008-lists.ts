import type { Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './helpers.ts';

/**
 * A customer's wishlist and compare list (SPEC §4): one row per saved sku. Needs customers (0006). The unique key
 * makes adding an sku that is already there a no-op, so a guest's list can be merged in at login as often as it is sent.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('customer_list_items')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    // 'wishlist' | 'compare'
    .addColumn('list', 'text', (c) => c.notNull())
    // The sku, not the product id: a list outlives a product's re-import, and the storefront keeps skus too.
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('customer_list_items_customer_list_sku', ['customer_id', 'list', 'sku'])
    .execute();
}
