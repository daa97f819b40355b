import type { Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * `orders.coupon_description` (decision 0061, addendum): the coupon's text as the shopper read it when the order was
 * placed, in the order's language (its translation, else English, else the owner's Swedish text), like the order's
 * method titles (decision 0058). Null: no coupon, a coupon without a text, or an order placed before.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.alterTable('orders').addColumn('coupon_description', 'text').execute();
}
