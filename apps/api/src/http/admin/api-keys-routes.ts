import type { FastifyInstance } from 'fastify';
import {
  adminIdParams,
  apiKeyCreateBody,
  apiKeyCreatedSchema,
  apiKeyListSchema,
  doneSchema,
} from '@hemma/contract';
import type { AppContext } from '../../app-context.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../../use-cases/staff/api-keys.ts';
import type { RouteRegistry } from '../route.ts';
import { addAdminRoute } from './admin-route.ts';

/** API keys for machines (decision 0051): the owner's, with a staff session; no key can make or revoke keys. */
export function registerAdminApiKeyRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { staff }: AppContext,
): void {
  const tags = ['admin: api keys'];
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/api-keys',
    summary: 'The live API keys, newest first, with their scopes and last use (owner only).',
    tags,
    area: 'owner',
    response: apiKeyListSchema,
    handler: () => listApiKeys(staff),
  });
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/api-keys',
    summary:
      'Make an API key with a name and scopes (owner only). The answer carries the key as `key`, this once: only its ' +
      'SHA-256 is kept. Send it as `Authorization: Bearer hk_live_…` on /api/admin/*; it needs no CSRF token.',
    tags,
    area: 'owner',
    body: apiKeyCreateBody,
    response: apiKeyCreatedSchema,
    handler: ({ actor, body }) => createApiKey(staff, actor, body),
  });
  addAdminRoute(app, registry, staff, {
    method: 'DELETE',
    url: '/api/admin/api-keys/:id',
    summary: 'Revoke an API key at once: its next request is a 401 (owner only; 404 for no live key).',
    tags,
    area: 'owner',
    params: adminIdParams,
    response: doneSchema,
    handler: ({ actor, params }) => revokeApiKey(staff, actor, params.id),
  });
}
