import type { FastifyInstance } from 'fastify';
import {
  adminIdParams,
  doneSchema,
  webhookCreateBody,
  webhookCreatedSchema,
  webhookDeliveryListSchema,
  webhookDeliveryParams,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookListSchema,
  webhookUpdateBody,
} from '@hemma/contract';
import type { AppContext } from '../../app-context.ts';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  pingWebhook,
  resendDelivery,
  updateWebhook,
} from '../../use-cases/webhooks/manage-webhooks.ts';
import type { RouteRegistry } from '../route.ts';
import { addAdminRoute } from './admin-route.ts';

/** Signed webhooks (decision 0052): endpoints, their delivery log, a resend and a test ping — the owner's. */
export function registerAdminWebhookRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { staff, webhooks }: AppContext,
): void {
  const tags = ['admin: webhooks'];
  const area = 'owner';
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/webhooks',
    summary: 'The webhook endpoints (owner only); secrets are never answered here.',
    tags,
    area,
    response: webhookListSchema,
    handler: () => listWebhooks(webhooks),
  });
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/webhooks',
    summary:
      'Register an endpoint for events (owner only). The URL must be https on a public address (400 naming `url`); ' +
      'the answer carries the signing secret (`whsec_…`) this once. Deliveries follow the Standard Webhooks ' +
      'signature scheme (webhook-id, webhook-timestamp, webhook-signature).',
    tags,
    area,
    body: webhookCreateBody,
    response: webhookCreatedSchema,
    handler: ({ actor, body }) => createWebhook(webhooks, actor, body),
  });
  addAdminRoute(app, registry, staff, {
    method: 'PATCH',
    url: '/api/admin/webhooks/:id',
    summary: "Change an endpoint's URL, events or whether it is active (owner only).",
    tags,
    area,
    params: adminIdParams,
    body: webhookUpdateBody,
    response: webhookEndpointSchema,
    handler: ({ actor, params, body }) => updateWebhook(webhooks, actor, params.id, body),
  });
  addAdminRoute(app, registry, staff, {
    method: 'DELETE',
    url: '/api/admin/webhooks/:id',
    summary: 'Delete an endpoint and its delivery log (owner only).',
    tags,
    area,
    params: adminIdParams,
    response: doneSchema,
    handler: ({ actor, params }) => deleteWebhook(webhooks, actor, params.id),
  });
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/webhooks/:id/deliveries',
    summary: "An endpoint's newest 100 deliveries: status, answer code, attempts, times (owner only).",
    tags,
    area,
    params: adminIdParams,
    response: webhookDeliveryListSchema,
    handler: ({ params }) => listDeliveries(webhooks, params.id),
  });
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/webhooks/:id/deliveries/:deliveryId/retry',
    summary:
      'Send a delivery again now, with the same event id and body and a new 24-hour retry window (owner only).',
    tags,
    area,
    params: webhookDeliveryParams,
    response: webhookDeliverySchema,
    handler: ({ params }) => resendDelivery(webhooks, params.id, params.deliveryId),
  });
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/webhooks/:id/test',
    summary:
      'Send a signed `ping` to the endpoint at once and answer its outcome (owner only); it is logged as a delivery.',
    tags,
    area,
    params: adminIdParams,
    response: webhookDeliverySchema,
    handler: ({ params }) => pingWebhook(webhooks, params.id),
  });
}
