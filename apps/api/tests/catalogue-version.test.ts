import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApi } from './support/test-api.ts';

/**
 * The catalogue version every process's search index follows (migrations 0002 and 0014): it moves whenever a
 * committed transaction changed a watched catalogue row, and on PostgreSQL once per transaction however many
 * statements it ran (an import writes thousands).
 */
const api = useTestApi();
const postgres = () => api.handle.dialect === 'postgres';

async function version(): Promise<number> {
  const { rows } = await sql<{ version: number }>`select version from search_version where id = 1`.execute(
    api.handle.db,
  );
  return Number(rows[0]!.version);
}

async function productIds(count: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select id from products order by id limit ${count}`.execute(
    api.handle.db,
  );
  return rows.map((row) => Number(row.id));
}

const rename = (id: number, name: string) => sql`update products set name = ${name} where id = ${id}`;

describe('the catalogue version', () => {
  it('moves once for a transaction of many catalogue statements on PostgreSQL, and moves on SQLite too', async () => {
    const ids = await productIds(5);
    const before = await version();
    await api.handle.db.transaction().execute(async (trx) => {
      for (const id of ids) await rename(id, `Omdöpt ${id}`).execute(trx);
    });
    const moved = (await version()) - before;
    if (postgres()) expect(moved).toBe(1);
    else expect(moved).toBeGreaterThanOrEqual(1);
  });

  it('moves once per transaction, so the next transaction moves it again', async () => {
    const [id] = await productIds(1);
    const before = await version();
    await api.handle.db.transaction().execute((trx) => rename(id!, 'Första').execute(trx));
    await api.handle.db.transaction().execute((trx) => rename(id!, 'Andra').execute(trx));
    expect((await version()) - before).toBe(2);
  });

  it('still moves when the first change sat in a savepoint that was rolled back', async () => {
    const [first, second] = await productIds(2);
    const before = await version();
    await api.handle.db.transaction().execute(async (trx) => {
      await sql`savepoint undone`.execute(trx);
      await rename(first!, 'Ångrad').execute(trx);
      await sql`rollback to savepoint undone`.execute(trx);
      await rename(second!, 'Kvar').execute(trx);
    });
    expect(await version()).toBeGreaterThan(before);
  });

  it('does not move for a transaction that is rolled back', async () => {
    const [id] = await productIds(1);
    const before = await version();
    await expect(
      api.handle.db.transaction().execute(async (trx) => {
        await rename(id!, 'Aldrig').execute(trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBe(before);
  });
});
