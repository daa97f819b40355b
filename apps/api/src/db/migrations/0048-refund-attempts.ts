import type { Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * `payment_refund_attempts` (decision 0060, second addendum): how many times a provider refused a refund of a payment
 * under one refund id. The provider is sent the refund id with this count (Stripe's idempotency key), so a press after
 * a refusal is a new attempt Stripe carries out rather than replays, while a press after an answer that never came
 * (a lost connection, a process that stopped) is sent under the same key and cannot pay twice.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('payment_refund_attempts')
    .addColumn('session_id', 'text', (c) => c.notNull().references('payment_sessions.id'))
    .addColumn('refund_id', 'text', (c) => c.notNull())
    .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('payment_refund_attempts_pk', ['session_id', 'refund_id'])
    .execute();
}
