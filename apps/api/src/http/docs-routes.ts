import type { FastifyInstance } from 'fastify';
import { docsPage } from './docs-page.ts';
import { buildOpenApi } from './openapi.ts';
import { inlineHashes, type PageSources, usePagePolicy } from './security-headers.ts';
import type { RouteRegistry } from './route.ts';

export function registerDocsRoutes(app: FastifyInstance, registry: RouteRegistry): void {
  // Built once: the routes are all registered by now, and the document never changes while the process runs.
  let built: { document: Record<string, unknown>; page: string; sources: PageSources } | undefined;
  const docs = () => {
    if (!built) {
      const document = buildOpenApi(registry.routes);
      const page = docsPage(document);
      built = { document, page, sources: inlineHashes(page) };
    }
    return built;
  };
  app.get('/api/openapi.json', async () => docs().document);
  app.get('/api/docs', async (_request, reply) => {
    const { page, sources } = docs();
    usePagePolicy(reply, 'docs', sources);
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
