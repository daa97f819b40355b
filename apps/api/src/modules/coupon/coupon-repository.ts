import type { Generated, Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** Migration 0004: discount codes with validity windows and usage limits. */
export interface CouponTable {
  id: Generated<number>;
  code: string;
  description: string;
  type: 'percent' | 'fixed';
  /** percent: 0–100; fixed: öre incl. VAT. */
  value: number;
  from_date: string | null;
  to_date: string | null;
  usage_limit: number | null;
  times_used: Generated<number>;
  min_subtotal_incl_tax: number | null;
  /** A personal coupon (newsletter sign-up) belongs to this e-mail; null: anyone may use it. */
  customer_email: string | null;
  is_active: Generated<number>;
  created_at: string;
}

export type CouponRow = Selectable<CouponTable>;
export type NewCoupon = Insertable<CouponTable>;
type CouponDb = { coupons: CouponTable };

/** Coupons. Use is counted inside the order's transaction so a limit holds under concurrent orders. */
export function createCouponRepository(database: Db) {
  const db = database.withTables<CouponDb>();
  return {
    async findByCode(code: string): Promise<CouponRow | undefined> {
      return db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
    },

    async insert(coupons: readonly NewCoupon[]): Promise<void> {
      if (coupons.length > 0)
        await db
          .insertInto('coupons')
          .values([...coupons])
          .execute();
    },

    /**
     * Counts one use when the limit allows it; false when the coupon is used up. A single conditional UPDATE, so
     * two orders racing for the last use cannot both get it (the row lock orders them on PostgreSQL).
     */
    async countUse(trx: Transaction<Database>, couponId: number): Promise<boolean> {
      const result = await trx
        .withTables<CouponDb>()
        .updateTable('coupons')
        .set((eb) => ({ times_used: eb('times_used', '+', 1) }))
        .where('id', '=', couponId)
        .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type CouponRepository = ReturnType<typeof createCouponRepository>;
