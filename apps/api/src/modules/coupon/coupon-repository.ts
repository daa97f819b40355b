import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CouponTable } from '../../db/tables/checkout.ts';
import type { Database } from '../../db/schema.ts';

export type CouponRow = Selectable<CouponTable>;
export type NewCoupon = Insertable<CouponTable>;

/** Coupons. Use is counted inside the order's transaction so a limit holds under concurrent orders. */
export function createCouponRepository(db: Db) {
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

export type { CouponTable };
