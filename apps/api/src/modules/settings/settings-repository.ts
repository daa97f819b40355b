import type { Selectable, Transaction } from 'kysely';
import { compiledQuery } from '../../db/compiled-query.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { ShopSettingTable } from '../../db/tables/back-office.ts';

export type ShopSettingRow = Selectable<ShopSettingTable>;

/** Read by every cart call (the checkout methods, read per request so a change shows at once): compiled once. */
const byKeys = compiledQuery((db: Db, keys: readonly string[]) =>
  db.selectFrom('shop_settings').selectAll().where('key', 'in', keys),
);

/**
 * The shop's settings, one JSON text per key (migration 0010). This module stores text; the settings use cases
 * validate it on the way in and out. A write moves the catalogue version (trigger), as catalogue edits do.
 */
export function createSettingsRepository(db: Db) {
  return {
    async read(keys: readonly string[]): Promise<Map<string, ShopSettingRow>> {
      const rows = await byKeys.all(db, keys);
      return new Map(rows.map((row) => [row.key, row]));
    },

    async readIn(trx: Transaction<Database>, key: string): Promise<ShopSettingRow | undefined> {
      return trx.selectFrom('shop_settings').selectAll().where('key', '=', key).executeTakeFirst();
    },

    async write(trx: Transaction<Database>, key: string, value: string, now: string): Promise<void> {
      await trx
        .insertInto('shop_settings')
        .values({ key, value, updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
        .execute();
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
