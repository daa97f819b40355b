import type { FastifyInstance } from 'fastify';
import {
  commonQuery,
  orderRequestSchema,
  orderResultSchema,
  stockCheckQuery,
  stockCheckResultSchema,
  stockListQuery,
} from '@hemma/contract';
import { z } from 'zod';
import { authenticate } from '../use-cases/account/authenticate.ts';
import { readRequestToken } from './request-token.ts';
import { placeOrder } from '../use-cases/order/place-order.ts';
import { checkStock, listStock } from '../use-cases/stock/check-stock.ts';
import type { AppContext } from '../app-context.ts';
import { addRoute, type RouteRegistry } from './route.ts';

/** SPEC §7 stock and order calls. */
export function registerOrderRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { checkout: context, accounts }: AppContext,
): void {
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/stock/check',
    summary: 'Live stock of one sku.',
    tags: ['stock'],
    query: stockCheckQuery,
    response: stockCheckResultSchema,
    handler: ({ query }) => checkStock(context.catalog, query.sku),
  });
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/stock/list',
    summary:
      'Live stock of several skus (comma-separated; the storefront asks in batches of 15). Unknown skus are left out.',
    tags: ['stock'],
    query: stockListQuery,
    response: z.array(stockCheckResultSchema),
    handler: ({ query }) => listStock(context.catalog, query.skus),
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/order',
    summary:
      "Places an order priced by the server. order_id is the client's own id: the same order sent again returns the first answer. 409 when an item sold out or the coupon was used up (nothing is charged).",
    tags: ['order'],
    lane: 'checkout',
    query: z.object(commonQuery).strict(),
    body: orderRequestSchema,
    response: orderResultSchema,
    auth: 'optional-customer',
    // With a user token the order is the customer's: their group's prices, their order history.
    handler: async ({ body, query, request }) =>
      placeOrder(context, body, await authenticate(accounts, readRequestToken(request)), query.storeCode),
  });
}
