import type { CartItemDto } from '@hemma/api-client';

/**
 * A line the shopper asks the cart to add (from a product page, or a cart line being edited): the fields of the
 * contract's cart line (@hemma/contract CartItem) that say which product, options and quantity, before the server
 * numbers and prices it. The browser's cart keeps its lines in this shape too (cart-state.ts ClientCartItem).
 */
export type CartLineRequest = Pick<
  CartItemDto,
  | 'sku'
  | 'parentSku'
  | 'name'
  | 'qty'
  | 'product_type'
  | 'product_option'
  | 'price_incl_tax'
  | 'image'
  | 'slug'
  | 'options'
>;
