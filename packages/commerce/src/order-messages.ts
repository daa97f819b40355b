/**
 * The order API's refusals a shopper can meet (SPEC §8), word for word: the API sends them, the storefront knows them
 * and says them in the shopper's language.
 */
export const PRODUCTS_NOT_AVAILABLE = 'Some of the ordered products are not available!';
export const CARD_PAYMENT_NOT_SETTLED =
  "The card payment was not completed for this order's amount. Please pay again.";
