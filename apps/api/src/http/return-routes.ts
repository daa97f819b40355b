import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  guestOrderAccessSchema,
  guestOrderLinkBody,
  guestOrderLookupBody,
  onlyCommonQuery as query,
  orderHistoryEntrySchema,
  orderNumberParams,
  orderReturnsSchema,
  returnRequestBody,
  returnSchema,
} from '@hemma/contract';
import type { AppContext } from '../app-context.ts';
import {
  openGuestAccess,
  orderDetails,
  requireOrderAccess,
  type OrderCaller,
} from '../use-cases/order-access/order-access.ts';
import { openOrderLink, renewGuestAccess } from '../use-cases/order-access/guest-order-link.ts';
import { cancelShopperOrder } from '../use-cases/fulfilment/cancel-own-order.ts';
import { getOrderReturns, requestReturn } from '../use-cases/returns/request-return.ts';
import { clientAddress, readRequestToken } from './request-token.ts';
import { addRoute, type RouteRegistry } from './route.ts';

/** The header that carries a guest's access to one order (POST /api/order-status answers it). */
export const GUEST_ACCESS_HEADER = 'x-hemma-order-access';

/** Who calls, as the order access check reads it: a customer's token and a guest access, either may be absent. */
export function orderCaller(request: FastifyRequest): OrderCaller {
  const header = request.headers[GUEST_ACCESS_HEADER];
  return {
    customerToken: readRequestToken(request),
    guestAccess: typeof header === 'string' && header !== '' ? header : undefined,
  };
}

const ACCESS =
  'For the customer who placed the order (bearer token), or a guest with the header `X-Hemma-Order-Access` that ' +
  'POST /api/order-status answered for this order. Any other order is 404, as an unknown number.';

/** The guest order page and returns under the right of withdrawal (decision 0054). */
export function registerReturnRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { returns, orderAdmin, payments }: AppContext,
): void {
  const tags = ['returns'];
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/order-status',
    summary:
      "Open an order as a guest with its order number and e-mail address: {token, expires_at, order} — the order's " +
      'details and a signed access to it for 30 minutes. A wrong pair is 404 whichever half is wrong; after 10 ' +
      'wrong pairs from one network within the window, 429 with Retry-After.',
    tags,
    query,
    body: guestOrderLookupBody,
    response: guestOrderAccessSchema,
    handler: ({ body, request }) => openGuestAccess(returns.access, body, clientAddress(request)),
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/order-status/link',
    summary:
      "Open an order as a guest with the shipping mail's link (its `access` parameter as `token`): the same answer as " +
      'POST /api/order-status. The link opens its one order for the return window plus 30 days from the mail; an ' +
      'expired or altered link is 401.',
    tags,
    query,
    body: guestOrderLinkBody,
    response: guestOrderAccessSchema,
    handler: ({ body }) => openOrderLink(returns.access, body.token),
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/order-status/renew',
    summary:
      'Renew a guest access (header `X-Hemma-Order-Access`) while the order page is open: a new access to the same ' +
      'order for 30 minutes, never more than 24 hours after the order was opened; the order page renews before it ' +
      'expires. An expired or altered access is 401.',
    tags,
    query,
    response: guestOrderAccessSchema,
    handler: ({ request }) => renewGuestAccess(returns.access, orderCaller(request).guestAccess),
  });
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/orders/:number',
    summary: `One order's details, as My Account's order history shows them. ${ACCESS}`,
    tags,
    params: orderNumberParams,
    query,
    response: orderHistoryEntrySchema,
    auth: 'optional-customer',
    handler: ({ params, request }) => orderDetails(returns.access, orderCaller(request), params.number),
  });
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/orders/:number/returns',
    summary:
      "The order's return window (the shop's days from delivery, never under 14), what of each line can still be " +
      `returned, and its returns with their state, the shop's reason for a rejection and the credit note. ${ACCESS}`,
    tags,
    params: orderNumberParams,
    query,
    response: orderReturnsSchema,
    auth: 'optional-customer',
    handler: async ({ params, request }) =>
      getOrderReturns(returns, await requireOrderAccess(returns.access, orderCaller(request), params.number)),
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/orders/:number/returns',
    summary:
      'Return lines of the order (item_id, qty, reason). 409 outside the return window, for a cancelled order, or ' +
      "for more than was bought across the order's returns; the return instructions are mailed. " +
      ACCESS,
    tags,
    params: orderNumberParams,
    query,
    body: returnRequestBody,
    response: returnSchema,
    auth: 'optional-customer',
    handler: async ({ params, body, request }) =>
      requestReturn(
        returns,
        await requireOrderAccess(returns.access, orderCaller(request), params.number),
        body,
      ),
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/orders/:number/cancel',
    summary:
      'Cancels the order while nothing of it has shipped, as POST /api/user/orders/:id/cancel does (decision 0055), ' +
      `for the guest order page too. ${ACCESS} Answers the order as the order history shows it.`,
    tags,
    params: orderNumberParams,
    query,
    response: orderHistoryEntrySchema,
    auth: 'optional-customer',
    handler: async ({ params, request }) => {
      const order = await requireOrderAccess(returns.access, orderCaller(request), params.number);
      return cancelShopperOrder(orderAdmin, payments, order, order.customer_email);
    },
  });
}
