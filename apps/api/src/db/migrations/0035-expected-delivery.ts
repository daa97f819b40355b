import type { Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * When an order is expected (issue 35): every order states it on the thank-you page, in My Account and in its mail —
 * the booked day, or the interval its products' delivery times give (YYYY-MM-DD both; a pick-up point's parcel and
 * "Första möjliga dag" too). Null for an order with nothing to deliver, and for orders placed before.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.alterTable('orders').addColumn('expected_delivery_from', 'text').execute();
  await db.schema.alterTable('orders').addColumn('expected_delivery_to', 'text').execute();
}
