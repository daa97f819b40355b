import type { Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * Card payments through the payment provider's page (decision 0012): one session per payment attempt. The shop's
 * sandbox provider marks a session paid; an order may use a paid session once, for exactly its amount.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('payment_sessions')
    // Random and unguessable: the provider page's address carries it.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cart_token', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    // 'pending' | 'paid' | 'declined'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('card_last4', 'text')
    .addColumn('order_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
