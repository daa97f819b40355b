import type { FastifyInstance } from 'fastify';
import {
  adminIdParams,
  adminReturnActionBody,
  adminReturnActionParams,
  adminReturnListQuery,
  adminReturnListSchema,
  adminReturnSchema,
  returnSettingsBody,
  returnSettingsSchema,
} from '@hemma/contract';
import type { AppContext } from '../../app-context.ts';
import { getAdminReturn, listReturns, stepReturn } from '../../use-cases/returns/admin-returns.ts';
import { refundReturn } from '../../use-cases/returns/refund-return.ts';
import { getReturnSettings, saveReturnSettings } from '../../use-cases/returns/return-settings.ts';
import type { RouteRegistry } from '../route.ts';
import { addAdminRoute } from './admin-route.ts';

/** The returns queue ("Returer") and the return settings (decision 0054). */
export function registerAdminReturnRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { staff, returns }: AppContext,
): void {
  const tags = ['admin: returns'];
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/returns',
    summary:
      "Returns, newest first (filter by status, or one order's), and `waiting`: how many are requested.",
    tags,
    area: 'orders',
    query: adminReturnListQuery,
    response: adminReturnListSchema,
    handler: ({ query }) => listReturns(returns, query),
  });
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/returns/settings',
    summary:
      'The return window in days from delivery (at least the legal 14; 30 unless set) and the return address.',
    tags,
    area: 'orders',
    response: returnSettingsSchema,
    handler: () => getReturnSettings(returns),
  });
  addAdminRoute(app, registry, staff, {
    method: 'PUT',
    url: '/api/admin/returns/settings',
    summary: 'Save the return window (14–365 days) and the return address the instructions mail gives.',
    tags,
    area: 'owner',
    body: returnSettingsBody,
    response: returnSettingsSchema,
    handler: ({ actor, body }) => saveReturnSettings(returns, actor, body),
  });
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/returns/:id',
    summary:
      'One return: its lines, state, next steps, what a refund pays back, and its credit note once refunded.',
    tags,
    area: 'orders',
    params: adminIdParams,
    response: adminReturnSchema,
    handler: ({ params }) => getAdminReturn(returns, params.id),
  });
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/returns/:id/:action',
    summary:
      'One step: requested → approve | reject (`reason`, mailed to the shopper) → receive (`restock_item_ids`: the ' +
      "order lines that go back to stock) → refund (`refund_shipping`): through the payment's provider, or recorded " +
      "as paid back by hand for invoice and cash on delivery; the credit note is mailed. A step the return's state " +
      'does not allow is 409 with the reason; two presses at once move it once.',
    tags,
    area: 'orders',
    params: adminReturnActionParams,
    body: adminReturnActionBody.optional(),
    response: adminReturnSchema,
    handler: ({ actor, params, body }) =>
      params.action === 'refund'
        ? refundReturn(returns, actor, params.id, body ?? {})
        : stepReturn(returns, actor, params.id, params.action, body ?? {}),
  });
}
