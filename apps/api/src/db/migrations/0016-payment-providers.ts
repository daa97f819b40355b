import type { Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * Payment providers behind one interface (decision 0027). A payment session now names its method (card, swish,
 * partpayment), the provider's own reference, what the provider told us (JSON: the masked payer, a pending 3-D Secure
 * challenge, the credit decision), when an unanswered request expires, and how much was refunded. Existing rows are
 * card payments of the sandbox.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .alterTable('payment_sessions')
    .addColumn('method', 'text', (c) => c.notNull().defaultTo('card'))
    .execute();
  await db.schema.alterTable('payment_sessions').addColumn('provider_reference', 'text').execute();
  await db.schema.alterTable('payment_sessions').addColumn('detail', 'text').execute();
  await db.schema.alterTable('payment_sessions').addColumn('expires_at', 'text').execute();
  await db.schema
    .alterTable('payment_sessions')
    .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('payment_sessions_order').on('payment_sessions').column('order_id').execute();
}
