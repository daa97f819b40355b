import type { FastifyInstance } from 'fastify';
import { adminOrderSchema, editRefundParams, editRefundRoundSchema, onlyCommonQuery } from '@hemma/contract';
import type { AppContext } from '../../app-context.ts';
import { finishStaleEditRefunds } from '../../use-cases/fulfilment/edit-refund-round.ts';
import { markEditRefundHandled } from '../../use-cases/fulfilment/edit-refund-handled.ts';
import type { RouteRegistry } from '../route.ts';
import { addAdminRoute } from './admin-route.ts';

/** The refunds edits owe (decision 0060, addendum 4): marking a failed one handled, finishing stale ones now. */
export function registerAdminEditRefundRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { staff, orderAdmin, payments }: AppContext,
): void {
  const tags = ['admin: orders'];
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/orders/:id/edit-refunds/:refund/handled',
    summary:
      "Mark an edit's refused or unanswered refund (`edit_refunds_open`) handled: nothing more is to be paid back " +
      'through the shop (the provider did pay it, or it was paid back by hand). Its banner goes; the timeline and ' +
      'the audit log say who did it. 409 when that refund is no longer open.',
    tags,
    area: 'orders',
    params: editRefundParams,
    response: adminOrderSchema,
    handler: ({ actor, params }) => markEditRefundHandled(orderAdmin, actor, params.id, params.refund),
  });
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/orders/edit-refunds/finish',
    summary:
      'Finish now, as the worker does every minute, the refunds of edits still due 5 minutes after the edit (its ' +
      'process stopped before the provider answered): each is refunded under its own id, then its change mail sent.',
    tags,
    area: 'orders',
    query: onlyCommonQuery,
    response: editRefundRoundSchema,
    handler: () => finishStaleEditRefunds(payments),
  });
}
