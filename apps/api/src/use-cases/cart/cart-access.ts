import type { PriceCurrency } from '@hemma/commerce';
import { InputError, NotFoundError } from '../../errors.ts';
import { storeCurrency } from '../pricing/store-currency.ts';
import type { CartRow } from '../../modules/cart/cart-repository.ts';
import type { AuthenticatedCustomer } from '../account/authenticate.ts';
import type { CheckoutContext } from './checkout-context.ts';

/**
 * Who asks for which cart: the cart id (`?cartId=`), the customer the user token names, if any, and the store view
 * asked from (`?storeCode=`), whose currency the cart is priced in.
 */
export interface CartAccess {
  cartId: string | undefined;
  customer: AuthenticatedCustomer | null;
  storeCode?: string | undefined;
}

/**
 * A cart as one request sees it: its row and the currency of the store view asked from. A cart holds products and
 * choices, never amounts: every call prices it anew from the catalogue, so a cart opened in another store view is
 * repriced in that view's currency as a whole, and no total ever mixes currencies (decision 0035).
 */
export type CartInView = CartRow & { storeCode: string | undefined; currency: PriceCurrency };

/**
 * The cart a call may use. A guest cart belongs to whoever holds its id; a customer's cart only to that customer —
 * anyone else gets the same 404 as for a cart that does not exist, so cart ids of customers reveal nothing.
 */
export async function requireCart(context: CheckoutContext, access: CartAccess): Promise<CartInView> {
  if (!access.cartId) throw new InputError('cartId is required: create a cart with POST /api/cart/create');
  const cart = await context.carts.findActive(access.cartId);
  if (!cart || (cart.customer_id !== null && cart.customer_id !== access.customer?.customerId))
    throw new NotFoundError(`No active cart with cartId = ${access.cartId}`);
  return {
    ...cart,
    storeCode: access.storeCode,
    currency: await storeCurrency(context.catalog, access.storeCode),
  };
}

export const nowIso = (context: CheckoutContext) => context.now().toISOString();
