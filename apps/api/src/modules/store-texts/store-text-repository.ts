import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { StoreViewTextTable } from '../../db/schema.ts';

export type StoreTextEntity = StoreViewTextTable['entity'];
/** Field → text of one entity in one store view. */
export type StoreTexts = ReadonlyMap<number, Readonly<Record<string, string>>>;

/** A store view's texts (migration 0019): read by entity kind, written by the seed and imports. */
export function createStoreTextRepository(db: Db) {
  return {
    /** The store view's texts of one kind, by entity id (all of them when `ids` is not given). */
    async list(storeCode: string, entity: StoreTextEntity, ids?: readonly number[]): Promise<StoreTexts> {
      let query = db
        .selectFrom('store_view_texts')
        .select(['entity_id', 'field', 'value'])
        .where('store_code', '=', storeCode)
        .where('entity', '=', entity);
      if (ids) query = query.where('entity_id', 'in', ids.length ? [...ids] : [-1]);
      const texts = new Map<number, Record<string, string>>();
      for (const row of await query.execute()) {
        texts.set(row.entity_id, { ...texts.get(row.entity_id), [row.field]: row.value });
      }
      return texts;
    },
    /** Every store view's texts of one kind: store code → entity id → fields (for cached reference data). */
    async listAll(entity: StoreTextEntity): Promise<Map<string, StoreTexts>> {
      const rows = await db
        .selectFrom('store_view_texts')
        .select(['store_code', 'entity_id', 'field', 'value'])
        .where('entity', '=', entity)
        .execute();
      const byStore = new Map<string, Map<number, Record<string, string>>>();
      for (const row of rows) {
        const texts = byStore.get(row.store_code) ?? new Map<number, Record<string, string>>();
        texts.set(row.entity_id, { ...texts.get(row.entity_id), [row.field]: row.value });
        byStore.set(row.store_code, texts);
      }
      return byStore;
    },
    async insert(rows: readonly Insertable<StoreViewTextTable>[]): Promise<void> {
      if (rows.length > 0)
        await db
          .insertInto('store_view_texts')
          .values([...rows])
          .execute();
    },
  };
}

/** `base` with the fields the store view translates replaced; fields it does not translate stay as they are. */
export function withStoreTexts<T extends object>(
  base: T,
  texts: Readonly<Record<string, string>> | undefined,
): T {
  if (!texts) return base;
  const result = { ...base } as Record<string, unknown>;
  for (const [field, value] of Object.entries(texts)) if (field in result) result[field] = value;
  return result as T;
}
