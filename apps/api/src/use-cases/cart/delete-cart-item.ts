import { NotFoundError } from '../../errors.ts';
import { nowIso, requireCart, type CartAccess } from './cart-access.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { answerChange, type CartChange } from './get-cart-totals.ts';

/** SPEC §7 cart/delete: removes a line named by item_id, else the line of that sku; answers the cart left. */
export async function deleteCartItem(
  context: CheckoutContext,
  access: CartAccess,
  item: { item_id?: number | undefined; sku: string },
): Promise<CartChange<boolean>> {
  const cart = await requireCart(context, access);
  let itemId = item.item_id;
  if (itemId === undefined) itemId = (await context.carts.items(cart.id)).find((r) => r.sku === item.sku)?.id;
  if (itemId === undefined || !(await context.carts.deleteItem(cart.id, itemId, nowIso(context))))
    throw new NotFoundError(`Cart item ${item.item_id ?? item.sku} is not in this cart`);
  return answerChange(context, cart, true);
}
