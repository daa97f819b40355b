import type { Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './helpers.ts';

/**
 * API keys for machines (decision 0051): an owner makes one with a name and scopes; only the SHA-256 of the key is
 * kept, with its first characters for the list. Revoked keys stay (the audit log names them) with `revoked_at`.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('name', 'text', (c) => c.notNull())
    // `hk_live_` and the first characters of the random part: enough to recognise a key, never to use it.
    .addColumn('prefix', 'text', (c) => c.notNull())
    // SHA-256 (hex) of the whole key: a leaked table opens nothing.
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    // JSON array of scopes, e.g. ["stock:write","orders:read"].
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Updated at most once a minute per key (decision 0051), not on every request.
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
}
