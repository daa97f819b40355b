import { contractRegistry, errorEnvelopeSchema } from '@hemma/contract';
import { z } from 'zod';
import { WEBHOOKS_DESCRIPTION, webhooksOf } from './openapi-webhooks.ts';
import type { RegisteredRoute, RouteAuth } from './route.ts';

type JsonSchema = Record<string, unknown>;
const COMPONENTS = '#/components/schemas/';

/**
 * JSON Schema of a contract schema, with every named schema (@hemma/contract's registry) as a reference into
 * `components.schemas`; the named schemas met on the way are collected into `components`.
 */
function toSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  components: Record<string, JsonSchema>,
): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    metadata: contractRegistry,
    target: 'draft-2020-12',
  }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  const { $defs, $schema: _schema, ...rest } = json;
  const text = (value: unknown) => JSON.stringify(value).replaceAll('"#/$defs/', `"${COMPONENTS}`);
  for (const [id, definition] of Object.entries($defs ?? {})) {
    // A request and a response may name the same schema; the answer's form (output) is what the component shows.
    if (!(id in components) || io === 'output') components[id] = JSON.parse(text(definition)) as JsonSchema;
  }
  return JSON.parse(text(rest)) as JsonSchema;
}

/** The `{code: 200, result, meta?}` envelope; `meta` is required and described where the route declares it. */
const envelope = (result: JsonSchema, meta?: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: {
    code: { type: 'integer', const: 200 },
    result,
    meta: meta ?? { type: 'object', additionalProperties: {} },
  },
  required: meta ? ['code', 'result', 'meta'] : ['code', 'result'],
  additionalProperties: false,
});

const SECURITY: Record<RouteAuth, unknown[]> = {
  customer: [{ bearerAuth: [] }, { queryToken: [] }],
  // Either scheme, or none at all (an empty requirement object).
  'optional-customer': [{ bearerAuth: [] }, { queryToken: [] }, {}],
  staff: [{ staffSession: [] }],
};

/** A staff route that an API key with its scope may call too (decision 0051) lists the key's scheme as well. */
function securityOf(route: RegisteredRoute): unknown[] {
  const schemes = SECURITY[route.auth!];
  return route.auth === 'staff' && route.scope ? [...schemes, { apiKey: [route.scope] }] : schemes;
}

const ERRORS: Record<string, string> = {
  '400': 'The input does not fit: `result` names every problem.',
  '401': 'A token or session is required, or the one sent is not valid.',
  '403': 'The caller may not do this.',
  '404': 'Not found: `result` says what.',
  '409': 'A conflict with the current state (sold out, stale edit, duplicate): `result` says which.',
  '429': 'Too many attempts: `result` says when to try again.',
};

function operation(route: RegisteredRoute, components: Record<string, JsonSchema>): JsonSchema {
  const parameters: unknown[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input', components);
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((json.properties ?? {}) as Record<string, unknown>)) {
      parameters.push({
        name: name === '*' ? 'path' : name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: property,
      });
    }
  }
  const error = { $ref: `${COMPONENTS}ErrorEnvelope` };
  const ok = route.raw
    ? {
        description: route.raw.description,
        content: {
          [route.raw.contentType]: {
            schema: route.raw.schema ? toSchema(route.raw.schema, 'output', components) : {},
          },
        },
      }
    : {
        description: route.meta ? 'Envelope {code: 200, result, meta}' : 'Envelope {code: 200, result}',
        content: {
          'application/json': {
            schema: envelope(
              route.response ? toSchema(route.response, 'output', components) : {},
              route.meta ? toSchema(route.meta, 'output', components) : undefined,
            ),
          },
        },
      };
  return {
    summary: route.summary,
    tags: route.tags,
    operationId: `${route.method.toLowerCase()}${route.url.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string = '') => c.toUpperCase())}`,
    parameters,
    ...(route.bodyContent
      ? {
          requestBody: {
            required: true,
            description: route.bodyContent.description,
            content: Object.fromEntries(
              route.bodyContent.types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
            ),
          },
        }
      : route.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toSchema(route.body, 'input', components) } },
            },
          }
        : {}),
    ...(route.auth ? { security: securityOf(route) } : {}),
    ...(route.roles ? { 'x-hemma-roles': route.roles } : {}),
    ...(route.scope ? { 'x-hemma-scopes': [route.scope] } : {}),
    responses: {
      '200': ok,
      ...Object.fromEntries(
        Object.entries(ERRORS).map(([code, description]) => [
          code,
          { description, content: { 'application/json': { schema: error } } },
        ]),
      ),
    },
  };
}

/** OpenAPI 3.1 built from @hemma/contract: the schemas that validate requests and describe (and, in tests, check) answers. */
export function buildOpenApi(routes: RegisteredRoute[]): Record<string, unknown> {
  const components: Record<string, JsonSchema> = {};
  toSchema(errorEnvelopeSchema, 'output', components);
  components.ErrorEnvelope ??= toSchema(errorEnvelopeSchema, 'output', {});
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route, components) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hemma API',
      version: '0.2.0',
      description:
        'Every /api answer is a JSON envelope {code, result, meta?} whose code equals the HTTP status. Errors carry a ' +
        'message in `result`. Customer calls take the token as `Authorization: Bearer` (as `?token=` only where the shop sets HEMMA_TOKENS_IN_QUERY=1).' +
        WEBHOOKS_DESCRIPTION,
    },
    paths,
    webhooks: webhooksOf((schema, io) => toSchema(schema, io, components)),
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: "A customer's access token.",
        },
        queryToken: {
          type: 'apiKey',
          in: 'query',
          name: 'token',
          description:
            "The same token in the query string (the SPEC's query mode): accepted only where the shop sets HEMMA_TOKENS_IN_QUERY=1; elsewhere a 400.",
        },
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'hemma_admin',
          description: 'A back-office session; writes also need the X-CSRF-Token header.',
        },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'hk_live_…',
          description:
            'An API key made by an owner (Inställningar → API-nycklar, decision 0051): acts on /api/admin/* with its ' +
            'scopes only (x-hemma-scopes names the one an operation needs; catalogue:read, catalogue:write, ' +
            'stock:write, orders:read, orders:write, customers:read), without a CSRF token, throttled per key (429).',
        },
      },
    },
  };
}
