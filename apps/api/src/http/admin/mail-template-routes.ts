import type { FastifyInstance } from 'fastify';
import {
  adminMailPreviewQuery,
  adminMailPreviewSchema,
  adminMailTemplateBody,
  adminMailTemplateParams,
  adminMailTemplateSchema,
  adminMailTemplatesSchema,
} from '@hemma/contract';
import type { AppContext } from '../../app-context.ts';
import {
  getMailTemplate,
  listMailTemplates,
  previewMailTemplate,
  putMailTemplate,
} from '../../use-cases/mail-texts/manage-mail-templates.ts';
import type { RouteRegistry } from '../route.ts';
import { addAdminRoute } from './admin-route.ts';

// The owner's texts sit with the other translated texts (decision 0058): the same staff edit them.
const area = 'catalogue' as const;
const tags = ['admin: mail templates'];

/** The owner's mail texts (decision 0069): Swedish here, the store views' through /api/admin/translations. */
export function registerAdminMailTemplateRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { staff, orderAdmin: context }: AppContext,
): void {
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/mail-templates',
    summary: "Every mail's Swedish subject, greeting, introduction and signature, and what they may name.",
    tags,
    area,
    response: adminMailTemplatesSchema,
    handler: () => listMailTemplates(context),
  });
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/mail-templates/:kind',
    summary:
      "One mail's Swedish texts: the owner's (null: the built-in one is sent) beside the built-in ones.",
    tags,
    area,
    params: adminMailTemplateParams,
    response: adminMailTemplateSchema,
    handler: ({ params }) => getMailTemplate(context, params.kind),
  });
  addAdminRoute(app, registry, staff, {
    method: 'PUT',
    url: '/api/admin/mail-templates/:kind',
    summary:
      'Set Swedish texts field by field; an empty text goes back to the built-in one. An unknown placeholder is a 400.',
    tags,
    area,
    params: adminMailTemplateParams,
    body: adminMailTemplateBody,
    response: adminMailTemplateSchema,
    handler: ({ actor, params, body }) => putMailTemplate(context, actor, params.kind, body),
  });
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/mail-templates/:kind/preview',
    summary:
      "The mail for a made-up order as a store view's shopper gets it: its texts, else English, else Swedish.",
    tags,
    area,
    params: adminMailTemplateParams,
    query: adminMailPreviewQuery,
    response: adminMailPreviewSchema,
    handler: ({ params, query }) => previewMailTemplate(context, params.kind, query.store),
  });
}
