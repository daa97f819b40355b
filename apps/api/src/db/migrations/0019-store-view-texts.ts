import type { Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './helpers.ts';

/**
 * Texts of a store view (decision 0029): a category's, CMS page's or product's field in the store view's language.
 * A field without a row shows the default store's text. One table for every kind keeps the fallback rule in one
 * place; the store code is commerce STORE_VIEWS' (`en`, `de`, `it`).
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('store_view_texts')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('store_code', 'text', (c) => c.notNull())
    // 'category', 'cms_page' or 'product'.
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    // A column of the entity's table: name, description, title, content, …
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_view_texts_key')
    .on('store_view_texts')
    .columns(['store_code', 'entity', 'entity_id', 'field'])
    .unique()
    .execute();
}
