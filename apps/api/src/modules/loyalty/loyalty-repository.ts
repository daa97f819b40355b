import type { Generated, Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** Migration 0009: the loyalty points ledger (decision 0016). */
export interface LoyaltyPointsTable {
  id: Generated<number>;
  customer_id: number;
  order_id: number | null;
  increment_id: string | null;
  points: number;
  reason: LoyaltyReason;
  created_at: string;
}

export type LoyaltyReason = 'order';
export type LoyaltyEntryRow = Selectable<LoyaltyPointsTable>;
export type NewLoyaltyEntry = Insertable<LoyaltyPointsTable>;
type LoyaltyDb = { loyalty_points: LoyaltyPointsTable };

/** Öre of grand total (incl. VAT) per point: 1 point per whole 10 kr (decision 0016). */
export const ORE_PER_POINT = 1_000;

/** The points an order of this grand total (öre incl. VAT) earns. */
export function pointsForGrandTotal(grandTotalOre: number): number {
  return Math.max(0, Math.floor(grandTotalOre / ORE_PER_POINT));
}

/** Writes a ledger row inside the caller's transaction (the order's, so that it stands or falls with the order). */
export async function addLoyaltyEntry(trx: Transaction<Database>, entry: NewLoyaltyEntry): Promise<void> {
  await trx.withTables<LoyaltyDb>().insertInto('loyalty_points').values(entry).execute();
}

export function createLoyaltyRepository(database: Db) {
  const db = database.withTables<LoyaltyDb>();
  return {
    /** A customer's entries, newest first (id breaks ties). */
    async entries(customerId: number, limit: number): Promise<LoyaltyEntryRow[]> {
      return db
        .selectFrom('loyalty_points')
        .selectAll()
        .where('customer_id', '=', customerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async balance(customerId: number): Promise<number> {
      const row = await db
        .selectFrom('loyalty_points')
        .select((eb) => eb.fn.sum<number | string | null>('points').as('total'))
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },
  };
}

export type LoyaltyRepository = ReturnType<typeof createLoyaltyRepository>;
