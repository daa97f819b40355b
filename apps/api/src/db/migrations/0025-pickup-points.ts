import type { Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * The pick-up point (ombud) an order is collected at (decision 0033): kept on the order as the carrier described it
 * when the order was placed (JSON: id, name, street, postcode, city, opening hours), so the confirmation, My Account
 * and the back office show the point the parcel goes to even if the carrier's list changes later. Null: no pick-up
 * point (any other shipping method).
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.alterTable('orders').addColumn('pickup_point', 'text').execute();
}
