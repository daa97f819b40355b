import { unshippedRefusal } from '@hemma/commerce';
import type { OrderHistoryEntryDto } from '@hemma/contract';
import { AppError } from '../../errors.ts';
import { isStripeMethod } from '../../modules/payment/stripe-gateway.ts';
import { presentHistoryOrder } from '../account/present-order-history.ts';
import type { OrderAdminContext } from '../order-admin/order-admin-context.ts';
import { paymentBackOf, returnCancelledPayment } from '../payment/cancel-payment.ts';
import type { PaymentContext } from '../payment/payment-context.ts';
import { recordCancellation } from '../order-admin/cancel-order.ts';
import type { OrderRow } from '../../modules/order/order-repository.ts';
import { refuseWhileBalancePaying } from '../payment/balance-payment.ts';
import { requireOrderCaller, type OrderCaller } from '../order/order-caller.ts';

/**
 * POST /api/user/orders/:id/cancel: the shopper cancels their order in one step while nothing of it has shipped
 * (decision 0055). One conditional update decides it — a cancel and a shipment of the same order at once: one wins,
 * the other is 409 — and the cancellation's transaction returns the stock, the coupon use and the points and writes
 * the mail; then the payment goes back through its provider (refunded, or an authorization voided).
 */
export async function cancelOwnOrder(
  context: OrderAdminContext,
  payments: PaymentContext,
  caller: OrderCaller,
  id: number,
): Promise<OrderHistoryEntryDto> {
  const order = requireOrderCaller(await context.admin.findById(id), caller, id);
  return cancelShopperOrder(context, payments, order, caller.email);
}

/**
 * The shopper's cancellation of an order the caller was found to hold — the customer's own (above), or a guest's
 * through the guest order page (POST /api/orders/:number/cancel, decision 0054's access) — recorded as the
 * customer's, under `email`.
 */
export async function cancelShopperOrder(
  context: OrderAdminContext,
  payments: PaymentContext,
  before: OrderRow,
  email: string,
): Promise<OrderHistoryEntryDto> {
  const id = before.id;
  const refusal = unshippedRefusal(before.status, 'cancelled');
  if (refusal) throw new AppError(409, refusal);
  const session = await payments.payments.findByOrder(id);
  // Stripe's page may still take the money (decision 0050): the order waits for its word, or for the page to expire.
  if (session?.status === 'pending' && isStripeMethod(session.method))
    throw new AppError(
      409,
      "The payment is still open at Stripe: finish or cancel it on Stripe's page, or wait half an hour, then try again",
    );
  // An open payment of the difference is closed first, as an edit does (decision 0060); paid meanwhile: 409.
  await refuseWhileBalancePaying(
    payments,
    before,
    'The difference has just been paid: reload the order, then cancel it',
  );
  const paymentBack = paymentBackOf(
    payments,
    session,
    session ? await payments.payments.findBalancePayments(id) : [],
  );
  const actor = { id: null, email };
  const now = context.now().toISOString();
  const after = await context.db.transaction().execute(async (trx) => {
    const moved = await context.admin.changeStatus(trx, id, before.status, {
      status: 'cancelled',
      updated_at: now,
    });
    if (!moved) {
      const current = await context.admin.findById(id, trx);
      throw new AppError(
        409,
        unshippedRefusal(current?.status ?? 'cancelled', 'cancelled') ??
          'The order was changed meanwhile — reload and try again',
      );
    }
    await recordCancellation(
      context,
      trx,
      { before, after: moved, actor, now },
      { byCustomer: true, paymentBack },
    );
    return moved;
  });
  context.outbox.kick();
  await returnCancelledPayment(payments, id, session, paymentBack, actor);
  const [order, items] = await Promise.all([context.admin.findById(id), context.orders.items(id)]);
  return presentHistoryOrder(order ?? after, items);
}
