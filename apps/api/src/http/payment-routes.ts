import type { FastifyInstance } from 'fastify';
import {
  cardPaymentBody,
  cartQuery,
  onlyCommonQuery,
  paymentSessionParams as sessionId,
  paymentSessionSchema,
} from '@hemma/contract';
import { AppError } from '../errors.ts';
import { authenticate } from '../use-cases/account/authenticate.ts';
import { readRequestToken } from './request-token.ts';
import { payWithCard, paymentStatus, startCardPayment } from '../use-cases/payment/card-payments.ts';
import { paymentProviderPage } from './payment-provider-page.ts';
import { createNonce, usePagePolicy } from './security-headers.ts';
import type { AppContext } from '../app-context.ts';
import { addRoute, type RouteRegistry } from './route.ts';
import { parseInput } from './validation.ts';

/** Card payments: the shop's side (sessions) and the sandbox provider (its page and its card answer). */
export function registerPaymentRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { checkout: context, accounts }: AppContext,
): void {
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/ext/payment/sessions',
    summary:
      'Opens a card payment for the cart (amount = its grand total now); answers the provider page for the iframe.',
    tags: ['payment'],
    query: cartQuery,
    response: paymentSessionSchema,
    auth: 'optional-customer',
    handler: async ({ query, request }) =>
      startCardPayment(context, {
        cartId: query.cartId,
        customer: await authenticate(accounts, readRequestToken(request)),
      }),
  });
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/ext/payment/sessions/:id',
    summary: 'The state of a card payment: pending, paid or declined.',
    tags: ['payment'],
    params: sessionId,
    query: onlyCommonQuery,
    response: paymentSessionSchema,
    handler: ({ params }) => paymentStatus(context, params.id),
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/ext/payment-provider/sessions/:id/pay',
    summary: 'Sandbox provider: pays a session with a test card (4000 0000 0000 0002 is declined).',
    tags: ['payment'],
    params: sessionId,
    body: cardPaymentBody,
    response: paymentSessionSchema,
    handler: ({ params, body }) => payWithCard(context, params.id, body.card_number),
  });
  app.get<{ Params: { id: string } }>('/payment-provider/:id', async (request, reply) => {
    const { id } = parseInput(sessionId, request.params, 'path');
    const session = await paymentStatus(context, id);
    if (session.status !== 'pending')
      throw new AppError(409, `Payment session ${id} is already ${session.status}`);
    const nonce = createNonce();
    usePagePolicy(reply, 'payment-provider', { nonce });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(paymentProviderPage({ id, amount: session.amount, nonce }));
  });
}
