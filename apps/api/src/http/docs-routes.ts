import type { FastifyInstance } from 'fastify';
import { buildOpenApi } from './openapi.ts';
import type { RouteRegistry } from './route.ts';

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function registerDocsRoutes(app: FastifyInstance, registry: RouteRegistry): void {
  // Built once: the routes are all registered by now, and the document never changes while the process runs.
  let built: Record<string, unknown> | undefined;
  const document = () => (built ??= buildOpenApi(registry.routes));
  app.get('/api/openapi.json', async () => document());
  app.get('/api/docs', async (_request, reply) => {
    const openapi = document();
    const rows = Object.entries(
      openapi.paths as Record<
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
