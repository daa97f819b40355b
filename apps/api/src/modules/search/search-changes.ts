import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Tells the search index that a product's or category's translated name, or an option's translated label, changed
 * (decision 0058, addenda): the
 * translations table has no triggers (migrations 0002, 0015 watch the catalogue tables), so the writer moves the
 * catalogue version and, for a product, logs the change the way the triggers do. The version is moved first, which
 * takes its row's lock on PostgreSQL, so the logged tag (the version before the move) is never behind an index
 * built meanwhile. Call inside the transaction that writes the texts.
 */
export async function noteNameTranslated(
  db: Db,
  entity: 'product' | 'category' | 'attribute_option',
  id: number,
): Promise<void> {
  await sql`update search_version set version = version + 1 where id = 1`.execute(db);
  if (entity !== 'product') return;
  const at = Math.floor(Date.now() / 1000);
  await sql`insert into search_changes (version, product_id, at) select version - 1, ${id}, ${at} from search_version where id = 1`.execute(
    db,
  );
}
