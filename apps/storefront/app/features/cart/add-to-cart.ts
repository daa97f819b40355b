import { productOptionChecksum } from '@hemma/commerce/cart-sync';
import { isApiError } from '@hemma/api-client';
import { localizedPath, storeViewFromPath } from '@hemma/commerce';
import type { CartLineRequest } from '~/lib/cart/cart-line.ts';
import { notify } from '~/lib/notifications.ts';
import { cartChangeEvents, track } from '~/lib/cart/analytics.ts';
import { checkoutApi } from '~/lib/cart/cart-api.ts';
import type { ClientCartItem } from '~/lib/cart/cart-state.ts';
import { dispatchCart, getCart } from '~/lib/cart/cart-store.ts';
import { applyTotals, syncCart } from '~/lib/cart/cart-sync.ts';

export type StockVerdict = 'ok' | 'volatile' | 'out_of_stock';

/** SPEC §4: the stock status of a line before it is added. A failed check is 'volatile', never a silent ok. */
async function stockVerdict(request: CartLineRequest): Promise<StockVerdict> {
  if (
    request.product_type === 'bundle' ||
    request.product_type === 'virtual' ||
    request.product_type === 'downloadable'
  )
    return 'ok';
  try {
    const stock = await checkoutApi().checkStock(request.sku);
    const inCart = getCart().cartItems.find((i) => i.sku === request.sku)?.qty ?? 0;
    if (!stock.is_in_stock) return 'out_of_stock';
    if (stock.manage_stock && !stock.backorders && stock.qty < inCart + request.qty) return 'out_of_stock';
    return 'ok';
  } catch (error) {
    if (isApiError(error) && error.status === 404) return 'out_of_stock';
    return 'volatile';
  }
}

const checkoutHref = () => localizedPath('/checkout', storeViewFromPath(window.location.pathname));

/**
 * SPEC §4 "Adding to cart": each line is validated (a price below zero cannot be added), its stock checked
 * (out of stock: warning, not added; volatile: added for pre-reservation with a warning), then added or its
 * quantity raised, and the server cart synced with the browser's state forced. While one add runs, the button is
 * disabled (isAddingToCart), so a double click cannot add twice.
 */
export async function addToCart(requests: CartLineRequest[]): Promise<boolean> {
  if (getCart().isAddingToCart) return false;
  dispatchCart({ type: 'UPD_ADDING_ITEM', isAdding: true });
  try {
    let added = 0;
    let updated = false;
    for (const request of requests) {
      if (request.price_incl_tax < 0) {
        notify({ type: 'error', message: 'cart.priceUnknown' });
        continue;
      }
      const verdict = await stockVerdict(request);
      if (verdict === 'out_of_stock') {
        notify({ type: 'error', message: 'cart.outOfStock' });
        continue;
      }
      if (verdict === 'volatile') notify({ type: 'warning', message: 'cart.volatile' });
      const checksum = productOptionChecksum(request.product_option);
      const item: ClientCartItem = { ...request, checksum, errors: undefined };
      updated ||= getCart().cartItems.some((i) => i.sku === item.sku && i.checksum === checksum);
      dispatchCart({ type: 'ADD', item });
      track(cartChangeEvents('add', [item]));
      added += 1;
    }
    if (added === 0) return false;
    notify({
      type: 'success',
      message: updated ? 'cart.qtyUpdated' : 'cart.added',
      action2: { label: 'cart.proceedToCheckout', href: checkoutHref() },
    });
    void syncCart({ forceClientState: true }).catch((error: unknown) =>
      console.warn('Cart sync failed:', error),
    );
    return true;
  } finally {
    dispatchCart({ type: 'UPD_ADDING_ITEM', isAdding: false });
  }
}

/**
 * Sets a line's quantity; when the server refuses, the previous quantity comes back (SPEC §4). One request: the
 * answer carries the cart's totals (decision 0063).
 */
export async function changeQuantity(item: ClientCartItem, qty: number): Promise<void> {
  const previous = item.qty;
  dispatchCart({ type: 'UPD', item, qty });
  const token = getCart().cartServerToken;
  if (!token || item.server_item_id === undefined)
    return void syncCart({ forceClientState: true }).catch(() => {});
  try {
    const { totals } = await checkoutApi().updateCartItem(token, {
      sku: item.sku,
      qty,
      item_id: item.server_item_id,
    });
    applyTotals(totals);
  } catch (error) {
    dispatchCart({ type: 'UPD', item, qty: previous });
    notify({ type: 'error', message: 'cart.qtyFailed', text: isApiError(error) ? error.message : undefined });
  }
}

/** Removes a line (and its children) here and on the server. */
export async function removeFromCart(
  item: ClientCartItem,
  options: { silent?: boolean } = {},
): Promise<void> {
  dispatchCart({ type: 'DEL', item });
  track(cartChangeEvents('remove', [item]));
  const token = getCart().cartServerToken;
  if (!options.silent) notify({ type: 'success', message: 'cart.removed', params: { name: item.name } });
  if (!token || item.server_item_id === undefined) return;
  try {
    const { totals } = await checkoutApi().deleteCartItem(token, {
      sku: item.sku,
      item_id: item.server_item_id,
    });
    applyTotals(totals);
  } catch (error) {
    if (!(isApiError(error) && error.status === 404))
      void syncCart({ forceClientState: true }).catch(() => {});
  }
}
