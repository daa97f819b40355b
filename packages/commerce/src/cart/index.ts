// Checksums, item matching and the cart diff hash with SHA3, whose tables are built when the module loads: they live
// behind the separate entry '@hemma/commerce/cart-sync' so that pages importing this barrel do not carry them.
export type {
  BundleOptionChoice,
  ConfigurableItemOption,
  CustomOptionChoice,
  ProductOption,
} from './product-option.ts';
export type { CartItemIdentity } from './cart-item-match.ts';
export type {
  CartDiff,
  CartDiffAction,
  CartDiffOptions,
  CartDiffStatus,
  ServerCartItem,
} from './cart-diff.ts';
export * from './totals.ts';
export * from './coupons.ts';
export * from './validation.ts';
export * from './postcode.ts';
export * from './address-rules.ts';
// The form messages in every language (validation-catalogue.ts) are a subpath of their own,
// '@hemma/commerce/validation-catalogue': the storefront loads them with the rest of a language, after hydration.
export * from './cart-kind.ts';
