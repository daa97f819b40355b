import type { PaymentSessionRow } from './payment-repository.ts';

/**
 * Who a payment belongs to (issue 29): the cart it was opened for, named by the cart's token (the `cartId` its owner
 * sends), and that cart's customer when it is a customer's cart — the same rule as the cart's own calls: a guest cart
 * belongs to whoever holds its id, a customer's cart only to that customer.
 */
export interface PaymentOwner {
  cartToken: string | null | undefined;
  customerId: number | null | undefined;
}

export function isPaymentOf(session: PaymentSessionRow, owner: PaymentOwner): boolean {
  if (!owner.cartToken || session.cart_token !== owner.cartToken) return false;
  return session.customer_id === null || session.customer_id === owner.customerId;
}
