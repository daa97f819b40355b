import { createOrderAdminRepository } from '../../modules/order/order-admin-repository.ts';
import type { CheckoutContext } from '../cart/checkout-context.ts';

/** What the back office's coupon use cases need: the coupons the cart applies, and the orders that used them. */
export function createCouponContext(checkout: CheckoutContext) {
  return {
    db: checkout.db,
    coupons: checkout.coupons,
    orders: createOrderAdminRepository(checkout.db),
    now: checkout.now,
  };
}

export type CouponContext = ReturnType<typeof createCouponContext>;
