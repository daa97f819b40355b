import type { AdminCouponDto, AdminCouponListQuery, AdminPage } from '@hemma/contract';
import { NotFoundError } from '../../errors.ts';
import { pageOf, pageWindow } from '../staff/admin-lists.ts';
import type { CouponContext } from './coupon-context.ts';
import { presentAdminCoupon } from './present-coupon.ts';

/** GET /api/admin/coupons: newest first, by code or description and by whether they work, with usage figures. */
export async function listCoupons(
  context: CouponContext,
  query: AdminCouponListQuery,
): Promise<AdminPage<AdminCouponDto>> {
  const { rows, total } = await context.coupons.page({
    search: query.q,
    active: query.active === undefined ? undefined : query.active === 'true',
    ...pageWindow(query),
  });
  const usage = await context.orders.couponUsage(rows.map((r) => r.code));
  return pageOf(
    rows.map((row) => presentAdminCoupon(row, usage.get(row.code))),
    total,
    query,
  );
}

/** GET /api/admin/coupons/:id. */
export async function getCoupon(context: CouponContext, id: number): Promise<AdminCouponDto> {
  const row = await context.coupons.findById(id);
  if (!row) throw new NotFoundError(`No coupon ${id}`);
  const usage = await context.orders.couponUsage([row.code]);
  return presentAdminCoupon(row, usage.get(row.code));
}
