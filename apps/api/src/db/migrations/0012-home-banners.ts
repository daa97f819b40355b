import type { Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './helpers.ts';

/**
 * The home page's banners, per store view, edited in the back office (decision 0021); before, they were a JSON file
 * bundled with the storefront. The storefront reads them through /api/ext/banners on every home page render, so no
 * cache has to follow them and no catalogue-version trigger is needed.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('home_banners')
    .addColumn('id', 'integer', idColumn(dialect))
    // A store view's code (commerce STORE_VIEWS): 'default', 'de', 'it'.
    .addColumn('store_code', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    // A file under the images folder, served by /img/….
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('eyebrow', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cta', 'text', (c) => c.notNull())
    // The url key of the category the banner leads to.
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('home_banners_store')
    .on('home_banners')
    .columns(['store_code', 'position'])
    .execute();
}
