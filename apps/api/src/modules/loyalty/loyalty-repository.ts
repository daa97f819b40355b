import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LoyaltyPointsTable, LoyaltyReason } from '../../db/tables/engagement.ts';
import type { Database } from '../../db/schema.ts';

export type LoyaltyEntryRow = Selectable<LoyaltyPointsTable>;
export type NewLoyaltyEntry = Insertable<LoyaltyPointsTable>;

/** Öre of grand total (incl. VAT) per point: 1 point per whole 10 kr (decision 0016). */
export const ORE_PER_POINT = 1_000;

/** The points an order of this grand total (öre incl. VAT) earns. */
export function pointsForGrandTotal(grandTotalOre: number): number {
  return Math.max(0, Math.floor(grandTotalOre / ORE_PER_POINT));
}

/** Writes a ledger row inside the caller's transaction (the order's, so that it stands or falls with the order). */
export async function addLoyaltyEntry(trx: Transaction<Database>, entry: NewLoyaltyEntry): Promise<void> {
  await trx.insertInto('loyalty_points').values(entry).execute();
}

/** The points an order earned (its 'order' entry), read in the transaction that may take them back. */
export async function pointsEarnedBy(
  trx: Transaction<Database>,
  orderId: number,
): Promise<LoyaltyEntryRow | undefined> {
  return trx
    .selectFrom('loyalty_points')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('reason', '=', 'order')
    .executeTakeFirst();
}

export function createLoyaltyRepository(db: Db) {
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

export type { LoyaltyPointsTable, LoyaltyReason };
