import type { Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './helpers.ts';

/**
 * Loyalty points (decision 0016): a ledger of what each customer earned (and, later, spent). The balance is the sum
 * of the rows; an order earns at most once, which the unique order_id enforces whatever the code above it does.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('loyalty_points')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    // Null for entries that are not about an order (a future correction or redemption).
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null').unique())
    .addColumn('increment_id', 'text')
    // Positive when earned, negative when spent.
    .addColumn('points', 'integer', (c) => c.notNull())
    // 'order' (earned by an order) for now.
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('loyalty_points_customer_created')
    .on('loyalty_points')
    .columns(['customer_id', 'created_at'])
    .execute();
}
