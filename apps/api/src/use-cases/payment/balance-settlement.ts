import { formatPrice } from '@hemma/commerce';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { orderBalances } from '../../modules/order/order-balance-repository.ts';
import { addOrderEvent } from '../../modules/order/order-repository.ts';
import type { OrderRow } from '../../modules/order/order-repository.ts';
import type { NewPaymentSession, PaymentSessionRow } from '../../modules/payment/payment-repository.ts';

/** The order a payment of a raised order's difference pays (`cart_token` `balance:<order id>`, decision 0060). */
export function balanceOrderId(session: Pick<PaymentSessionRow, 'cart_token'>): number | null {
  const match = /^balance:(\d+)$/.exec(session.cart_token);
  return match ? Number(match[1]) : null;
}

/** The payment of an order's balance as it is written: not the order's own (findByOrder), named by the balance. */
export function newBalancePayment(
  order: OrderRow,
  payment: { id: string; method: string; now: Date; expiresAt: string | null },
): NewPaymentSession {
  return {
    id: payment.id,
    cart_token: `balance:${order.id}`,
    customer_id: order.customer_id,
    method: payment.method,
    amount: order.balance_due,
    currency: order.currency,
    created_at: payment.now.toISOString(),
    expires_at: payment.expiresAt,
  };
}

/**
 * Settles an order's balance by its paid payment, in the caller's transaction: nothing is due once, only when this
 * payment is the one tied to the balance and paid exactly what is due (a conditional update), with the timeline
 * entry. False when it had moved already (a second word of the same payment: a replayed webhook, the return page).
 */
export async function recordBalancePaid(
  trx: Transaction<Database>,
  orderId: number,
  session: Pick<PaymentSessionRow, 'id' | 'amount' | 'currency'>,
  providerName: string,
  now: string,
): Promise<boolean> {
  const moved = await orderBalances.settle(trx, orderId, session.id, session.amount, now);
  if (moved)
    await addOrderEvent(trx, {
      order_id: orderId,
      type: 'note',
      note:
        `Mellanskillnaden ${formatPrice(session.amount, 'sv-SE', session.currency)} efter ändringen är betald` +
        ` via ${providerName} (betalning ${session.id})`,
      created_at: now,
    });
  return moved;
}
