import { AppError, InputError } from '../../errors.ts';
import { isPaymentOf } from '../../modules/payment/session-owner.ts';
import type { AuthenticatedCustomer } from '../account/authenticate.ts';
import type { CheckoutContext } from '../cart/checkout-context.ts';

export const PAYMENT_CART_REQUIRED =
  'cart_id: is required with a payment at a provider: send the cart the payment was opened for';

/** The refusal of a payment that is not the order's cart's: it names what to do, and nothing of the payment. */
export function paymentOfAnotherCart(sessionId: string): string {
  return (
    `payment_method_additional.payment_session_id: ${sessionId} is not a payment of this order's cart (cart_id). ` +
    'A payment is claimed only by the cart it was opened for: open one with POST /api/ext/payment/sessions?cartId=' +
    '<cart_id>, pay it, and send its session_id.'
  );
}

/**
 * The order's cart token, once the provider's payment it names is known to be that cart's (issue 29): opened for the
 * order's `cart_id` and, for a customer's cart, by the customer placing the order. Another cart's payment is refused
 * with 409 before anything is written, so it stays for its own cart; an unknown id gets the same answer, which tells
 * nothing of other carts' payments. The claim in the order's transaction checks the cart again.
 */
export async function requirePaymentOfCart(
  context: CheckoutContext,
  sessionId: string,
  cartId: string | null | undefined,
  customer: AuthenticatedCustomer | null,
): Promise<string> {
  if (!cartId) throw new InputError(PAYMENT_CART_REQUIRED);
  const session = await context.payments.find(sessionId);
  if (!session || !isPaymentOf(session, { cartToken: cartId, customerId: customer?.customerId }))
    throw new AppError(409, paymentOfAnotherCart(sessionId));
  return cartId;
}
