import type { Selectable, Transaction } from 'kysely';
import { briefReads, OWNER_EDITS_FRESH_MS } from '../../db/brief-reads.ts';
import { compiledQuery } from '../../db/compiled-query.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { ShopSettingTable } from '../../db/tables/back-office.ts';

export type ShopSettingRow = Selectable<ShopSettingTable>;

/** Read by every cart call and order (the checkout methods): compiled once. */
const byKeys = compiledQuery((db: Db, keys: readonly string[]) =>
  db.selectFrom('shop_settings').selectAll().where('key', 'in', keys),
);

/** What this process read, kept for OWNER_EDITS_FRESH_MS (decision 0072). */
const kept = briefReads<Db, ReadonlyMap<string, ShopSettingRow>>(OWNER_EDITS_FRESH_MS);

/**
 * The shop's settings, one JSON text per key (migration 0010). This module stores text; the settings use cases
 * validate it on the way in and out. A write moves the catalogue version (trigger), as catalogue edits do.
 */
export function createSettingsRepository(db: Db) {
  return {
    /** The rows of these keys as this process read them at most OWNER_EDITS_FRESH_MS ago (shared: never changed). */
    read(keys: readonly string[]): Promise<ReadonlyMap<string, ShopSettingRow>> {
      return kept.read(db, keys.join('\u0000'), async () => {
        const rows = await byKeys.all(db, keys);
        return new Map(rows.map((row) => [row.key, row]));
      });
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
      kept.written();
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
