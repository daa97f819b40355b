import type { Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * Bulky goods and freight (decision 0049). A product's package dimensions in cm (its weight, in kg, was a column
 * already): what a shipping method's capacity is checked against. Null: not entered, not judged. The cart keeps
 * whether the shopper asked for carry-in (inbärning) with freight delivery, and the order what it cost (öre incl.
 * VAT, part of its shipping amount; null: none).
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  for (const column of ['package_length_cm', 'package_width_cm', 'package_height_cm'])
    await db.schema.alterTable('products').addColumn(column, 'real').execute();
  await db.schema
    .alterTable('carts')
    .addColumn('carry_in', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('carry_in_incl_tax', 'integer').execute();
}
