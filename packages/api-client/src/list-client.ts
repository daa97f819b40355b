import { createRequester, type ApiClientOptions } from './client.ts';

/** The two product lists a customer keeps (SPEC §4). */
export type ProductListName = 'wishlist' | 'compare';

export interface ProductListItemDto {
  sku: string;
  /** ISO 8601 time it was added. */
  added_at: string;
}

export interface ProductListDto {
  /** Newest first. */
  items: ProductListItemDto[];
}

/** How many products each list holds at most; the API refuses more with 400. */
export const PRODUCT_LIST_LIMITS: Record<ProductListName, number> = { wishlist: 100, compare: 4 };

/**
 * A logged-in customer's wishlist and compare list (GET/POST/DELETE /api/user/{wishlist,compare}). Every call takes
 * the user token first; a guest keeps the lists in the browser instead.
 */
export function createListClient(options: ApiClientOptions) {
  const request = createRequester(options);
  const path = (list: ProductListName) => `user/${list}`;
  return {
    get: (token: string, list: ProductListName): Promise<ProductListDto> =>
      request('GET', path(list), { token }),
    /** Adds skus (newest first); skus already on the list stay as they are, so a repeated merge is harmless. */
    add: (token: string, list: ProductListName, skus: readonly string[]): Promise<ProductListDto> =>
      request('POST', path(list), { token }, { skus }),
    remove: (token: string, list: ProductListName, sku: string): Promise<ProductListDto> =>
      request('DELETE', `${path(list)}/${encodeURIComponent(sku)}`, { token }),
  };
}

export type ListClient = ReturnType<typeof createListClient>;
