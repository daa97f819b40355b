import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledQuery } from './compiled-query.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';

interface Things {
  things: { id: number; name: string; hidden: number };
}

describe('compiledQuery (issue 32)', () => {
  let handle: DatabaseHandle;
  let db: Kysely<Things>;
  beforeAll(async () => {
    handle = openDatabase({ sqlitePath: ':memory:' });
    db = handle.db as unknown as Kysely<Things>;
    await sql`create table things (id integer primary key, name text not null, hidden integer not null)`.execute(
      db,
    );
    for (let id = 1; id <= 200; id++)
      await db
        .insertInto('things')
        .values({ id, name: `thing ${id}`, hidden: id % 10 === 0 ? 1 : 0 })
        .execute();
  });
  afterAll(() => handle.close());

  const shown = compiledQuery((db: Kysely<Things>, ids: readonly number[], prefix: string) =>
    db
      .selectFrom('things')
      .select(['id', 'name'])
      .where('id', 'in', ids)
      .where('hidden', '=', 0)
      .where('name', 'like', prefix)
      .orderBy('id'),
  );
  const built = (ids: readonly number[], prefix: string) =>
    db
      .selectFrom('things')
      .select(['id', 'name'])
      .where('id', 'in', ids)
      .where('hidden', '=', 0)
      .where('name', 'like', prefix)
      .orderBy('id')
      .execute();

  it('answers what the query built at each execution answers, for lists of every length', async () => {
    for (const ids of [[1], [2, 3], [4, 10, 11], [3, 2], Array.from({ length: 150 }, (_, i) => i + 1)])
      for (const prefix of ['thing%', 'thing 1%', 'none%'])
        expect(await shown.all(db, ids, prefix)).toEqual(await built(ids, prefix));
  });

  it('keeps the statement, not its rows: a change shows in the next execution', async () => {
    const byId = compiledQuery((db: Kysely<Things>, id: number) =>
      db.selectFrom('things').select('name').where('id', '=', id),
    );
    expect(await byId.first(db, 7)).toEqual({ name: 'thing 7' });
    await db.updateTable('things').set({ name: 'renamed' }).where('id', '=', 7).execute();
    expect(await byId.first(db, 7)).toEqual({ name: 'renamed' });
    expect(await byId.first(db, 999)).toBeUndefined();
  });

  it('runs in a transaction it is given', async () => {
    const byId = compiledQuery((db: Kysely<Things>, id: number) =>
      db.selectFrom('things').select('name').where('id', '=', id),
    );
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('things').set({ name: 'inside' }).where('id', '=', 8).execute();
      expect(await byId.first(trx, 8)).toEqual({ name: 'inside' });
    });
  });

  it('refuses a build that uses an argument other than as a value of the query', async () => {
    const misused = compiledQuery((db: Kysely<Things>, column: string) =>
      db
        .selectFrom('things')
        .select('id')
        .where(column === 'name' ? 'name' : 'id', '=', 1),
    );
    await expect(misused.all(db, 'name')).rejects.toThrow(/not used as values/);
  });
});
