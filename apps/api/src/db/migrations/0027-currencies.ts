import type { Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * Store view currencies (decision 0035): an order and a payment record the currency their amounts are in (minor
 * units: öre for SEK, cents for EUR). Every row before this migration is in SEK.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('SEK'))
    .execute();
  await db.schema
    .alterTable('payment_sessions')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('SEK'))
    .execute();
}
