import { MAX_PAGE_SIZE } from '@hemma/commerce';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AccountContext } from '../use-cases/account/account-context.ts';
import { authenticate } from '../use-cases/account/authenticate.ts';
import type { CheckoutContext } from '../use-cases/cart/checkout-context.ts';
import { readRequestToken } from './request-token.ts';
import { placeOrder } from '../use-cases/order/place-order.ts';
import { checkStock, listStock } from '../use-cases/stock/check-stock.ts';
import { orderRequestSchema } from './checkout-schemas.ts';
import { addRoute, type RegisteredRoute } from './route.ts';
import { commonQuery, queryList } from './validation.ts';

/** SPEC §7 stock and order calls. */
export function registerOrderRoutes(
  app: FastifyInstance,
  registry: RegisteredRoute[],
  context: CheckoutContext,
  accounts: AccountContext,
): void {
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/stock/check',
    summary: 'Live stock of one sku.',
    tags: ['stock'],
    query: z.object({ ...commonQuery, sku: z.string().trim().min(1).max(128) }).strict(),
    handler: ({ query }) => checkStock(context.catalog, query.sku),
  });
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/stock/list',
    summary:
      'Live stock of several skus (comma-separated; the storefront asks in batches of 15). Unknown skus are left out.',
    tags: ['stock'],
    query: z
      .object({
        ...commonQuery,
        skus: queryList({ max: MAX_PAGE_SIZE }).refine(
          (skus) => skus.length > 0,
          'at least one sku is required',
        ),
      })
      .strict(),
    handler: ({ query }) => listStock(context.catalog, query.skus),
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/order',
    summary:
      "Places an order priced by the server. order_id is the client's own id: the same order sent again returns the first answer. 409 when an item sold out or the coupon was used up (nothing is charged).",
    tags: ['order'],
    query: z.object(commonQuery).strict(),
    body: orderRequestSchema,
    // With a user token the order is the customer's: their group's prices, their order history.
    handler: async ({ body, request }) =>
      placeOrder(context, body, await authenticate(accounts, readRequestToken(request))),
  });
}
