import type { Generated } from 'kysely';

/** Row type of migration 0037 (API keys, decision 0051). Timestamps ISO text; scopes a JSON array. */
export interface ApiKeyTable {
  id: Generated<number>;
  name: string;
  prefix: string;
  key_hash: string;
  scopes: string;
  created_by: number | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface ApiKeyTables {
  api_keys: ApiKeyTable;
}
