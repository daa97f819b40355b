import type { FastifyInstance } from 'fastify';
import { adminDashboardSchema } from '@hemma/contract';
import type { AppContext } from '../../app-context.ts';
import { getDashboard } from '../../use-cases/dashboard/get-dashboard.ts';
import type { RouteRegistry } from '../route.ts';
import { addAdminRoute } from './admin-route.ts';

/** The dashboard every staff user opens first (decision 0022). */
export function registerAdminDashboardRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { staff, dashboard }: AppContext,
): void {
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/dashboard',
    summary:
      "Today's and this week's orders and revenue (Stockholm time), orders waiting to be shipped, low-stock " +
      'products and reviews waiting for moderation.',
    tags: ['admin: dashboard'],
    area: 'any',
    response: adminDashboardSchema,
    handler: () => getDashboard(dashboard),
  });
}
