import type { AdminCouponDto } from '@hemma/contract';
import { toSek } from '@hemma/commerce';
import type { CouponRow } from '../../modules/coupon/coupon-repository.ts';

/**
 * Coupons as the back office reads them: a fixed discount and the minimum are SEK there, öre here (what the back
 * office sends is converted at the edge: http/admin/coupon-input.ts).
 */

export function presentAdminCoupon(
  row: CouponRow,
  usage: { orders: number; discount: number; discountEur: number } | undefined,
): AdminCouponDto {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    type: row.type,
    value: row.type === 'fixed' ? toSek(row.value) : row.value,
    from_date: row.from_date,
    to_date: row.to_date,
    usage_limit: row.usage_limit,
    min_subtotal_incl_tax: row.min_subtotal_incl_tax === null ? null : toSek(row.min_subtotal_incl_tax),
    value_eur: row.value_eur === null ? null : toSek(row.value_eur),
    min_subtotal_incl_tax_eur:
      row.min_subtotal_incl_tax_eur === null ? null : toSek(row.min_subtotal_incl_tax_eur),
    customer_email: row.customer_email,
    is_active: row.is_active === 1,
    created_at: row.created_at,
    updated_at: row.updated_at ?? row.created_at,
    usage: {
      times_used: row.times_used,
      orders: usage?.orders ?? 0,
      discount_given: toSek(usage?.discount ?? 0),
      discount_given_eur: toSek(usage?.discountEur ?? 0),
    },
  };
}
