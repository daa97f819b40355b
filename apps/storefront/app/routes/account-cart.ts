import { onSessionEnd } from '~/features/account/session-store.ts';
import { dispatchCart, getCart } from '~/lib/cart/cart-store.ts';

/**
 * Where the account and the cart meet (features do not import each other; the account routes compose them).
 *
 * Logging in hands the guest's cart over to the customer's: the cart's calls now carry the user token, so
 * cart/create answers the customer's cart (with what they left on another device). The guest lines forget their
 * guest-cart item ids first, so that the sync pushes them into the customer's cart (or sets the quantity of a line
 * that is already there) instead of dropping them as "removed on the server": nothing is lost or doubled.
 */
export async function handOverCart(): Promise<void> {
  const { checkoutApi } = await import('~/lib/cart/cart-api.ts');
  const token = await checkoutApi().createCart();
  for (const item of getCart().cartItems)
    dispatchCart({ type: 'UPD_PROPS', item, props: { server_item_id: undefined } });
  dispatchCart({ type: 'SRV_TOKEN', token });
  const { syncCart } = await import('~/lib/cart/cart-sync.ts');
  await syncCart({ forceClientState: false });
}

/** SPEC §4: logout (or a session that could not be refreshed) clears the cart, which was the customer's. */
function clearCart(): void {
  dispatchCart({ type: 'SRV_TOKEN', token: null });
  for (const item of getCart().cartItems) dispatchCart({ type: 'DEL', item });
}

onSessionEnd(clearCart);
// SPEC §4 logout clears the wishlist and compare list too (their code loads only now).
onSessionEnd(() => void import('~/features/lists/list-store.ts').then((lists) => lists.clearLists()));

/** After login: the cart follows, but a cart that cannot be reached must not keep the shopper from their account. */
export async function afterLogin(): Promise<void> {
  await handOverCart().catch((error: unknown) => console.warn('Cart not handed over:', error));
  // The guest's wishlist and compare list are merged into the account's, which the browser then mirrors.
  await import('~/features/lists/list-store.ts')
    .then((lists) => lists.syncWithSession())
    .catch((error: unknown) => console.warn('Lists not merged:', error));
}
