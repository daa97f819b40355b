import type { Transaction } from 'kysely';
import { toSekAmount, type PriceCurrency } from '@hemma/commerce';
import type { Database } from '../../db/schema.ts';
import { together } from '../../db/together.ts';
import type { PaymentMethod } from '../../modules/checkout/methods.ts';
import type { CouponRow } from '../../modules/coupon/coupon-repository.ts';
import { addLoyaltyEntry, pointsForGrandTotal } from '../../modules/loyalty/loyalty-repository.ts';
import type { MailTexts } from '../../modules/mail/mail-texts.ts';
import {
  addOrderEvent,
  recordReservations,
  setOrderPaymentStatus,
  type OrderItemRow,
  type OrderRow,
} from '../../modules/order/order-repository.ts';
import { reserveStocks } from '../../modules/stock/stock-repository.ts';
import type { AuthenticatedCustomer } from '../account/authenticate.ts';
import type { CheckoutContext } from '../cart/checkout-context.ts';
import type { PricedLine } from '../cart/price-cart-lines.ts';
import { raiseOrderPlaced } from '../webhooks/order-placed.ts';
import { draftHostedPayment } from './hosted-payments.ts';
import { confirmationReadsPayment, enqueueOrderConfirmation } from './order-mail.ts';

/** Some of the order's products are short: it is rolled back. */
export class StockShortage extends Error {
  constructor(readonly productIds: readonly number[]) {
    super(`products ${productIds.join(', ')} are short`);
  }
}
/** The payment session is not paid (or is another order's): the order is rolled back. */
export class PaymentNotSettled extends Error {}
/** The coupon's last use went to another order: this one is rolled back. */
export class CouponUsedUp extends Error {}

/** Sums what the lines take from stock per product (a bundle part may appear in several lines). */
function reservationsOf(lines: readonly PricedLine[]): Map<number, number> {
  const byProduct = new Map<number, number>();
  for (const line of lines)
    for (const r of line.reservations) byProduct.set(r.productId, (byProduct.get(r.productId) ?? 0) + r.qty);
  return byProduct;
}

/** What an order writes besides its row, as `placeOrder` decided it. */
export interface OrderWrites {
  lines: readonly PricedLine[];
  coupon: CouponRow | null;
  payment: PaymentMethod;
  /** The paid payment session the order claims, and the cart it was opened for. */
  claim: { sessionId: string; cartToken: string } | null;
  /** The cart the order empties. */
  cartId: string | null;
  customer: AuthenticatedCustomer | null;
  grandTotal: number;
  currency: PriceCurrency;
  /** The confirmation's texts, read before the transaction began. */
  mailTexts: MailTexts | undefined;
  now: string;
}

/**
 * Writes, in the order's transaction and after its row, everything the order is made of: its lines, the stock it
 * takes, its reservations, its first event, the loyalty points, the coupon's use, the payment it claims, the cart it
 * empties, its confirmation mail and webhook events, and a hosted payment's draft. Throws StockShortage, CouponUsedUp
 * or PaymentNotSettled for the caller to roll back and answer.
 */
export async function writeOrder(
  context: CheckoutContext,
  trx: Transaction<Database>,
  row: OrderRow,
  plan: OrderWrites,
): Promise<{
  row: OrderRow;
  items: OrderItemRow[];
  hosted: Awaited<ReturnType<typeof draftHostedPayment>> | null;
  soldOut: number[];
}> {
  const reservations = reservationsOf(plan.lines);
  // The rows other orders also write are taken one after the other, always in this order, so that two orders
  // never each hold a row the other waits for: the stock of every product in one statement (decision 0039,
  // addendum; short anywhere rolls the order back), the coupon's use, the payment session, the cart.
  const takeShared = async () => {
    const taken = await reserveStocks(trx, reservations);
    if (taken.short.length > 0) throw new StockShortage(taken.short);
    if (plan.coupon && !(await context.coupons.countUse(trx, plan.coupon.id))) throw new CouponUsedUp();
    // A provider's order stands only on a paid (or authorized) session of its cart and of exactly its amount,
    // used by no other order.
    let paymentStatus = row.payment_status ?? 'pending';
    if (plan.claim) {
      const claimed = await context.payments.claim(trx, plan.claim.sessionId, {
        orderId: row.id,
        cartToken: plan.claim.cartToken,
        amount: plan.grandTotal,
        currency: plan.currency.code,
      });
      if (!claimed) throw new PaymentNotSettled();
      if (claimed !== 'paid') await setOrderPaymentStatus(trx, row.id, claimed, plan.now);
      paymentStatus = claimed;
    }
    if (plan.cartId)
      await context.carts.deactivateIn(trx, plan.cartId, plan.customer?.customerId ?? null, plan.now);
    return { soldOut: taken.soldOut, paymentStatus };
  };
  const shared = takeShared();
  // Decision 0016: the points come with the order and only with it; a resend returns above and earns nothing.
  // Points are earned per krona: an order in euros counts at its SEK price (decision 0035).
  const points = plan.customer ? pointsForGrandTotal(toSekAmount(plan.grandTotal, plan.currency)) : 0;
  // The rest needs nothing but the order's row, so it is sent with the stock's statement: one round trip on
  // PostgreSQL's pipelined connections, not one each (decision 0073). A part payment's confirmation names its
  // credit option, read from the session the claim gives the order: it waits for the claim.
  const [items, { soldOut, paymentStatus }] = await together([
    context.orders.insertItems(
      trx,
      row.id,
      plan.lines.map((line) => ({
        product_id: line.productId,
        sku: line.sku,
        parent_sku: line.parentSku,
        name: line.name,
        product_type: line.productType,
        qty: line.qty,
        price_incl_tax: line.unitInclTax,
        row_total_incl_tax: line.rowTotalInclTax,
        tax_percent: line.taxPercent,
        product_option: line.productOption ? JSON.stringify(line.productOption) : null,
        options_text: line.options.map((o) => `${o.label}: ${o.value}`).join('; '),
      })),
    ),
    shared,
    // What was taken is what a cancellation gives back, whatever the catalogue looks like by then.
    recordReservations(trx, row.id, reservations),
    addOrderEvent(trx, { order_id: row.id, type: 'placed', to_status: 'new', created_at: plan.now }),
    plan.customer && points > 0
      ? addLoyaltyEntry(trx, {
          customer_id: plan.customer.customerId,
          order_id: row.id,
          increment_id: row.increment_id,
          points,
          reason: 'order',
          created_at: plan.now,
        })
      : undefined,
    // A hosted payment's order is confirmed when its payment stands (hosted-payments.ts), not before.
    plan.payment.hostedPage
      ? undefined
      : confirmationReadsPayment(plan.payment.code)
        ? shared.then(() => enqueueOrderConfirmation(trx, context, row, plan.lines, plan.mailTexts))
        : enqueueOrderConfirmation(trx, context, row, plan.lines, plan.mailTexts),
  ] as const);
  // The events' payloads read the order with its lines, as written.
  await raiseOrderPlaced(trx, row.id, reservations, new Date(plan.now), paymentStatus);
  const hosted = plan.payment.hostedPage ? await draftHostedPayment(trx, context, row) : null;
  return { row, items, hosted, soldOut };
}
