import { sql, type Transaction } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { describe, expect, it } from 'vitest';
import { reserveStocks } from '../src/modules/stock/stock-repository.ts';
import { useTestApi } from './support/test-api.ts';

/**
 * Issue 32 (decision 0039, addendum): taking the stock of an order's lines in one statement must lock the rows in
 * product id order on PostgreSQL, not in the physical order of its sequential scan, which every update changes.
 * Otherwise two orders of the same products can each hold a row the other waits for: "deadlock detected" (40P01),
 * a 500 for one shopper. SQLite runs one writer at a time and cannot deadlock so: the suite runs on PostgreSQL.
 */
const databaseUrl = process.env.DATABASE_URL;

describe.runIf(databaseUrl)('taking stock of several products on PostgreSQL', () => {
  const api = useTestApi();

  it('locks them in product id order, whatever their physical order, so two orders do not deadlock', async () => {
    const { db } = api.handle;
    const [a, b] = (
      await db.selectFrom('stock_items').select('product_id').orderBy('product_id').limit(2).execute()
    ).map((row) => row.product_id) as [number, number];
    const plenty = { qty: 100, manage_stock: 1, backorders: 0, is_in_stock: 1 };
    await db.updateTable('stock_items').set(plenty).where('product_id', 'in', [a, b]).execute();
    // A's newest row version is written after B's: a sequential scan now meets B first.
    await db.updateTable('stock_items').set(plenty).where('product_id', '=', a).execute();
    const physical = await sql<{ product_id: number }>`
      select product_id from stock_items where product_id in (${a}, ${b}) order by ctid`.execute(db);
    expect(physical.rows.map((row) => row.product_id)).toEqual([b, a]);

    // The first order holds A and, while it holds it, waits until the second order waits for a row lock; then it
    // takes B. Locked in physical order, the second would hold B by then and wait for A: a deadlock.
    let firstHoldsA!: () => void;
    const holdsA = new Promise<void>((resolve) => (firstHoldsA = resolve));
    const first = db.transaction().execute(async (trx) => {
      await hashJoinsOnly(trx);
      const one = await reserveStocks(trx, new Map([[a, 1]]));
      firstHoldsA();
      await waitingForRowLock(db);
      const other = await reserveStocks(trx, new Map([[b, 1]]));
      return [one, other];
    });
    await holdsA;
    const second = db.transaction().execute(async (trx) => {
      await hashJoinsOnly(trx);
      return reserveStocks(
        trx,
        new Map([
          [b, 1],
          [a, 1],
        ]),
      );
    });
    const outcome = await Promise.allSettled([first, second]);
    expect(
      outcome.map((o) => (o.status === 'rejected' ? (o.reason as { code?: string }).code : 'ok')),
    ).toEqual(['ok', 'ok']);
    expect(outcome).toEqual([
      {
        status: 'fulfilled',
        value: [
          { short: [], soldOut: [] },
          { short: [], soldOut: [] },
        ],
      },
      { status: 'fulfilled', value: { short: [], soldOut: [] } },
    ]);
    const left = await db
      .selectFrom('stock_items')
      .select(['product_id', 'qty'])
      .where('product_id', 'in', [a, b])
      .orderBy('product_id')
      .execute();
    expect(left).toEqual([
      { product_id: a, qty: 98 },
      { product_id: b, qty: 98 },
    ]);
  });
});

/**
 * Makes the planner join as it does for a small stock table or many lines: a hash join over a sequential scan, which
 * meets the rows in physical order. (With this seeded shop's 451 rows and two lines it would look each row up by its
 * primary key in the order of the VALUES list, which is product id order: the deadlock would then not show.)
 */
async function hashJoinsOnly(trx: Transaction<Database>): Promise<void> {
  await sql`set local enable_nestloop = off`.execute(trx);
  await sql`set local enable_mergejoin = off`.execute(trx);
}

/** Resolves once another session of this database waits for a lock (the second order, behind the first). */
async function waitingForRowLock(db: ReturnType<typeof useTestApi>['handle']['db']): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if (Number(rows[0]?.n) > 0) return;
  }
}
