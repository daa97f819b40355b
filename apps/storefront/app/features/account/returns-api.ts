import { createReturnsClient, type OrderAccess, type ReturnsClient } from '@hemma/api-client';
import { storeViewFromPath } from '@hemma/commerce';
import { withToken } from './account-api.ts';

/** Who looks at an order (decision 0054): the logged-in customer, or a guest with an access to that one order. */
export type ShopperAccess = { kind: 'customer' } | { kind: 'guest'; token: string };

let client: { storeCode: string; api: ReturnsClient } | null = null;

/** The returns calls for the store view of the current page (same origin). */
export function returnsApi(): ReturnsClient {
  const storeCode = storeViewFromPath(window.location.pathname).storeCode;
  if (client?.storeCode !== storeCode)
    client = { storeCode, api: createReturnsClient({ baseUrl: '', storeCode }) };
  return client.api;
}

/** Runs an order call as the shopper: the guest's access, or the customer's token (refreshed when it expired). */
export function withAccess<T>(access: ShopperAccess, call: (access: OrderAccess) => Promise<T>): Promise<T> {
  return access.kind === 'guest'
    ? call({ guestAccess: access.token })
    : withToken((token) => call({ customerToken: token }));
}
