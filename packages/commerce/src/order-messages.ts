/**
 * The order API's refusals a shopper can meet (SPEC §8), word for word: the API sends them, the storefront knows them
 * and says them in the shopper's language.
 */
export const PRODUCTS_NOT_AVAILABLE = 'Some of the ordered products are not available!';
export const CARD_PAYMENT_NOT_SETTLED =
  "The card payment was not completed for this order's amount. Please pay again.";

/** The refusal of an order some of whose products ran short or are unknown, naming the skus the order sent. */
export function productsNotAvailable(skus: readonly string[]): string {
  return `${PRODUCTS_NOT_AVAILABLE} (${skus.join(', ')})`;
}

/**
 * The skus a refusal written by `productsNotAvailable` names: null for any other message, an empty list for the
 * refusal without them (as an older shop wrote it).
 */
export function skusNotAvailable(message: string): string[] | null {
  if (!message.startsWith(PRODUCTS_NOT_AVAILABLE)) return null;
  const named = /\(([^)]*)\)$/.exec(message.slice(PRODUCTS_NOT_AVAILABLE.length))?.[1];
  return named ? named.split(', ') : [];
}

/**
 * The products such a refusal names as the shopper knows them (`nameOf` a sku, e.g. from the cart), joined with
 * commas: null when it names none, or one `nameOf` does not know (the general text is said then).
 */
export function namesNotAvailable(
  message: string,
  nameOf: (sku: string) => string | undefined,
): string | null {
  const skus = skusNotAvailable(message);
  if (!skus || skus.length === 0) return null;
  const names = skus.map(nameOf);
  return names.every((name): name is string => Boolean(name)) ? [...new Set(names)].join(', ') : null;
}
