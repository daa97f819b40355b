import type { Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './helpers.ts';

/**
 * Translations of what the owner names by a code (decision 0058): shipping methods (`carrier/method`), payment
 * methods, coupons and mail templates, field by field per store view. Texts of entities with a numeric id (products,
 * categories, CMS pages, attributes) stay in store_view_texts (migration 0019); both resolve through one fallback
 * rule: the store view's text, else English, else the owner's Swedish text.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('store_view_code_texts')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('store_code', 'text', (c) => c.notNull())
    // 'shipping_method', 'payment_method', 'coupon' or 'mail_template'.
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_code', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_view_code_texts_key')
    .on('store_view_code_texts')
    .columns(['store_code', 'entity', 'entity_code', 'field'])
    .unique()
    .execute();
}
