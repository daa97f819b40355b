import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * FOLLOW-UP for the lead (decision 0055): the `returns` table is another branch's (migration 0039, decision 0054).
 * Until both are merged, the dashboard reads it here by raw SQL, and only when it exists; after the merge this
 * belongs in the returns module's repository (typed), and RETURN_WAITING should come from its status list.
 */
const RETURN_WAITING = ['requested', 'approved', 'received'];

const missingTable = (error: unknown) =>
  /no such table|does not exist/i.test(error instanceof Error ? error.message : String(error));

/** Returns the dashboard shows: how many wait for the back office, and what was refunded since `from`. */
export function createReturnsFigures(db: Db) {
  return {
    /** null while the shop has no returns table (the returns branch is not merged). */
    async read(from: string): Promise<{ waiting: number; refunds: { at: string; amount: number }[] } | null> {
      try {
        const waiting = await sql<{ n: number | string }>`
          select count(*) as n from returns where status in (${sql.join(RETURN_WAITING)})`.execute(db);
        const refunds = await sql<{ at: string; amount: number | string }>`
          select updated_at as at, refunded_amount as amount from returns
          where status = 'refunded' and updated_at >= ${from}`.execute(db);
        return {
          waiting: Number(waiting.rows[0]?.n ?? 0),
          refunds: refunds.rows.map((r) => ({ at: r.at, amount: Number(r.amount) })),
        };
      } catch (error) {
        if (missingTable(error)) return null;
        throw error;
      }
    },
  };
}
