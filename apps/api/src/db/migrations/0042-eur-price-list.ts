import type { Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * The EUR price list the owner sets (decision 0057): a product's (or a configurable's variant's) own EUR price and
 * EUR special price in cents incl. VAT, the special one within the SEK special price's dates. Null: not set, the EUR
 * store views convert the SEK price at the rate and round it by the owner's rule. The price history records the EUR
 * final price where one was set, so the EU Omnibus lowest price of an EUR view follows the EUR price list.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.alterTable('products').addColumn('price_eur', 'integer').execute();
  await db.schema.alterTable('products').addColumn('special_price_eur', 'integer').execute();
  await db.schema.alterTable('price_history').addColumn('final_price_eur', 'integer').execute();
}
