import type { FastifyInstance } from 'fastify';
import {
  onlyCommonQuery,
  paymentReturnQuery,
  paymentReturnSchema,
  paymentSessionParams,
  reconcileResultSchema,
  stripeEventBody,
  stripeEventResultSchema,
} from '@hemma/contract';
import type { AppContext } from '../app-context.ts';
import { InputError } from '../errors.ts';
import { cancelHostedPayment, paymentReturn } from '../use-cases/payment/hosted-returns.ts';
import { reconcileHostedPayments } from '../use-cases/payment/reconcile-hosted.ts';
import { receiveStripeEvent } from '../use-cases/payment/stripe-events.ts';
import { addAdminRoute } from './admin/admin-route.ts';
import { keepRawJsonBodies, rawJsonBody } from './raw-body.ts';
import { addRoute, type RouteRegistry } from './route.ts';

/**
 * Hosted payments at Stripe (decision 0050): its webhook, the shopper's return from its page (and a cancel there), and
 * the owner's "reconcile now". The order itself is placed by POST /api/order, whose answer carries `payment_url`.
 */
export function registerHostedPaymentRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { checkout, staff }: AppContext,
): void {
  const tags = ['payment'];
  // Signed over the bytes as sent: the route keeps them (raw-body.ts), in a context of its own.
  void app.register(async (signed) => {
    keepRawJsonBodies(signed);
    addRoute(signed, registry, {
      method: 'POST',
      url: '/api/ext/payment/callbacks/stripe',
      summary:
        "Stripe's webhook: checkout.session.completed / async_payment_succeeded / async_payment_failed / expired " +
        'settle the order; charge.dispute.* is kept on the payment. The Stripe-Signature header must hold over the ' +
        'body as sent (HMAC-SHA256 of `timestamp.payload`, at most 5 minutes old), else 400. Each event id is ' +
        'handled once (a repeat answers duplicate: true); events may come in any order.',
      tags,
      body: stripeEventBody,
      response: stripeEventResultSchema,
      handler: ({ request }) => {
        const raw = rawJsonBody(request);
        if (!raw) throw new InputError('Send the event as JSON, with Content-Type application/json');
        const signature = request.headers['stripe-signature'];
        return receiveStripeEvent(checkout, raw, typeof signature === 'string' ? signature : undefined);
      },
    });
  });
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/ext/payment/returns/:id',
    summary:
      "The shopper is back from Stripe's page: the payment's state and its order. Pending (no word from Stripe's " +
      'webhook yet) is asked of Stripe at once; still pending, ask again. Needs the key of the return address.',
    tags,
    params: paymentSessionParams,
    query: paymentReturnQuery,
    response: paymentReturnSchema,
    lane: 'checkout',
    handler: ({ params, query }) => paymentReturn(checkout, params.id, query.key),
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/ext/payment/returns/:id/cancel',
    summary:
      "The shopper cancelled on Stripe's page: the Checkout Session is expired at Stripe, the order cancelled with " +
      'its stock given back, and the cart (cart_id) open again. A payment Stripe already took stays: answered as paid.',
    tags,
    params: paymentSessionParams,
    query: paymentReturnQuery,
    response: paymentReturnSchema,
    lane: 'checkout',
    handler: ({ params, query }) => cancelHostedPayment(checkout, params.id, query.key),
  });
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/payments/reconcile',
    summary:
      'Asks Stripe now about hosted payments still pending 30 minutes after they were opened, as the worker does ' +
      'every minute: paid ones stand, expired ones are cancelled with their stock given back.',
    tags: ['admin: orders'],
    area: 'orders',
    query: onlyCommonQuery,
    response: reconcileResultSchema,
    handler: () => reconcileHostedPayments(checkout),
  });
}
