import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z, ZodType } from 'zod';
import {
  cartQuery,
  cardChallengeBody,
  cardPaymentBody,
  creditApplicationBody,
  onlyCommonQuery,
  paymentCallbackBody,
  paymentCallbackResultSchema,
  paymentMethodParams,
  paymentProviderErrorBody,
  paymentProviderErrorResultSchema,
  paymentSessionParams as sessionId,
  paymentSessionSchema,
  paymentStartQuery,
  providerPageQuery,
  type PaymentSessionDto,
  swishAppBody,
  swishRequestBody,
} from '@hemma/contract';
import { fromSek } from '@hemma/commerce';
import { authenticate } from '../use-cases/account/authenticate.ts';
import { readRequestToken } from './request-token.ts';
import { requirePageKey } from '../use-cases/payment/page-key.ts';
import {
  currentSession,
  paymentStatus,
  present,
  receiveCallback,
  startPayment,
} from '../use-cases/payment/payments.ts';
import { SIGNATURE_HEADER } from '../use-cases/payment/provider.ts';
import {
  answerChallenge,
  answerInSwishApp,
  applyForCredit,
  payWithCard,
  requestSwish,
} from '../use-cases/payment/sandbox-actions.ts';
import { registerProviderPage } from './payment-provider-page.ts';
import { keepRawJsonBodies, rawJsonBody } from './raw-body.ts';
import { InputError } from '../errors.ts';
import type { AppContext } from '../app-context.ts';
import { addRoute, type RouteRegistry } from './route.ts';

/**
 * Payments (decision 0027): the shop's side (open a payment at the method's provider, its state, the providers'
 * signed callbacks, the checkout's error reports) and the sandbox providers' side (their pages and what those ask).
 */
export function registerPaymentRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { payments: context, accounts }: AppContext,
): void {
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/ext/payment/sessions',
    summary:
      "Opens a payment at the method's provider (card, swish, partpayment) for the cart's grand total now; answers " +
      'the provider page for the iframe. Repeated while open, it answers the same payment.',
    tags: ['payment'],
    query: paymentStartQuery,
    response: paymentSessionSchema,
    auth: 'optional-customer',
    handler: async ({ query, request }) =>
      startPayment(
        context,
        {
          cartId: query.cartId,
          customer: await authenticate(accounts, readRequestToken(request)),
          storeCode: query.storeCode,
        },
        query.method,
      ),
  });
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/ext/payment/sessions/:id',
    summary:
      'The state of a payment: pending, authorized, paid, declined, failed (timed out) or refunded. Only for the ' +
      "cart it was opened for: its ?cartId= (and the customer's token for a customer's cart), as the cart's calls; " +
      'anyone else gets 404.',
    tags: ['payment'],
    params: sessionId,
    query: cartQuery,
    response: paymentSessionSchema,
    auth: 'optional-customer',
    handler: async ({ params, query, request }) =>
      paymentStatus(context, params.id, {
        cartId: query.cartId,
        customer: await authenticate(accounts, readRequestToken(request)),
      }),
  });
  // Signed over the bytes as sent: the route keeps them (raw-body.ts), in a context of its own.
  void app.register(async (signed) => {
    keepRawJsonBodies(signed);
    addRoute(signed, registry, {
      method: 'POST',
      url: '/api/ext/payment/callbacks/:method',
      summary:
        "A provider's callback on a payment, signed with HMAC-SHA256 of the body's bytes as sent in the " +
        'x-hemma-signature header (a forged or missing signature is refused with 401). Applied once; a repeat ' +
        'answers changed: false.',
      tags: ['payment'],
      params: paymentMethodParams,
      body: paymentCallbackBody,
      response: paymentCallbackResultSchema,
      handler: ({ params, body, request }) => {
        const signature = request.headers[SIGNATURE_HEADER];
        const raw = rawJsonBody(request);
        if (!raw) throw new InputError('Send the callback as JSON, with Content-Type application/json');
        return receiveCallback(
          context,
          params.method,
          raw,
          typeof signature === 'string' ? signature : undefined,
          {
            reference: body.id,
            paymentId: body.payeePaymentReference,
            status: body.status,
            amount: fromSek(body.amount),
            currency: body.currency,
            errorCode: body.errorCode ?? null,
          },
        );
      },
    });
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/ext/payment-provider/error',
    summary:
      "The checkout reports a payment provider's error (its page did not load, a payment failed): logged with a " +
      'reference the shopper can quote to customer service.',
    tags: ['payment'],
    query: onlyCommonQuery,
    body: paymentProviderErrorBody,
    response: paymentProviderErrorResultSchema,
    handler: async ({ body }) => {
      const reference = randomBytes(4).toString('hex').toUpperCase();
      context.log.error(
        `payment provider error ${reference}: ${body.method} ${body.code}` +
          `${body.session_id ? ` session ${body.session_id}` : ''}${body.message ? `: ${body.message}` : ''}`,
      );
      return { logged: true, reference };
    },
  });

  // The sandbox provider's side answers to its page's key (?key=, in the page's url), never to a session id alone.
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/ext/payment-provider/sessions/:id',
    summary:
      "Sandbox provider: the payment as its page sees it (the Swish page asks while the shopper's app decides).",
    tags: ['payment'],
    params: sessionId,
    query: providerPageQuery,
    response: paymentSessionSchema,
    handler: async ({ params, query }) => {
      requirePageKey(context.secret, params.id, query.key);
      return present(context, await currentSession(context, params.id));
    },
  });
  const sandboxRoute = <S extends ZodType>(
    action: string,
    summary: string,
    body: S,
    run: (id: string, body: z.infer<S>) => Promise<PaymentSessionDto>,
  ) =>
    addRoute(app, registry, {
      method: 'POST',
      url: `/api/ext/payment-provider/sessions/:id/${action}`,
      summary: `Sandbox provider: ${summary}`,
      tags: ['payment'],
      params: sessionId,
      query: providerPageQuery,
      body,
      response: paymentSessionSchema,
      handler: async ({ params, query, body: input }) => {
        requirePageKey(context.secret, params.id, query.key);
        return run(params.id, input as z.infer<S>);
      },
    });
  sandboxRoute(
    'pay',
    'pays with a test card (4242… paid, 4000 0000 0000 0002 declined, …9995 insufficient funds, …3220 asks a 3-D Secure challenge).',
    cardPaymentBody,
    (id, body) => payWithCard(context, id, body.card_number),
  );
  sandboxRoute(
    'challenge',
    "the cardholder's answer to the 3-D Secure challenge.",
    cardChallengeBody,
    (id, body) => answerChallenge(context, id, body.result),
  );
  sandboxRoute(
    'swish',
    'sends the Swish payment request to a mobile number (07x…).',
    swishRequestBody,
    (id, body) => requestSwish(context, id, body.payer_alias),
  );
  sandboxRoute(
    'swish-app',
    "stands in for the shopper's Swish app: approve pays, decline declines (RF07).",
    swishAppBody,
    (id, body) => answerInSwishApp(context, id, body.answer),
  );
  sandboxRoute(
    'credit',
    'the credit decision for invoice or part payment (personnummer 19700101-0003 and anyone under 18 are refused).',
    creditApplicationBody,
    (id, body) => applyForCredit(context, id, body.personal_number, body.option),
  );
  registerProviderPage(app, context);
}
