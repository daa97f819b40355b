import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changePasswordBody,
  createCustomerBody,
  createPasswordBody,
  customerSchema,
  loginBody,
  logoutBody,
  loyaltySchema,
  onlyCommonQuery as query,
  orderHistoryQuery,
  orderHistorySchema,
  refreshBody,
  resetPasswordBody,
  sessionTokensSchema,
  updateProfileBody,
} from '@hemma/contract';
import { z } from 'zod';
import type { AccountContext } from '../use-cases/account/account-context.ts';
import {
  type AuthenticatedCustomer,
  authenticate,
  requireCustomer,
} from '../use-cases/account/authenticate.ts';
import { changePassword } from '../use-cases/account/change-password.ts';
import { createCustomer } from '../use-cases/account/create-customer.ts';
import { login } from '../use-cases/account/login.ts';
import { logout } from '../use-cases/account/logout.ts';
import { getLoyalty } from '../use-cases/account/loyalty.ts';
import { getOrderHistory } from '../use-cases/account/order-history.ts';
import { createPassword, requestPasswordReset } from '../use-cases/account/password-reset.ts';
import { getProfile, updateProfile } from '../use-cases/account/profile.ts';
import { refreshSession } from '../use-cases/account/refresh-session.ts';
import { clientAddress, readRequestToken } from './request-token.ts';
import {
  answerSession,
  clearRefreshCookie,
  readDeviceCookie,
  readRefreshCookie,
  setDeviceCookie,
  wantsRefreshCookie,
} from './user-session-cookies.ts';
import type { AppContext } from '../app-context.ts';
import { addRoute, checkResponse, type RouteRegistry } from './route.ts';
import { parseInput } from './validation.ts';

const tags = ['user'];

const SESSION_ANSWER =
  'The answer is {token, refreshToken, groupToken, groupId}: token is the access token (a 15-minute HS256 JWT; send it as Authorization: Bearer — as ?token= only where the shop sets HEMMA_TOKENS_IN_QUERY=1), refreshToken is single-use (POST /api/user/refresh), groupToken the signed customer group for catalogue calls. With the request header `X-Hemma-Refresh-Token: cookie` the refresh token is set as the httpOnly cookie `hemma_refresh` instead and refreshToken is empty.';

/** SPEC §7 user calls. Calls on "me" take the customer from the token only; a body never names a customer. */
export function registerUserRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { accounts: context }: AppContext,
): void {
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/user/create',
    summary:
      "Registers a customer (General group, with a loyalty card number) and answers the profile. 400 with SPEC §5 messages for invalid fields or password, and 'A customer with the same email already exists in an associated website.' for a taken e-mail.",
    tags,
    query,
    body: createCustomerBody,
    response: customerSchema,
    handler: ({ body, request }) => createCustomer(context, body, clientAddress(request)),
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/user/login',
    summary: `Logs in with e-mail (username) and password. ${SESSION_ANSWER} 401 with the same message for an unknown e-mail and a wrong password; 429 (with Retry-After) after too many failures for the (e-mail, address) pair, the address, or — from a browser without the account's device cookie \`hemma_device\`, which a successful login sets — the e-mail.`,
    tags,
    query,
    body: loginBody,
    response: sessionTokensSchema,
    handler: async ({ body, request, reply }) => {
      const { session, deviceCookie } = await login(context, body, {
        clientAddress: clientAddress(request),
        deviceCookie: readDeviceCookie(request),
      });
      setDeviceCookie(context, reply, deviceCookie);
      return answerSession(context, reply, session, wantsRefreshCookie(request));
    },
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/user/refresh',
    summary: `Exchanges a refresh token for a new pair. ${SESSION_ANSWER} A refresh token works once: a spent one is refused (401) and revokes every token of its login, access tokens included. An empty refreshToken takes the one in the \`hemma_refresh\` cookie, and the new one goes there again.`,
    tags,
    query,
    body: refreshBody,
    response: sessionTokensSchema,
    handler: async ({ body, request, reply }) => {
      const cookie = body.refreshToken === '' ? readRefreshCookie(request) : undefined;
      const session = await refreshSession(context, cookie ?? body.refreshToken);
      return answerSession(context, reply, session, wantsRefreshCookie(request, cookie !== undefined));
    },
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/user/logout',
    summary:
      "Ends the session of the caller's access token (bearer) and of the refresh token in the `hemma_refresh` cookie or {refreshToken}: its refresh tokens are revoked and its access tokens refused from now on. Answers true, also when there was nothing to end.",
    tags,
    query,
    body: logoutBody,
    response: z.literal(true),
    auth: 'optional-customer',
    handler: async ({ body, request, reply }) => {
      const customer = await authenticate(context, readRequestToken(request)).catch(() => null);
      const refreshToken = body.refreshToken || readRefreshCookie(request);
      clearRefreshCookie(context, reply);
      return logout(context, { customer, refreshToken });
    },
  });
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/user/me',
    summary: "The caller's profile with addresses, group_id and loyalty card number (token required).",
    tags,
    query,
    response: customerSchema,
    auth: 'customer',
    handler: async ({ request }) => {
      const customer = await requireCustomer(context, readRequestToken(request));
      return getProfile(context, customer.customerId);
    },
  });
  registerUpdateProfile(app, registry, context);
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/user/order-history',
    summary:
      "The caller's orders, newest first: {items, total_count, search_criteria: {page_size, current_page}} (token required).",
    tags,
    query: orderHistoryQuery,
    response: orderHistorySchema,
    auth: 'customer',
    handler: async ({ query: page, request }) => {
      const customer = await requireCustomer(context, readRequestToken(request));
      return getOrderHistory(context, customer.customerId, page);
    },
  });
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/user/loyalty',
    summary:
      "The caller's loyalty card and points (token required): {card_number, points_balance, history: [{order_id, increment_id, points, reason, created_at}]} newest first. An order earns 1 point per whole 10 kr of its grand total incl. VAT.",
    tags,
    query,
    response: loyaltySchema,
    auth: 'customer',
    handler: async ({ request }) => {
      const customer = await requireCustomer(context, readRequestToken(request));
      return getLoyalty(context, customer.customerId);
    },
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/user/reset-password',
    summary:
      'Mails a link to choose a new password when the e-mail is registered, in the language of the store view `storeCode` (the default store without one) and to its reset page. The answer is the same whether or not it is registered.',
    tags,
    query,
    body: resetPasswordBody,
    response: z.string(),
    handler: ({ body, query, request }) =>
      requestPasswordReset(context, body.email, clientAddress(request), query.storeCode),
  });
  addRoute(app, registry, {
    method: 'POST',
    url: '/api/user/create-password',
    summary: `Sets a new password with the token of a reset mail (single-use, valid one hour) and logs in. ${SESSION_ANSWER}`,
    tags,
    query,
    body: createPasswordBody,
    response: sessionTokensSchema,
    handler: async ({ body, request, reply }) => {
      const { session, deviceCookie } = await createPassword(context, body);
      setDeviceCookie(context, reply, deviceCookie);
      return answerSession(context, reply, session, wantsRefreshCookie(request));
    },
  });
  registerChangePassword(app, registry, context);
}

type Refusable<T> = { ok: true; result: T } | { ok: false; status: 400 | 429; errorMessage: string };

/**
 * A customer's call whose refusals answer `{code, result: {errorMessage, message}}` — the shape the storefront reads
 * (SPEC §8) — rather than the shared envelope's string errors; registered by hand for that reason. Other bad input
 * (schema, token) keeps the shared envelope.
 */
function addRefusableRoute<B extends z.ZodType, R extends z.ZodType, T extends z.input<R>>(
  app: FastifyInstance,
  registry: RouteRegistry,
  context: AccountContext,
  route: { url: string; summary: string; body: B; response: R },
  run: (customer: AuthenticatedCustomer, body: z.infer<B>, request: FastifyRequest) => Promise<Refusable<T>>,
) {
  const registered = {
    method: 'POST',
    url: route.url,
    summary: route.summary,
    tags,
    query,
    body: route.body,
    response: route.response,
    auth: 'customer' as const,
  };
  registry.routes.push(registered);
  app.post(route.url, async (request, reply) => {
    parseInput(query, request.query ?? {}, 'query');
    const body = parseInput(route.body, request.body ?? {}, 'body');
    const customer = await requireCustomer(context, readRequestToken(request));
    const outcome = await run(customer, body, request);
    if (!outcome.ok) {
      // `message` too, for clients that show any error by result.message (SPEC §8).
      const result = { errorMessage: outcome.errorMessage, message: outcome.errorMessage };
      return reply.code(outcome.status).send({ code: outcome.status, result });
    }
    if (registry.validateResponses) checkResponse(registered, route.response, outcome.result);
    return reply.code(200).send({ code: 200, result: outcome.result });
  });
}

function registerUpdateProfile(app: FastifyInstance, registry: RouteRegistry, context: AccountContext) {
  addRefusableRoute(
    app,
    registry,
    context,
    {
      url: '/api/user/me',
      summary:
        "Updates the caller's own firstname, lastname, email and (when sent) replaces the address book; answers the profile. id and group_id in the body are ignored. A new e-mail needs {currentPassword} beside {customer}: without it or with a wrong one 400 (429 when throttled) {result: {errorMessage}}.",
      body: updateProfileBody,
      response: customerSchema,
    },
    async (customer, body, request) => {
      const outcome = await updateProfile(context, customer, body.customer, {
        currentPassword: body.currentPassword,
        clientAddress: clientAddress(request),
        deviceCookie: readDeviceCookie(request),
      });
      return outcome.ok ? { ok: true, result: outcome.customer } : outcome;
    },
  );
}

function registerChangePassword(app: FastifyInstance, registry: RouteRegistry, context: AccountContext) {
  addRefusableRoute(
    app,
    registry,
    context,
    {
      url: '/api/user/change-password',
      summary:
        "Changes the caller's password (token required): 200 {result: true}, or 400/429 {result: {errorMessage}} for a wrong current password or a new one that breaks SPEC §5. Other sessions are logged out.",
      body: changePasswordBody,
      response: z.literal(true),
    },
    async (customer, body, request) => {
      const outcome = await changePassword(context, customer, body, {
        clientAddress: clientAddress(request),
        deviceCookie: readDeviceCookie(request),
      });
      return outcome.ok ? { ok: true, result: true as const } : outcome;
    },
  );
}
