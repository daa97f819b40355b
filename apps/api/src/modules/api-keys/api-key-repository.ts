import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ApiKeyTable } from '../../db/tables/api-keys.ts';

export type ApiKeyRow = Selectable<ApiKeyTable>;

/** The shop's API keys (migration 0037, decision 0051): kept by the SHA-256 of the key, never the key. */
export function createApiKeyRepository(db: Db) {
  return {
    async insert(row: Omit<ApiKeyRow, 'id' | 'last_used_at' | 'revoked_at'>): Promise<ApiKeyRow> {
      return db.insertInto('api_keys').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** Live keys, newest first. */
    async listLive(): Promise<ApiKeyRow[]> {
      return db
        .selectFrom('api_keys')
        .selectAll()
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** The live key with this hash, if any. */
    async findLiveByHash(keyHash: string): Promise<ApiKeyRow | undefined> {
      return db
        .selectFrom('api_keys')
        .selectAll()
        .where('key_hash', '=', keyHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
    },

    /** Revokes a live key; undefined when there is no live key with that id. */
    async revoke(id: number, now: string): Promise<ApiKeyRow | undefined> {
      return db
        .updateTable('api_keys')
        .set({ revoked_at: now })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },

    async touch(id: number, now: string): Promise<void> {
      await db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', id).execute();
    },
  };
}

export type ApiKeyRepository = ReturnType<typeof createApiKeyRepository>;
