import type { Insertable, Selectable, Transaction, Updateable } from 'kysely';
import { column, containsText } from '../../db/contains-text.ts';
import type { Db } from '../../db/database.ts';
import type { CouponTable } from '../../db/tables/checkout.ts';
import type { Database } from '../../db/schema.ts';

export type CouponRow = Selectable<CouponTable>;
export type NewCoupon = Insertable<CouponTable>;
export type CouponChange = Updateable<CouponTable>;

export interface CouponFilter {
  /** Part of the code or the description. */
  search?: string | undefined;
  active?: boolean | undefined;
  limit: number;
  offset: number;
}

type Executor = Transaction<Database> | Db;

/** Coupons. Use is counted inside the order's transaction so a limit holds under concurrent orders. */
export function createCouponRepository(db: Db) {
  return {
    async findByCode(code: string, executor: Executor = db): Promise<CouponRow | undefined> {
      return executor.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
    },

    async findById(id: number, executor: Executor = db): Promise<CouponRow | undefined> {
      return executor.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insert(coupons: readonly NewCoupon[]): Promise<void> {
      if (coupons.length > 0)
        await db
          .insertInto('coupons')
          .values([...coupons])
          .execute();
    },

    async insertOne(trx: Transaction<Database>, coupon: NewCoupon): Promise<CouponRow> {
      return trx.insertInto('coupons').values(coupon).returningAll().executeTakeFirstOrThrow();
    },

    async update(trx: Transaction<Database>, id: number, change: CouponChange): Promise<CouponRow> {
      return trx
        .updateTable('coupons')
        .set(change)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** A page of coupons, newest first. */
    async page(filter: CouponFilter) {
      let query = db.selectFrom('coupons');
      const search = filter.search;
      if (search)
        query = query.where((eb) =>
          eb.or([containsText(column('code'), search), containsText(column('description'), search)]),
        );
      if (filter.active !== undefined) query = query.where('is_active', '=', filter.active ? 1 : 0);
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
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

    /** Gives back the use a cancelled order counted (the inverse of countUse), never below zero. */
    async releaseUse(trx: Transaction<Database>, couponId: number): Promise<boolean> {
      const result = await trx
        .updateTable('coupons')
        .set((eb) => ({ times_used: eb('times_used', '-', 1) }))
        .where('id', '=', couponId)
        .where('times_used', '>', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type CouponRepository = ReturnType<typeof createCouponRepository>;

export type { CouponTable };
