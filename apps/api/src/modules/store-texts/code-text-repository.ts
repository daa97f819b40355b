import { DEFAULT_STORE_VIEW, translationChain } from '@hemma/commerce';
import type { Insertable } from 'kysely';
import { briefReads, OWNER_EDITS_FRESH_MS } from '../../db/brief-reads.ts';
import type { Db } from '../../db/database.ts';
import type { StoreViewCodeTextTable } from '../../db/schema.ts';

export type CodeTextEntity = StoreViewCodeTextTable['entity'];
/** Entity code → store code → field → text. */
export type CodeTexts = ReadonlyMap<string, Readonly<Record<string, Readonly<Record<string, string>>>>>;

/** Read by every order (its mail's texts) and cart call abroad: kept as the shop's settings are (decision 0072). */
const kept = briefReads<Db, CodeTexts>(OWNER_EDITS_FRESH_MS);

/**
 * Translations of what the owner names by a code (migration 0043, decision 0058): shipping methods (`carrier/method`),
 * payment methods, coupons and mail templates.
 */
export function createCodeTextRepository(db: Db) {
  return {
    /**
     * The texts of one kind in the store views `storeCode` falls back to (all store views when not given), as this
     * process read them at most OWNER_EDITS_FRESH_MS ago (shared: not to be changed).
     */
    list(entity: CodeTextEntity, storeCode?: string): Promise<CodeTexts> {
      return kept.read(db, `${entity}\u0000${storeCode ?? ''}`, () => read(db, entity, storeCode));
    },
    /** Sets one text (an empty value removes it, so the field falls back again). */
    async put(row: Insertable<StoreViewCodeTextTable>): Promise<void> {
      await db
        .deleteFrom('store_view_code_texts')
        .where('store_code', '=', row.store_code)
        .where('entity', '=', row.entity)
        .where('entity_code', '=', row.entity_code)
        .where('field', '=', row.field)
        .execute();
      if (row.value.trim() !== '') await db.insertInto('store_view_code_texts').values(row).execute();
      kept.written();
    },
    async insert(rows: readonly Insertable<StoreViewCodeTextTable>[]): Promise<void> {
      if (rows.length > 0)
        await db
          .insertInto('store_view_code_texts')
          .values([...rows])
          .execute();
      kept.written();
    },
  };
}

/** The texts of one kind, read from the database. */
async function read(db: Db, entity: CodeTextEntity, storeCode?: string): Promise<CodeTexts> {
  let query = db
    .selectFrom('store_view_code_texts')
    .select(['store_code', 'entity_code', 'field', 'value'])
    .where('entity', '=', entity);
  if (storeCode !== undefined) {
    const codes = translationChain(storeCode).filter((c) => c !== DEFAULT_STORE_VIEW.storeCode);
    if (codes.length === 0) return new Map();
    query = query.where('store_code', 'in', codes);
  }
  const texts = new Map<string, Record<string, Record<string, string>>>();
  for (const row of await query.execute()) {
    const byStore = texts.get(row.entity_code) ?? {};
    byStore[row.store_code] = { ...byStore[row.store_code], [row.field]: row.value };
    texts.set(row.entity_code, byStore);
  }
  return texts;
}
