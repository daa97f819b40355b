import { useCart } from './cart-store.ts';

/**
 * Whether the cart's prices are in `currency`, the store view's (decision 0035): a cart priced in SEK and opened in /de
 * shows no amounts until the server has repriced it in euros, never kronor with a euro sign. Its own module: only the
 * views that show the cart's amounts load it, not every page's first load.
 */
export function useCartPricedIn(currency: string): boolean {
  return useCart((c) => (c.currency ?? 'SEK') === currency);
}
