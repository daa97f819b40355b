import { currencyOf, toSek } from '@hemma/commerce';
import type { BalancePaymentDto } from '@hemma/contract';
import type { OrderRow } from '../../modules/order/order-repository.ts';
import type { PaymentContext } from './payment-context.ts';
import { present } from './payments.ts';
import { stripePageOf } from './stripe-balance.ts';
import { readDetail } from '../order/hosted-payments.ts';

/**
 * What is left to pay of a changed order (decision 0060), and the payment open for exactly that amount. A payment
 * through Stripe answers Stripe's own page as its `url`: the shopper is sent there, not shown it in a frame; once
 * Stripe says the shopper finished there but not yet that the money came, the balance is `processing`.
 */
export async function presentBalance(context: PaymentContext, order: OrderRow): Promise<BalancePaymentDto> {
  const open = order.balance_payment_id ? await context.payments.find(order.balance_payment_id) : undefined;
  const cancelled = order.status === 'cancelled';
  const atStripe = open ? stripePageOf(open) : null;
  // Stripe said the shopper finished its page; its word that the money came has not (decision 0060, addendum 4).
  const processing =
    open?.status === 'pending' && open.amount === order.balance_due && readDetail(open).completed === true;
  return {
    order_number: order.increment_id,
    status: cancelled ? 'cancelled' : order.balance_due === 0 ? 'paid' : processing ? 'processing' : 'due',
    amount_due: cancelled ? 0 : toSek(order.balance_due),
    currency: currencyOf(order.currency),
    payment:
      open && open.amount === order.balance_due && order.balance_due > 0 && !cancelled
        ? { ...present(context, open), ...(atStripe ? { url: atStripe } : {}) }
        : null,
  };
}
