import type { ProductListDto, ProductListName } from '@hemma/contract';
import { bearer, createRequester, type ApiClientOptions } from './requester.ts';

export type { ProductListDto, ProductListItemDto, ProductListName } from '@hemma/contract';
export { PRODUCT_LIST_LIMITS } from '@hemma/contract/constants';

/**
 * A logged-in customer's wishlist and compare list (GET/POST/DELETE /api/user/{wishlist,compare}). Every call takes
 * the user token first; a guest keeps the lists in the browser instead.
 */
export function createListClient(options: ApiClientOptions) {
  const request = createRequester(options);
  const path = (list: ProductListName) => `user/${list}`;
  return {
    get: (token: string, list: ProductListName): Promise<ProductListDto> =>
      request('GET', path(list), {}, undefined, bearer(token)),
    /** Adds skus (newest first); skus already on the list stay as they are, so a repeated merge is harmless. */
    add: (token: string, list: ProductListName, skus: readonly string[]): Promise<ProductListDto> =>
      request('POST', path(list), {}, { skus }, bearer(token)),
    remove: (token: string, list: ProductListName, sku: string): Promise<ProductListDto> =>
      request('DELETE', `${path(list)}/${encodeURIComponent(sku)}`, {}, undefined, bearer(token)),
  };
}

export type ListClient = ReturnType<typeof createListClient>;
