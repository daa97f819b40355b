import type { Db } from '../../db/database.ts';
import { sumsPerCurrency } from './sums-per-currency.ts';

/**
 * Orders and their value over a time span; cancelled orders count in neither. Revenue is incl. VAT per currency
 * (decision 0035): öre of the SEK orders, cents of the EUR orders — never summed together.
 */
export interface OrderFigures {
  orders: number;
  revenue: number;
  revenueEur: number;
}

/** The figures a shop owner's dashboard shows about orders. */
export function createOrderFiguresRepository(db: Db) {
  return {
    /** Orders placed from `from` (inclusive) up to `to` (exclusive), ISO instants. */
    async placedBetween(from: string, to: string): Promise<OrderFigures> {
      const row = await db
        .selectFrom('orders')
        .select((eb) => {
          const [sek, eur] = sumsPerCurrency(eb);
          return [eb.fn.countAll<number>().as('n'), sek.as('revenue'), eur.as('revenue_eur')];
        })
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .where('status', '!=', 'cancelled')
        .executeTakeFirstOrThrow();
      return {
        orders: Number(row.n),
        revenue: Number(row.revenue ?? 0),
        revenueEur: Number(row.revenue_eur ?? 0),
      };
    },

    /** The SEK orders placed since `from` (not cancelled): when, and their grand total in öre (decision 0055). */
    async salesSince(from: string): Promise<{ created_at: string; grand_total: number }[]> {
      return db
        .selectFrom('orders')
        .select(['created_at', 'grand_total'])
        .where('created_at', '>=', from)
        .where('status', '!=', 'cancelled')
        .where('currency', '=', 'SEK')
        .execute();
    },

    /** How many orders are in each of `statuses`. */
    async countByStatus(statuses: readonly string[]): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('orders')
        .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
        .where('status', 'in', [...statuses])
        .groupBy('status')
        .execute();
      return new Map(rows.map((r) => [r.status, Number(r.n)]));
    },
  };
}

export type OrderFiguresRepository = ReturnType<typeof createOrderFiguresRepository>;
