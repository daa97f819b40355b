import { DEFAULT_STORE_VIEW, translationChain } from '@hemma/commerce';
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
    /**
     * The texts of the store views a store view falls back to (decision 0058: its own, then English), by entity id
     * and store code, for resolveTranslation.
     */
    async listChain(
      storeCode: string | undefined,
      entity: StoreTextEntity,
      ids: readonly number[],
    ): Promise<Map<number, Record<string, Record<string, string>>>> {
      const codes = translationChain(storeCode).filter((c) => c !== DEFAULT_STORE_VIEW.storeCode);
      const texts = new Map<number, Record<string, Record<string, string>>>();
      if (codes.length === 0 || ids.length === 0) return texts;
      const rows = await db
        .selectFrom('store_view_texts')
        .select(['store_code', 'entity_id', 'field', 'value'])
        .where('store_code', 'in', codes)
        .where('entity', '=', entity)
        .where('entity_id', 'in', [...ids])
        .execute();
      for (const row of rows) {
        const byStore = texts.get(row.entity_id) ?? {};
        byStore[row.store_code] = { ...byStore[row.store_code], [row.field]: row.value };
        texts.set(row.entity_id, byStore);
      }
      return texts;
    },
    /**
     * The texts a store view shows, by entity id: each field its own translation, else the English one (decision
     * 0058); a field in neither keeps the owner's Swedish text. None for the default store.
     */
    async listShown(
      storeCode: string | undefined,
      entity: StoreTextEntity,
      ids: readonly number[],
    ): Promise<StoreTexts> {
      const shown = new Map<number, Record<string, string>>();
      for (const [id, byStore] of await this.listChain(storeCode, entity, ids))
        shown.set(id, shownTexts(byStore, storeCode) ?? {});
      return shown;
    },
    /** Sets one text (an empty value removes it, so the field falls back again). */
    async put(row: Insertable<StoreViewTextTable>): Promise<void> {
      await db
        .deleteFrom('store_view_texts')
        .where('store_code', '=', row.store_code)
        .where('entity', '=', row.entity)
        .where('entity_id', '=', row.entity_id)
        .where('field', '=', row.field)
        .execute();
      if (row.value.trim() !== '') await db.insertInto('store_view_texts').values(row).execute();
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

/**
 * One entity's texts as a store view shows them, from its texts by store code: the store view's own field, else the
 * English one (decision 0058's chain, read back to front); undefined when it has none.
 */
export function shownTexts(
  byStore: Readonly<Record<string, Readonly<Record<string, string>> | undefined>>,
  storeCode: string | undefined,
): Record<string, string> | undefined {
  const codes = translationChain(storeCode).filter((c) => c !== DEFAULT_STORE_VIEW.storeCode);
  let shown: Record<string, string> | undefined;
  for (const code of codes.reverse()) if (byStore[code]) shown = { ...shown, ...byStore[code] };
  return shown;
}
