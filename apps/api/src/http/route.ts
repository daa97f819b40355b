import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  prepareAnswer,
  publicAnswer,
  sendAnswer,
  sendChangeAnswer,
  sendPrepared,
  surrogateHeaders,
  type PreparedAnswer,
  type PublicHeaders,
} from './http-caching.ts';
import type { EncodedAnswers } from './encoded-answers.ts';
import { parseInput } from './validation.ts';

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

/**
 * Who may call a route, as the OpenAPI document says it: `customer` needs a customer's token (bearer; `?token=` where turned on),
 * `optional-customer` takes one when given (a customer's cart, order or prices), `staff` a back-office session.
 */
export type RouteAuth = 'customer' | 'optional-customer' | 'staff';

/** A result with the envelope's `meta` beside it (a route that declares `meta`): `{code: 200, result, meta}`. */
export interface WithMeta<T, M> {
  result: T;
  meta: M;
}

export interface RouteDefinition<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema,
  M extends Schema | undefined = undefined,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  summary: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  /** A body that is not JSON (an uploaded picture): its content types, as the OpenAPI document shows them. */
  bodyContent?: BodyContent;
  /** The schema of `result` in the `{code: 200, result}` envelope (@hemma/contract). */
  response: R;
  /** The schema of the envelope's `meta`, when the route answers one: its handler returns `{result, meta}`. */
  meta?: M;
  auth?: RouteAuth;
  /** For `staff` routes: the roles that may call it (documented in the OpenAPI as `x-hemma-roles`). */
  roles?: readonly string[];
  /** For `staff` routes: the scope an API key needs for it (decision 0051); null: keys may not call it. */
  scope?: string | null;
  /**
   * 'checkout': a cart or order call, whose database statements go before other requests' while PostgreSQL's pool
   * is busy (decision 0046).
   */
  lane?: 'checkout';
  /** The largest JSON body it takes, in bytes, when more than the server's default (a bulk call, decision 0051). */
  bodyLimit?: number;
  /** Runs before the input is parsed (who may call comes before what they sent): throws to refuse the request. */
  before?: (request: FastifyRequest) => Promise<void>;
  /**
   * The handler may answer the same result object again (a use case's cache): its envelope is then sent as the JSON
   * written the first time instead of being serialised again. Results must not be changed after they are returned,
   * nor the parsed query: a query string asked again is answered from its query as parsed the first time.
   */
  reusesResults?: boolean;
  /**
   * A GET whose answer is the same for everyone who asks this URL without credentials: shared caches may keep it
   * (decision 0031), tagged with the surrogate keys `keys` names for it. Without this, nothing keeps an answer.
   */
  publicCache?: { keys(result: z.output<R>, input: { params: Infer<P>; query: Infer<Q> }): string[] };
  handler(input: {
    params: Infer<P>;
    query: Infer<Q>;
    body: Infer<B>;
    request: FastifyRequest;
    reply: FastifyReply;
  }): Promise<M extends Schema ? WithMeta<z.input<R>, z.input<M>> : z.input<R>>;
}

export interface BodyContent {
  types: readonly string[];
  description: string;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  summary: string;
  tags: string[];
  params?: Schema | undefined;
  query?: Schema | undefined;
  body?: Schema | undefined;
  bodyContent?: BodyContent | undefined;
  /** The envelope's `result`; absent for routes that answer something else (`raw`). */
  response?: Schema | undefined;
  /** The envelope's `meta`, for the routes that answer one. */
  meta?: Schema | undefined;
  /** A route that answers a body of its own (an image, GraphQL's JSON, a page) instead of the envelope. */
  raw?: { contentType: string; description: string; schema?: Schema } | undefined;
  auth?: RouteAuth | undefined;
  roles?: readonly string[] | undefined;
  scope?: string | null | undefined;
}

/** The routes of one API instance and whether their answers are checked against the contract (tests do). */
export interface RouteRegistry {
  routes: RegisteredRoute[];
  validateResponses: boolean;
  /** Runs a handler of a `lane: 'checkout'` route (the composition root's; none: runs it as it is). */
  inCheckoutLane?: <T>(work: () => T) => T;
  /**
   * The compressed bytes of GET answers sent before (the HTTP caching hook's): with them, a GET route's answer is
   * written to the socket in one go (`sendAnswer`) instead of through the onSend hooks (issue 32).
   */
  encodedAnswers?: EncodedAnswers;
}

/** A result that breaks its route's response schema: a server bug, answered 500 and logged with the issues. */
export class ResponseContractError extends Error {
  constructor(route: string, issues: string) {
    super(`The answer of ${route} does not match its schema in @hemma/contract: ${issues}`);
    this.name = 'ResponseContractError';
  }
}

/** Throws a ResponseContractError when a result does not parse with its route's response schema. */
export function checkResponse(route: RegisteredRoute, schema: Schema, result: unknown): void {
  const parsed = schema.safeParse(result);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || 'result'}: ${issue.message}`)
      .join('; ');
    throw new ResponseContractError(`${route.method} ${route.url}`, issues);
  }
}

/** Addresses whose parsed query a reusing route keeps (the oldest first out): a few hundred bytes each. */
const PARSED_QUERIES = 1000;

/**
 * Registers a JSON route whose inputs are parsed with zod (400 with a readable message when they do not fit) and
 * whose result is wrapped in the `{code: 200, result}` envelope — checked against its response schema when the
 * registry validates responses. The definition is also what /api/docs describes.
 */
export function addRoute<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema,
  M extends Schema | undefined = undefined,
>(app: FastifyInstance, registry: RouteRegistry, route: RouteDefinition<P, Q, B, R, M>): void {
  const registered: RegisteredRoute = {
    method: route.method,
    url: route.url,
    summary: route.summary,
    tags: route.tags,
    params: route.params,
    query: route.query,
    body: route.body,
    bodyContent: route.bodyContent,
    response: route.response,
    meta: route.meta,
    auth: route.auth,
    roles: route.roles,
    scope: route.scope,
  };
  registry.routes.push(registered);
  const validate = registry.validateResponses;
  const { encodedAnswers } = registry;
  // Bytes rather than a string, with their ETag and compressed forms: a reused answer is then written to the socket
  // without encoding, hashing or compressing it again.
  const written = route.reusesResults ? new WeakMap<object, PreparedAnswer>() : null;
  // And its surrogate keys' headers, worked out once per result.
  const tagged = route.reusesResults ? new WeakMap<object, PublicHeaders>() : null;
  // A reused answer is mostly asked again in the same words: its query parsed once per query string (issue 32).
  // A cart or order call's answer is written to the socket in one go, as a GET's is (issue 32): its onSend hooks add
  // only headers (no cookies, no back-office purge), which `sendChangeAnswer` adds the same.
  const writtenAtOnce = encodedAnswers !== undefined && route.method !== 'GET' && route.lane === 'checkout';
  const parsedQueries = route.reusesResults ? new Map<string, Infer<Q>>() : null;
  // No closure made per request (issue 32): the query is parsed here, or taken as parsed for the same address.
  const parseQuery = (request: FastifyRequest): Infer<Q> => {
    if (!parsedQueries) return parseInput(route.query!, request.query ?? {}, 'query') as Infer<Q>;
    // By the whole address (one route's path, or its path parameters, and the query string): the same words asked
    // again are the same string, so no part of it is cut out per request.
    let query = parsedQueries.get(request.url);
    if (query === undefined) {
      query = parseInput(route.query!, request.query ?? {}, 'query') as Infer<Q>;
      if (parsedQueries.size >= PARSED_QUERIES) parsedQueries.delete(parsedQueries.keys().next().value!);
      parsedQueries.set(request.url, query);
    }
    return query;
  };
  app.route({
    method: route.method,
    url: route.url,
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (route.before) await route.before(request);
      const params = (
        route.params ? parseInput(route.params, request.params, 'path') : undefined
      ) as Infer<P>;
      const query = (route.query ? parseQuery(request) : undefined) as Infer<Q>;
      const body = (route.body ? parseInput(route.body, request.body ?? {}, 'body') : undefined) as Infer<B>;
      const input = { params, query, body, request, reply };
      const answer = await (route.lane === 'checkout' && registry.inCheckoutLane
        ? registry.inCheckoutLane(() => route.handler(input))
        : route.handler(input));
      if (route.meta) {
        const { result, meta } = answer as WithMeta<unknown, unknown>;
        if (validate) {
          checkResponse(registered, route.response, result);
          checkResponse(registered, route.meta, meta);
        }
        if (writtenAtOnce)
          return sendChangeAnswer(reply, Buffer.from(JSON.stringify({ code: 200, result, meta })));
        return reply.code(200).send({ code: 200, result, meta });
      }
      const result = answer;
      if (written && typeof result === 'object' && result !== null) {
        let answer = written.get(result);
        if (answer === undefined) {
          if (validate) checkResponse(registered, route.response, result);
          written.set(result, (answer = prepareAnswer(Buffer.from(JSON.stringify({ code: 200, result })))));
        }
        if (!route.publicCache) return sendPrepared(reply, answer);
        // Its surrogate keys' headers, worked out once per result, go with the answer's other headers made once.
        let shared = tagged!.get(result);
        if (shared === undefined) {
          const keys = route.publicCache.keys(result as z.output<R>, { params, query });
          tagged!.set(result, (shared = { surrogate: surrogateHeaders(keys) }));
        }
        return sendPrepared(reply, answer, shared);
      }
      if (route.publicCache)
        publicAnswer(request, reply, route.publicCache.keys(result as z.output<R>, { params, query }));
      if (validate) checkResponse(registered, route.response, result);
      if (encodedAnswers && route.method === 'GET')
        return sendAnswer(reply, Buffer.from(JSON.stringify({ code: 200, result })), encodedAnswers);
      if (writtenAtOnce) return sendChangeAnswer(reply, Buffer.from(JSON.stringify({ code: 200, result })));
      return reply.code(200).send({ code: 200, result });
    },
  });
}
