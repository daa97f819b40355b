import type { Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * A fixed coupon's amounts in EUR, set by the owner (decision 0061): the discount and the minimum order in cents incl.
 * VAT, used by the EUR store views. Null: not set, the SEK amount is converted at the rate (decision 0035).
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.alterTable('coupons').addColumn('value_eur', 'integer').execute();
  await db.schema.alterTable('coupons').addColumn('min_subtotal_incl_tax_eur', 'integer').execute();
}
