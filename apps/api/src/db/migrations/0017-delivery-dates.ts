import type { Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * The delivery day of a home delivery (decision 0027, the SPEC §7 delivery-date extension): chosen on the cart
 * (POST /api/ext/delivery-date) and kept on the order (YYYY-MM-DD; null: none chosen, or no home delivery).
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.alterTable('carts').addColumn('delivery_date', 'text').execute();
  await db.schema.alterTable('orders').addColumn('delivery_date', 'text').execute();
}
