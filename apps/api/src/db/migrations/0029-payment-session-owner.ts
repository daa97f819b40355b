import { sql, type Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * A payment belongs to the cart it was opened for (issue 29): the session already names the cart by its token; it now
 * also records the cart's customer, so that a customer's payment answers only to that customer even after the order
 * closed the cart. Sessions opened before this migration take the customer of their cart.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.alterTable('payment_sessions').addColumn('customer_id', 'integer').execute();
  const customerOfCart = sql`(select carts.customer_id from carts where carts.token = payment_sessions.cart_token)`;
  await sql`update payment_sessions set customer_id = ${customerOfCart}`.execute(db);
}
