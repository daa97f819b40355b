/**
 * The two product lists of SPEC §4 and what the eagerly loaded toggle buttons need of them. Kept free of imports:
 * everything else about the lists (storage, server sync) loads on a click or on the list pages.
 */
export type ListName = 'wishlist' | 'compare';

/** How many products each list holds at most (the API refuses more with 400 too). */
export const LIST_LIMITS: Record<ListName, number> = { wishlist: 100, compare: 4 };

/** Local storage keys: one JSON array of skus per list, newest first (list-toggle.tsx writes them out too). */
export const LIST_KEYS: Record<ListName, string> = {
  wishlist: 'shop/wishlist/items',
  compare: 'shop/compare/items',
};

/** Set while the lists belong to a logged-in customer (the guest's lists were merged into the account). */
export const LIST_OWNER_KEY = 'shop/lists/synced';

/** Fired on window when this tab changes a list (other tabs learn it from the `storage` event). */
export const LISTS_EVENT = 'hemma:lists';
