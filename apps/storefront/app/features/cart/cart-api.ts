import { createCheckoutClient, type CheckoutClient } from '@hemma/api-client';
import { storeViewFromPath } from '@hemma/commerce';
import { readUserToken, refreshUserToken } from '~/lib/user-token.ts';

let client: { storeCode: string; api: CheckoutClient } | null = null;

/**
 * A logged-in customer's calls carry the user token as a bearer header: with it the server answers the customer's
 * cart (shared by their devices) and books the order on the account. Read per call, so login and logout apply at once.
 */
const withBearer = (init: RequestInit | undefined, token: string): RequestInit => {
  const headers = new Headers(init?.headers);
  headers.set('authorization', `Bearer ${token}`);
  return { ...init, headers };
};

/**
 * An expired token (401) is refreshed once and the call repeated; when the session cannot be refreshed the call is
 * repeated as a guest's — a customer's cart then answers 404 and the cart sync moves the lines to a new guest cart.
 */
const withUserToken = async (input: string, init?: RequestInit): Promise<Response> => {
  const token = readUserToken();
  if (!token) return fetch(input, init);
  const response = await fetch(input, withBearer(init, token));
  if (response.status !== 401) return response;
  const fresh = await refreshUserToken(token);
  return fresh ? fetch(input, withBearer(init, fresh)) : fetch(input, init);
};

/** The browser's cart/order client for the store view of the current page (same origin). */
export function checkoutApi(): CheckoutClient {
  const storeCode = storeViewFromPath(window.location.pathname).storeCode;
  if (client?.storeCode !== storeCode)
    client = { storeCode, api: createCheckoutClient({ baseUrl: '', storeCode, fetch: withUserToken }) };
  return client.api;
}
