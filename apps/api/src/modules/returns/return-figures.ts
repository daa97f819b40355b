import { RETURN_STATUSES, type ReturnStatus } from '@hemma/commerce';
import type { Db } from '../../db/database.ts';

/** A return waits for the back office until it is refunded or rejected (decision 0054). */
const WAITING = RETURN_STATUSES.filter(
  (status): status is ReturnStatus => status !== 'refunded' && status !== 'rejected',
);

/** Returns as the dashboard shows them (decision 0055): how many wait, and what was refunded since `from`. */
export function createReturnFigures(db: Db) {
  return {
    async read(from: string): Promise<{ waiting: number; refunds: { at: string; amount: number }[] }> {
      const [waiting, refunds] = await Promise.all([
        db
          .selectFrom('returns')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('status', 'in', WAITING)
          .executeTakeFirst(),
        db
          .selectFrom('returns')
          .select(['updated_at as at', 'refunded_amount as amount'])
          .where('status', '=', 'refunded')
          .where('updated_at', '>=', from)
          .execute(),
      ]);
      return {
        waiting: Number(waiting?.n ?? 0),
        refunds: refunds.map((r) => ({ at: r.at, amount: Number(r.amount) })),
      };
    },
  };
}
