import type { Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * Hosted payments at Stripe (decision 0050): a payment session also knows the provider's payment (the payment intent
 * a Checkout Session created, which refunds, captures and disputes name), and every provider event handled is kept
 * by its id, so a redelivered or replayed event is handled once.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.alterTable('payment_sessions').addColumn('provider_payment_id', 'text').execute();
  await db.schema
    .createIndex('payment_sessions_provider_payment')
    .on('payment_sessions')
    .column('provider_payment_id')
    .execute();
  await db.schema
    .createTable('provider_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
}
