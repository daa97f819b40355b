import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { databaseReadiness, migrateToLatest, pendingMigrations } from '../src/db/migrate.ts';
import { cacheLookups, searchIndexBuiltTime } from '../src/modules/observability/figures.ts';
import { createPostgresDatabase, useTestApi } from './support/test-api.ts';

const dir = mkdtempSync(join(tmpdir(), 'hemma-operations-'));
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup) await step();
  rmSync(dir, { recursive: true, force: true });
});

/** An empty database of the kind the suite runs on (PostgreSQL when DATABASE_URL is set), with a pool of 3. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    const database = await createPostgresDatabase(process.env.DATABASE_URL);
    databaseUrl = database.url;
    cleanup.push(database.drop);
  }
  const handle = openDatabase({ databaseUrl, sqlitePath: join(dir, 'empty.sqlite'), poolSize: 3 });
  cleanup.unshift(handle.close);
  return handle;
}

describe('readiness and figures for operations (decision 0030)', () => {
  it('is not ready before the migrations ran, and ready after', async () => {
    const handle = await emptyDatabase();
    const before = await databaseReadiness(handle);
    expect(before.ok).toBe(false);
    expect(before.detail).toContain('migrations pending: 0001-catalog');
    await migrateToLatest(handle);
    expect(await pendingMigrations(handle)).toEqual([]);
    expect(await databaseReadiness(handle)).toMatchObject({ ok: true });
    if (process.env.DATABASE_URL) expect(handle.pool?.()).toMatchObject({ max: 3 });
    else expect(handle.pool).toBeUndefined();
  });

  it('fails readiness when the database does not answer', async () => {
    // Nothing listens on port 1: the connection is refused, as when the server is down.
    const handle = openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', sqlitePath: '' });
    cleanup.unshift(handle.close);
    await expect(databaseReadiness(handle)).rejects.toThrow();
  });

  describe('the search index of a starting server', () => {
    let beforeStart = 0;
    beforeAll(() => {
      beforeStart = Date.now();
    });
    useTestApi({ searchIndexBeforeReady: true });

    it('is built before the port opens, so that the first search does not wait for it (issue 17)', () => {
      expect(searchIndexBuiltTime()).toBeGreaterThanOrEqual(beforeStart);
    });
  });

  describe('cache lookups and the search index', () => {
    const fileBegan = Date.now();
    const api = useTestApi();

    it('counts hits and misses of the list caches and notes when the index was built', async () => {
      const lookups = (cache: string) =>
        cacheLookups().find((c) => c.cache === cache) ?? { cache, hits: 0, misses: 0 };
      const before = lookups('list_pages');
      const query = '/api/catalog/products?q=soffa&size=2';
      expect((await api.get(query)).status).toBe(200);
      expect((await api.get(query)).status).toBe(200);
      const after = lookups('list_pages');
      expect(after.misses).toBe(before.misses + 1);
      expect(after.hits).toBe(before.hits + 1);
      expect(lookups('search_results').misses).toBeGreaterThan(0);
      // Built by this file's server (modules are per test file), so after the file began.
      expect(searchIndexBuiltTime()).toBeGreaterThanOrEqual(fileBegan);
    });
  });
});
