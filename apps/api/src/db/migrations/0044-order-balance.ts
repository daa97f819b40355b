import type { Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * What an order still owes after an edit raised it (decision 0060): `balance_due` in öre (0: nothing), the key of its
 * payment page (`balance_key`, random, made with the first raise) and the provider payment opened for it on that page
 * (`balance_payment_id`, a payment session of its own: the order's own session stays the one it was placed with).
 * And `returns.refund_claimed_at`: the moment an owner's refund of a return claimed it (decision 0060).
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('balance_due', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('balance_key', 'text').execute();
  await db.schema.alterTable('orders').addColumn('balance_payment_id', 'text').execute();
  await db.schema.createIndex('orders_balance_key').on('orders').column('balance_key').unique().execute();
  // A return's refund is claimed while its provider is asked, and recorded only once the provider accepted it.
  await db.schema.alterTable('returns').addColumn('refund_claimed_at', 'text').execute();
}
