import type { FastifyInstance } from 'fastify';
import { docsPage } from './docs-page.ts';
import { buildOpenApi } from './openapi.ts';
import type { RouteRegistry } from './route.ts';

export function registerDocsRoutes(app: FastifyInstance, registry: RouteRegistry): void {
  // Built once: the routes are all registered by now, and the document never changes while the process runs.
  let built: { document: Record<string, unknown>; page: string } | undefined;
  const docs = () => {
    if (!built) {
      const document = buildOpenApi(registry.routes);
      built = { document, page: docsPage(document) };
    }
    return built;
  };
  app.get('/api/openapi.json', async () => docs().document);
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(docs().page));
}
