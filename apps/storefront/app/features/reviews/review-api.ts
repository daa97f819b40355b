import { type ReviewClient, createReviewClient } from '@hemma/api-client';
import { storeViewFromPath } from '@hemma/commerce';
import { fetchAsCustomer } from '~/lib/user-fetch.ts';

/**
 * The browser's review client for the store view of the current page (same origin). A logged-in customer's review
 * is theirs (bearer token); when the session cannot be refreshed it is sent as a guest's.
 */
export function reviewApi(): ReviewClient {
  const storeCode = storeViewFromPath(window.location.pathname).storeCode;
  return createReviewClient({ baseUrl: '', storeCode, fetch: fetchAsCustomer });
}
