import type { CartLineRequest } from '~/lib/cart/cart-line.ts';

/**
 * Adds lines to the cart. The add-to-cart flow (stock check, sync with the server cart, SHA3 line checksums) loads
 * on the first click, keeping it out of every page's first-load JavaScript.
 */
export const addToCartLazily = async (lines: CartLineRequest[]): Promise<boolean> =>
  (await import('./add-to-cart.ts')).addToCart(lines);
