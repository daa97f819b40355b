import { createCheckoutClient, type CheckoutClient } from '@hemma/api-client';
import { storeViewFromPath } from '@hemma/commerce';
import { readUserToken } from '~/lib/user-token.ts';

let client: { storeCode: string; api: CheckoutClient } | null = null;

/**
 * A logged-in customer's calls carry the user token as a bearer header: with it the server answers the customer's
 * cart (shared by their devices) and books the order on the account. Read per call, so login and logout apply at once.
 */
const withUserToken = (input: string, init?: RequestInit) => {
  const token = readUserToken();
  if (!token) return fetch(input, init);
  const headers = new Headers(init?.headers);
  headers.set('authorization', `Bearer ${token}`);
  return fetch(input, { ...init, headers });
};

/** The browser's cart/order client for the store view of the current page (same origin). */
export function checkoutApi(): CheckoutClient {
  const storeCode = storeViewFromPath(window.location.pathname).storeCode;
  if (client?.storeCode !== storeCode)
    client = { storeCode, api: createCheckoutClient({ baseUrl: '', storeCode, fetch: withUserToken }) };
  return client.api;
}
