import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { addLoyaltyEntry, pointsEarnedBy } from '../../modules/loyalty/loyalty-repository.ts';
import type { CouponRepository } from '../../modules/coupon/coupon-repository.ts';
import type { OrderAdminRepository } from '../../modules/order/order-admin-repository.ts';
import type { OrderRepository, OrderRow } from '../../modules/order/order-repository.ts';
import { releaseStock } from '../../modules/stock/stock-repository.ts';

/** What undoing an order reads and writes: the order's reservations and lines, and its coupon. */
export interface UndoContext {
  admin: Pick<OrderAdminRepository, 'reservations'>;
  orders: Pick<OrderRepository, 'items'>;
  coupons: Pick<CouponRepository, 'findByCode' | 'releaseUse'>;
}

/**
 * What cancelling an order undoes, inside the transaction that cancels it (decision 0022): the stock it took comes
 * back, the coupon use it counted is given back, and the loyalty points it earned are taken back by a negative
 * 'reversal' entry (the ledger of decision 0016 keeps both lines). A card payment is not refunded here — payments
 * are the provider's — and the answer says so. Returns what was done, for the order's timeline.
 */
export async function undoOrder(
  context: UndoContext,
  trx: Transaction<Database>,
  order: OrderRow,
  now: string,
  /** True when the payment goes back through its provider right after (the shopper's cancel, decision 0055). */
  paymentReturned = false,
): Promise<string[]> {
  const done: string[] = [];
  const reservations = await context.admin.reservations(trx, order.id);
  // Orders placed before reservations were recorded (migration 0011) give back their lines; a bundle's parts are
  // unknown for them.
  const items = reservations.length > 0 ? [] : await context.orders.items(order.id, trx);
  const returns =
    reservations.length > 0
      ? reservations.map((r) => ({ productId: r.product_id, qty: r.qty }))
      : items
          .filter((i) => i.product_type !== 'bundle')
          .map((i) => ({ productId: i.product_id, qty: i.qty }));
  for (const r of returns) await releaseStock(trx, r.productId, r.qty);
  if (returns.length > 0)
    done.push(
      `Stock returned: ${returns.reduce((n, r) => n + r.qty, 0)} pcs of ${returns.length} product(s).`,
    );
  if (items.some((i) => i.product_type === 'bundle'))
    done.push('The parts of bundles were not returned to stock (placed before reservations were recorded).');

  if (order.coupon_code) {
    const coupon = await context.coupons.findByCode(order.coupon_code, trx);
    if (coupon && (await context.coupons.releaseUse(trx, coupon.id)))
      done.push(`Coupon ${coupon.code}: its use was given back.`);
  }

  const earned = await pointsEarnedBy(trx, order.id);
  if (earned && earned.points > 0) {
    // order_id stays empty: the ledger allows one entry per order, the one that earned; the number names it.
    await addLoyaltyEntry(trx, {
      customer_id: earned.customer_id,
      order_id: null,
      increment_id: order.increment_id,
      points: -earned.points,
      reason: 'reversal',
      created_at: now,
    });
    done.push(`${earned.points} loyalty points taken back.`);
  }

  if (!paymentReturned && order.payment_method === 'card' && order.payment_status === 'paid')
    done.push('Paid by card: NOT refunded by cancelling — refund the payment with the payment provider.');
  return done;
}
