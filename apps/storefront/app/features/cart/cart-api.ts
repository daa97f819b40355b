import { createCheckoutClient, type CheckoutClient } from '@hemma/api-client';
import { storeViewFromPath } from '@hemma/commerce';

let client: { storeCode: string; api: CheckoutClient } | null = null;

/** The browser's cart/order client for the store view of the current page (same origin). */
export function checkoutApi(): CheckoutClient {
  const storeCode = storeViewFromPath(window.location.pathname).storeCode;
  if (client?.storeCode !== storeCode)
    client = { storeCode, api: createCheckoutClient({ baseUrl: '', storeCode }) };
  return client.api;
}
