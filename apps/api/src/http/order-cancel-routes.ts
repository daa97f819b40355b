import type { FastifyInstance } from 'fastify';
import { commonQuery, orderHistoryEntrySchema } from '@hemma/contract';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { requireCustomer } from '../use-cases/account/authenticate.ts';
import { cancelOwnOrder } from '../use-cases/fulfilment/cancel-own-order.ts';
import { readRequestToken } from './request-token.ts';
import { addRoute, type RouteRegistry } from './route.ts';

/** The shopper's own order actions (decision 0055): cancel before it ships. */
export function registerOrderCancelRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { accounts, orderAdmin, payments }: AppContext,
): void {
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/user/orders/:id/cancel',
    summary:
      "Cancels the caller's order while nothing of it has shipped (token required): a paid payment is refunded and " +
      'an authorized one voided through its provider, the stock comes back at once, the coupon use and loyalty ' +
      'points are given back and a mail confirms it. 409 with the reason once it has shipped (or partly shipped) or ' +
      "was cancelled; 404 for an order that is not the caller's. Answers the order as the order history shows it.",
    tags: ['user'],
    params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
    query: z.object(commonQuery).strict(),
    response: orderHistoryEntrySchema,
    auth: 'customer',
    handler: async ({ params, request }) => {
      const customer = await requireCustomer(accounts, readRequestToken(request));
      return cancelOwnOrder(
        orderAdmin,
        payments,
        { customerId: customer.customerId, email: customer.email },
        params.id,
      );
    },
  });
}
