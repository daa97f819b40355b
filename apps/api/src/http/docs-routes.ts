import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RegisteredRoute } from './route.ts';

function jsonSchema(schema: z.ZodType | undefined): Record<string, unknown> | undefined {
  return schema
    ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>)
    : undefined;
}

/** OpenAPI 3.1 built from the same zod schemas that validate the requests. */
export function buildOpenApi(routes: RegisteredRoute[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
    const parameters: unknown[] = [];
    for (const [where, schema] of [
      ['path', route.params],
      ['query', route.query],
    ] as const) {
      const properties = (jsonSchema(schema)?.properties ?? {}) as Record<string, unknown>;
      const required = new Set((jsonSchema(schema)?.required as string[] | undefined) ?? []);
      for (const [name, property] of Object.entries(properties)) {
        parameters.push({
          name: name === '*' ? 'path' : name,
          in: where,
          required: where === 'path' || required.has(name),
          schema: property,
        });
      }
    }
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: {
        summary: route.summary,
        tags: route.tags,
        parameters,
        ...(route.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: jsonSchema(route.body) } },
              },
            }
          : {}),
        responses: {
          '200': { description: 'Envelope {code: 200, result}' },
          '400': { description: 'Envelope {code: 400, result: "<what is wrong with the input>"}' },
          '404': { description: 'Envelope {code: 404, result: "<what was not found>"}' },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hemma API',
      version: '0.1.0',
      description:
        'Every /api answer is a JSON envelope {code, result, meta?} whose code equals the HTTP status.',
    },
    paths,
  };
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function registerDocsRoutes(app: FastifyInstance, routes: RegisteredRoute[]): void {
  app.get('/api/openapi.json', async () => buildOpenApi(routes));
  app.get('/api/docs', async (_request, reply) => {
    const document = buildOpenApi(routes);
    const rows = Object.entries(
      document.paths as Record<
        string,
        Record<string, { summary: string; parameters: { name: string; in: string }[] }>
      >,
    )
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(
          ([method, op]) =>
            `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escape(path)}</code></td><td>${escape(op.summary)}</td><td>${op.parameters
              .map((p) => `<code>${escape(p.name)}</code> (${p.in})`)
              .join(', ')}</td></tr>`,
        ),
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>Hemma API</title><style>body{font:15px system-ui;margin:2rem;max-width:72rem}td{padding:.4rem .6rem;border-top:1px solid #ddd;vertical-align:top}</style><h1>Hemma API</h1><p>Envelope <code>{code, result, meta?}</code>; errors carry a message in <code>result</code>. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.</p><table>${rows}</table></html>`,
      );
  });
}
