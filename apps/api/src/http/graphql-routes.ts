import type { FastifyInstance } from 'fastify';
import type { CatalogContext } from '../use-cases/catalog/catalog-context.ts';
import type { SearchEngine } from '../use-cases/search/search-engine.ts';

export function registerGraphqlRoutes(
  app: FastifyInstance,
  context: CatalogContext,
  engine: SearchEngine,
): void {
  void app;
  void context;
  void engine;
}
