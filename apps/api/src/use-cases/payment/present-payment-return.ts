import type { PaymentReturnDto } from '@hemma/contract';
import { toSek } from '@hemma/commerce';
import { NotFoundError } from '../../errors.ts';
import type { PaymentSessionRow } from '../../modules/payment/payment-repository.ts';
import type { CheckoutContext } from '../cart/checkout-context.ts';

/** What the return page shows of a hosted payment and its order (decision 0050); the cart when it is open again. */
export async function presentPaymentReturn(
  context: CheckoutContext,
  session: PaymentSessionRow,
): Promise<PaymentReturnDto> {
  const order = await context.orders.findById(session.order_id!);
  if (!order) throw new NotFoundError(`No order for payment ${session.id}`);
  const settled =
    session.status === 'paid' || session.status === 'authorized' || session.status === 'pending';
  const cartOpen =
    !settled && order.cart_token ? await context.carts.findActive(order.cart_token) : undefined;
  return {
    status: session.status,
    increment_id: order.increment_id,
    email: order.customer_email,
    grand_total: toSek(order.grand_total),
    currency: order.currency as PaymentReturnDto['currency'],
    payment_method: order.payment_title,
    delivery_date: order.delivery_date,
    cart_id: cartOpen ? order.cart_token : null,
  };
}
