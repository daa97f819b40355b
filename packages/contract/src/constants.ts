/**
 * Plain values of the contract, without zod: the storefront's bundle imports them from `@hemma/contract/constants`
 * so that it never carries the schemas (the client is typed from them, decision 0019).
 */
export const PRODUCT_SORTS = [
  'relevance',
  'latest',
  'price_asc',
  'price_desc',
  'bestsellers',
  'newest',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The two product lists a customer keeps (SPEC §4). */
export type ProductListName = 'wishlist' | 'compare';

/**
 * How many products each list holds at most; the API refuses more with 400. The SPEC sets no limit; the compare page
 * shows four side by side.
 */
export const PRODUCT_LIST_LIMITS: Record<ProductListName, number> = { wishlist: 100, compare: 4 };
