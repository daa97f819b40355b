import { localizedPath, storeViewByCode } from '@hemma/commerce';
import { AppError } from '../../errors.ts';
import type { OrderRow } from '../../modules/order/order-repository.ts';
import type { PaymentContext } from '../payment/payment-context.ts';
import { currentSession } from '../payment/payments.ts';
import { settleBalance } from '../payment/balance-payment.ts';

export { balanceAfterEdit } from '@hemma/commerce';

/** The storefront's page where the difference is paid (decision 0060). */
export const BALANCE_PAYMENT_PATH = '/order-payment';

/** The payment link of an order's balance, under the order's store view, as the mail gives it. */
export function balancePaymentUrl(shopUrl: string, order: OrderRow): string {
  const store = storeViewByCode(order.store_code) ?? undefined;
  return `${shopUrl}${localizedPath(BALANCE_PAYMENT_PATH, store)}?key=${order.balance_key}`;
}

/**
 * Before an edit changes what is due: a payment opened for the old amount is closed first (pending → expired, so
 * its page can no longer take money for an amount nobody owes). When it was paid meanwhile the balance is settled
 * and the edit refused (409): the owner sees the payment and edits again. A shopper's cancellation closes it the
 * same way, so an open payment of the difference cannot take money for a cancelled order.
 */
export async function refuseWhileBalancePaying(
  context: PaymentContext,
  order: OrderRow,
  refusal = 'The shopper has just paid the difference of an earlier change: reload the order, then edit it',
): Promise<void> {
  if (!order.balance_payment_id || order.balance_due === 0) return;
  const session = await currentSession(context, order.balance_payment_id);
  if (session.status === 'pending') {
    const closed = await context.payments.transition(session.id, ['pending'], 'expired', {
      updated_at: context.now().toISOString(),
    });
    if (closed) return;
  } else if (session.status !== 'paid') return;
  await settleBalance(context, order);
  throw new AppError(409, refusal);
}
