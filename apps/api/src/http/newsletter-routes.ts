import {
  newsletterBody,
  newsletterConfirmationSchema,
  newsletterQuery,
  newsletterStatusSchema,
  newsletterSubscriptionSchema,
  newsletterToggleSchema,
  newsletterTokenBody,
  newsletterUnsubscriptionSchema,
  onlyCommonQuery,
} from '@hemma/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors.ts';
import { requireCustomer } from '../use-cases/account/authenticate.ts';
import { confirmSubscription } from '../use-cases/newsletter/confirm-subscription.ts';
import {
  newsletterStatus,
  requireEmail,
  subscribe,
  unsubscribeOwn,
  unsubscribeWithToken,
} from '../use-cases/newsletter/subscriptions.ts';
import { clientAddress, readRequestToken } from './request-token.ts';
import { addRoute, type RouteRegistry } from './route.ts';

export const UNSUBSCRIBE_NEEDS_PROOF_MESSAGE =
  'Unsubscribing needs the link in one of our newsletter mails (POST /api/ext/newsletter/unsubscribe {token}), or ' +
  "the signed-in customer's own session (an Authorization: Bearer header): an e-mail address alone proves nothing.";

/** SPEC §7 newsletter calls with double opt-in (decisions 0014 and its addendum, 0024). */
export function registerNewsletterRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { newsletter, accounts }: AppContext,
): void {
  const tags = ['newsletter'];
  const signedIn = (request: FastifyRequest) => requireCustomer(accounts, readRequestToken(request));

  addRoute(app, registry, {
    method: 'GET',
    url: '/api/ext/newsletter',
    summary:
      "Whether the signed-in customer's own address is 'subscribed', 'pending' (waiting for its confirmation link) or " +
      "'not-subscribed' (token required; 403 for any other address, so that nobody can probe who subscribes).",
    tags,
    query: newsletterQuery,
    response: newsletterStatusSchema,
    auth: 'customer',
    handler: async ({ query, request }) => {
      const email = requireEmail(query.email);
      return newsletterStatus(newsletter, await signedIn(request), email);
    },
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/ext/newsletter',
    summary:
      'Signs {email} up: unless it is subscribed already, it is mailed a link to confirm (valid 7 days, once); the ' +
      'personal 10 % coupon is mailed after confirming, never answered. The answer is the same for every address. ' +
      'Sign-ups are counted per client address (429 beyond the limit).',
    tags,
    query: onlyCommonQuery,
    response: newsletterSubscriptionSchema,
    body: newsletterBody,
    handler: ({ body, query, request }) =>
      subscribe(newsletter, body.email, {
        clientAddress: clientAddress(request),
        storeCode: query.storeCode,
      }),
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/ext/newsletter/confirm',
    summary:
      "Confirms a sign-up with {token} from its confirmation mail's link: subscribed, and the first confirmation of an " +
      'address mails its sign-up coupon (coupon_mailed). 404: unknown link, 409: used already, 410: expired.',
    tags,
    query: onlyCommonQuery,
    response: newsletterConfirmationSchema,
    body: newsletterTokenBody,
    handler: ({ body }) => confirmSubscription(newsletter, body.token),
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/ext/newsletter/unsubscribe',
    summary:
      "Unsubscribes with {token} from a newsletter mail's unsubscribe link (400 for a token that is not one).",
    tags,
    query: onlyCommonQuery,
    response: newsletterUnsubscriptionSchema,
    body: newsletterTokenBody,
    handler: ({ body }) => unsubscribeWithToken(newsletter, body.token),
  });
  addRoute(app, registry, {
    method: 'DELETE',
    url: '/api/ext/newsletter',
    summary:
      "Unsubscribes the signed-in customer's own address (token required; an {email} given must be it, else 403). " +
      "Without a session it is a 401: a mail's unsubscribe link goes to POST /api/ext/newsletter/unsubscribe.",
    tags,
    query: onlyCommonQuery,
    response: newsletterUnsubscriptionSchema,
    body: newsletterBody,
    auth: 'customer',
    handler: async ({ body, request }) => {
      if (readRequestToken(request) === undefined) throw new AppError(401, UNSUBSCRIBE_NEEDS_PROOF_MESSAGE);
      return unsubscribeOwn(newsletter, await signedIn(request), body.email);
    },
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/ext/newsletter/toggle',
    summary:
      "SPEC §7 newsletter toggle: switches the signed-in customer's own subscription (token required) — unsubscribes " +
      'when subscribed or pending, else signs up as POST does (a confirmation link by mail).',
    tags,
    query: onlyCommonQuery,
    response: newsletterToggleSchema,
    auth: 'customer',
    handler: async ({ query, request }) => {
      const customer = await signedIn(request);
      const status = await newsletterStatus(newsletter, customer, customer.email);
      if (status !== 'not-subscribed') return unsubscribeOwn(newsletter, customer, undefined);
      return subscribe(newsletter, customer.email, {
        clientAddress: clientAddress(request),
        storeCode: query.storeCode,
      });
    },
  });
}
