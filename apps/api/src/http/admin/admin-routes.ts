import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { RouteRegistry } from '../route.ts';
import { registerAdminCatalogueRoutes } from './catalogue-routes.ts';
import { registerAdminContentRoutes } from './content-routes.ts';
import { registerAdminImageRoutes } from './image-upload-routes.ts';
import { registerAdminSessionRoutes } from './session-routes.ts';
import { registerAdminStaffRoutes } from './staff-routes.ts';
import { registerAdminTaxonomyRoutes } from './taxonomy-routes.ts';

/** The back office's API, /api/admin/* (decision 0020): every area registers here. */
export function registerAdminRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  context: AppContext,
): void {
  for (const register of [
    registerAdminSessionRoutes,
    registerAdminStaffRoutes,
    registerAdminCatalogueRoutes,
    registerAdminImageRoutes,
    registerAdminTaxonomyRoutes,
    registerAdminContentRoutes,
  ])
    register(app, registry, context);
}
