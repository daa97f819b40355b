import { sql, type Kysely, type Transaction } from 'kysely';
import type { CatalogTables, Database, DatabaseHandle } from '@hemma/api/seeding';
import type { SeedRows } from './generate/model.ts';

/** Insert order that satisfies the foreign keys. */
const ORDER: (keyof CatalogTables)[] = [
  'tax_classes',
  'customer_groups',
  'tax_rates',
  'tax_rules',
  'tax_rule_classes',
  'tax_rule_rates',
  'categories',
  'brands',
  'attributes',
  'attribute_options',
  'products',
  'product_attributes',
  'product_categories',
  'product_media',
  'product_relations',
  'product_configurable_options',
  'product_links',
  'bundle_options',
  'bundle_selections',
  'custom_options',
  'custom_option_values',
  'tier_prices',
  'stock_items',
  'cms_pages',
  'cms_blocks',
  'home_banners',
  'store_view_texts',
  'store_view_code_texts',
];

/** Tables whose id column is generated; after explicit ids their PostgreSQL sequences must move on. */
const IDENTITY_TABLES: (keyof CatalogTables)[] = ORDER.filter(
  (t) =>
    ![
      'tax_rule_classes',
      'tax_rule_rates',
      'product_attributes',
      'product_categories',
      'product_relations',
      'stock_items',
    ].includes(t),
);

/** SQLite allows 32 766 bound variables per statement; stay well below. */
const MAX_VARIABLES = 30_000;
const MAX_ROWS = 500;

async function insertTable(
  trx: Transaction<Database>,
  table: keyof Database,
  rows: readonly object[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_VARIABLES / columns)));
  for (let i = 0; i < rows.length; i += size) {
    // The rows are typed per table in SeedRows; the loop over table names cannot carry that type.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

/** Inserts all rows in one transaction; on PostgreSQL moves each identity sequence past the explicit ids. */
export async function insertRows(
  handle: DatabaseHandle,
  rows: SeedRows,
  log: (msg: string) => void,
): Promise<void> {
  await handle.db.transaction().execute(async (trx) => {
    for (const table of ORDER) {
      const started = performance.now();
      await insertTable(trx, table, rows[table]);
      const ms = performance.now() - started;
      if (ms > 500) log(`  ${table}: ${rows[table].length} rows in ${(ms / 1000).toFixed(1)} s`);
    }
    if (handle.dialect === 'postgres') await resetSequences(trx);
  });
}

async function resetSequences(db: Kysely<Database>): Promise<void> {
  for (const table of IDENTITY_TABLES) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 1))`.execute(
      db,
    );
  }
}
