import type { FastifyInstance } from 'fastify';
import { balancePaymentParams, balancePaymentSchema, onlyCommonQuery } from '@hemma/contract';
import type { AppContext } from '../app-context.ts';
import { getBalancePayment, startBalancePayment } from '../use-cases/payment/balance-payment.ts';
import { addRoute, type RouteRegistry } from './route.ts';

/** The payment link of an order whose total an edit raised (decision 0060); the link's key is the access. */
export function registerBalancePaymentRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { payments }: AppContext,
): void {
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/order-payments/:key',
    summary:
      "What is left to pay of an order after an edit raised its total, by the key in the mail's payment link; a " +
      'payment paid meanwhile is settled first. An unknown key is 404.',
    tags: ['payment'],
    params: balancePaymentParams,
    query: onlyCommonQuery,
    response: balancePaymentSchema,
    handler: ({ params }) => getBalancePayment(payments, params.key),
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/order-payments/:key/payment',
    summary:
      "Opens the payment of what is left to pay at the order's provider (card or Swish), or answers the one still " +
      'open; its page is `payment.url`. 409 once it is paid (a second payment is refused) or the order is cancelled.',
    tags: ['payment'],
    params: balancePaymentParams,
    query: onlyCommonQuery,
    response: balancePaymentSchema,
    handler: ({ params }) => startBalancePayment(payments, params.key),
  });
}
