import type { FastifyInstance } from 'fastify';
import {
  adminIdParams,
  auditPageSchema,
  auditQuery,
  staffCreateBody,
  staffListSchema,
  staffSchema,
  staffUpdateBody,
} from '@hemma/contract';
import type { AppContext } from '../../app-context.ts';
import { listAudit } from '../../use-cases/staff/list-audit.ts';
import { createStaff, listStaff, updateStaff } from '../../use-cases/staff/manage-staff.ts';
import type { RouteRegistry } from '../route.ts';
import { addAdminRoute } from './admin-route.ts';

/** Staff accounts and the audit log: the owner's (decision 0020). */
export function registerAdminStaffRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { staff }: AppContext,
): void {
  const tags = ['admin: staff'];
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/staff',
    summary: 'Every staff user (owner only).',
    tags,
    area: 'owner',
    response: staffListSchema,
    handler: () => listStaff(staff),
  });
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/staff',
    summary:
      'Create a staff user with a role (owner only). The password follows the customer password rules.',
    tags,
    area: 'owner',
    body: staffCreateBody,
    response: staffSchema,
    handler: ({ actor, body }) => createStaff(staff, actor, body),
  });
  addAdminRoute(app, registry, staff, {
    method: 'PATCH',
    url: '/api/admin/staff/:id',
    summary:
      "Change a staff user's name, role, active flag or password (owner only); a change of role, activity or " +
      'password ends their sessions. The last active owner cannot be demoted or deactivated (409).',
    tags,
    area: 'owner',
    params: adminIdParams,
    body: staffUpdateBody,
    response: staffSchema,
    handler: ({ actor, params, body }) => updateStaff(staff, actor, params.id, body),
  });
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/audit',
    summary: 'The audit log of every change made through the back office, newest first (owner only).',
    tags: ['admin: audit'],
    area: 'owner',
    query: auditQuery,
    response: auditPageSchema,
    handler: ({ query }) => listAudit(staff, query),
  });
}
