import { InputError, NotFoundError } from '../../errors.ts';
import type { CartRow } from '../../modules/cart/cart-repository.ts';
import type { AuthenticatedCustomer } from '../account/authenticate.ts';
import type { CheckoutContext } from './checkout-context.ts';

/** Who asks for which cart: the cart id (`?cartId=`) and the customer the user token names, if any. */
export interface CartAccess {
  cartId: string | undefined;
  customer: AuthenticatedCustomer | null;
}

/**
 * The cart a call may use. A guest cart belongs to whoever holds its id; a customer's cart only to that customer —
 * anyone else gets the same 404 as for a cart that does not exist, so cart ids of customers reveal nothing.
 */
export async function requireCart(context: CheckoutContext, access: CartAccess): Promise<CartRow> {
  if (!access.cartId) throw new InputError('cartId is required: create a cart with POST /api/cart/create');
  const cart = await context.carts.findActive(access.cartId);
  if (!cart || (cart.customer_id !== null && cart.customer_id !== access.customer?.customerId))
    throw new NotFoundError(`No active cart with cartId = ${access.cartId}`);
  return cart;
}

export const nowIso = (context: CheckoutContext) => context.now().toISOString();
