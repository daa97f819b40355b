import { createCheckoutClient, type CheckoutClient } from '@hemma/api-client';
import { storeViewFromPath } from '@hemma/commerce';
import { fetchAsCustomer } from '~/lib/user-fetch.ts';

let client: { storeCode: string; api: CheckoutClient } | null = null;

/**
 * A logged-in customer's calls carry the user token (lib/user-fetch.ts): with it the server answers the customer's
 * cart (shared by their devices) and books the order on the account. When the session cannot be refreshed the call
 * is repeated as a guest's — a customer's cart then answers 404 and the cart sync moves the lines to a guest cart.
 * The client is for the store view of the current page (same origin).
 */
export function checkoutApi(): CheckoutClient {
  const storeCode = storeViewFromPath(window.location.pathname).storeCode;
  if (client?.storeCode !== storeCode)
    client = { storeCode, api: createCheckoutClient({ baseUrl: '', storeCode, fetch: fetchAsCustomer }) };
  return client.api;
}
