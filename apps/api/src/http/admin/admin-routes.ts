import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { RouteRegistry } from '../route.ts';
import { registerAdminSessionRoutes } from './session-routes.ts';
import { registerAdminStaffRoutes } from './staff-routes.ts';

/** The back office's API, /api/admin/* (decision 0020): every area registers here. */
export function registerAdminRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  context: AppContext,
): void {
  for (const register of [registerAdminSessionRoutes, registerAdminStaffRoutes])
    register(app, registry, context);
}
