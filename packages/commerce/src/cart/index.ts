export * from './product-option.ts';
export * from './cart-item-match.ts';
export * from './cart-diff.ts';
export * from './totals.ts';
export * from './coupons.ts';
export * from './validation.ts';
export * from './cart-kind.ts';
