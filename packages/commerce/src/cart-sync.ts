/** Cart line identity and the client/server cart diff (SPEC §4, §5): the '@hemma/commerce/cart-sync' entry. */
export * from './cart/product-option.ts';
export * from './cart/cart-item-match.ts';
export * from './cart/cart-diff.ts';
