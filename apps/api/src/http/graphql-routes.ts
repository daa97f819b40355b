import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  execute,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
} from 'graphql';
import { AppError, InputError, NotFoundError } from '../errors.ts';
import type { CatalogContext } from '../use-cases/reference/catalog-context.ts';
import type { SearchEngine } from '../use-cases/search/search-engine.ts';
import { checkLimits, GRAPHQL_LIMITS } from './graphql/limits.ts';
import { rootValue, type GraphqlContext } from './graphql/resolvers.ts';
import { createSchema } from './graphql/schema.ts';
import type { RouteRegistry } from './route.ts';
import { unsupportedBody } from './error-handler.ts';

/** Whole request body (query + variables). A longer query is answered 400 by the query-size check below. */
const BODY_LIMIT = 64 * 1024;

interface GraphqlRequest {
  query: string;
  variables: Record<string, unknown> | undefined;
  operationName: string | undefined;
}

/** A request that cannot be executed: answered with HTTP 400 and `{errors: [{message}]}`. */
class RequestError extends Error {}

function readRequest(request: FastifyRequest): GraphqlRequest {
  const source = (request.method === 'GET' ? request.query : request.body) as Record<string, unknown> | null;
  if (!source || typeof source !== 'object' || Array.isArray(source))
    throw new RequestError('Expected a JSON object body {query, variables?, operationName?}.');
  const { query, operationName } = source;
  let { variables } = source;
  if (typeof query !== 'string' || query.trim() === '')
    throw new RequestError('Missing "query": a GraphQL document as a string.');
  if (Buffer.byteLength(query) > GRAPHQL_LIMITS.maxQueryBytes)
    throw new RequestError(`Query is too large: at most ${GRAPHQL_LIMITS.maxQueryBytes} bytes are allowed.`);
  if (request.method === 'GET' && typeof variables === 'string') {
    try {
      variables = JSON.parse(variables) as unknown;
    } catch {
      throw new RequestError('"variables" is not valid JSON.');
    }
  }
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables)))
    throw new RequestError('"variables" must be an object.');
  if (operationName != null && typeof operationName !== 'string')
    throw new RequestError('"operationName" must be a string.');
  return {
    query,
    variables: (variables ?? undefined) as Record<string, unknown> | undefined,
    operationName: operationName ?? undefined,
  };
}

function parseDocument(query: string): DocumentNode {
  try {
    return parse(query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
  } catch (error) {
    if (error instanceof GraphQLError) throw new RequestError(error.message);
    throw error;
  }
}

/**
 * Errors thrown by use cases keep their message (the SPEC's 'Product query returned empty result …' and the REST
 * validation messages) and say what they were; anything else is logged and masked — never a stack trace.
 */
function formatError(error: GraphQLError, request: FastifyRequest): GraphQLFormattedError {
  const original = error.originalError;
  if (!original || original instanceof GraphQLError) return error.toJSON();
  if (original instanceof AppError) {
    const code =
      original instanceof NotFoundError
        ? 'NOT_FOUND'
        : original instanceof InputError
          ? 'BAD_USER_INPUT'
          : 'ERROR';
    return { ...error.toJSON(), extensions: { code, status: original.status } };
  }
  request.log.error({ err: original, path: error.path }, 'graphql resolver failed');
  return {
    message: 'Internal Server Error 500',
    ...(error.path ? { path: error.path } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
  };
}

/**
 * `POST /graphql` (and `GET /graphql?query=`): the catalogue over GraphQL (SPEC §7), on the same use cases and
 * search engine as the REST routes. GraphQL over HTTP conventions: a request that cannot run (bad JSON, syntax or
 * validation error, too deep or too large) is HTTP 400 with `{errors}`; once executed the answer is 200 with
 * `{data, errors?}` — a product that does not exist is `null` plus an error carrying the SPEC's message.
 */
export function registerGraphqlRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  context: CatalogContext,
  engine: SearchEngine,
  groupOf: GraphqlContext['groupOf'],
): void {
  registry.routes.push({
    method: 'POST',
    url: '/graphql',
    summary:
      'GraphQL search (also GET ?query=): products with facets, product, productByUrlPath, categories, category, ' +
      'attributes, taxRules, cmsPage, cmsBlocks, cmsHierarchy. Body {query, variables?, operationName?}.',
    tags: ['search'],
    raw: {
      contentType: 'application/json',
      description:
        'A GraphQL response: {data, errors?} (errors alone with HTTP 400 when the request cannot run).',
    },
  });
  const schema = createSchema();
  const contextValue: GraphqlContext = { catalog: context, engine, groupOf };

  app.route({
    method: ['GET', 'POST'],
    url: '/graphql',
    bodyLimit: BODY_LIMIT,
    // Framework errors on this route (invalid JSON, body too large, wrong content type) in the GraphQL shape.
    errorHandler: (error: FastifyError, request, reply) => {
      const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'graphql request failed');
      const message =
        status === 500
          ? 'Internal Server Error 500'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? unsupportedBody(request)
            : error.message;
      return reply.code(status).send({ errors: [{ message }] });
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      let document: DocumentNode;
      let input: GraphqlRequest;
      try {
        input = readRequest(request);
        document = parseDocument(input.query);
        const tooMuch = checkLimits(document);
        if (tooMuch) throw new RequestError(tooMuch);
      } catch (error) {
        if (error instanceof RequestError)
          return reply.code(400).send({ errors: [{ message: error.message }] });
        throw error;
      }
      const invalid = validate(schema, document, specifiedRules, { maxErrors: 20 });
      if (invalid.length > 0) return reply.code(400).send({ errors: invalid.map((e) => e.toJSON()) });

      const result: ExecutionResult = await execute({
        schema,
        document,
        rootValue,
        contextValue,
        variableValues: input.variables,
        operationName: input.operationName,
      });
      const errors = result.errors?.map((e) => formatError(e, request));
      // No `data` at all: the operation could not start (unknown operationName, bad variables) — a request error.
      const status = result.data === undefined ? 400 : 200;
      return reply
        .code(status)
        .send({ ...(result.data !== undefined ? { data: result.data } : {}), ...(errors ? { errors } : {}) });
    },
  });
}
