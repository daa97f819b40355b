export { apiPlugin, type ApiOptions } from './http/api-plugin.ts';
export { openDatabase, type DatabaseHandle, type Db } from './db/database.ts';
export { migrateToLatest } from './db/migrate.ts';
