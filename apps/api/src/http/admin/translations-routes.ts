import type { FastifyInstance } from 'fastify';
import {
  adminMissingTranslationsSchema,
  adminTranslationBody,
  adminTranslationParams,
  adminTranslationSchema,
  adminTranslationsParams,
  adminTranslationsQuery,
} from '@hemma/contract';
import type { AppContext } from '../../app-context.ts';
import {
  getTranslation,
  listMissingTranslations,
  putTranslation,
} from '../../use-cases/translations-admin/manage-translations.ts';
import type { RouteRegistry } from '../route.ts';
import { addAdminRoute } from './admin-route.ts';

const area = 'catalogue' as const;
const tags = ['admin: translations'];

/** Translations of what the owner writes, per store view (decision 0058). */
export function registerAdminTranslationRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { staff, catalogAdmin: context }: AppContext,
): void {
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/translations/:storeCode',
    summary:
      'Saknade översättningar: per kind, the texts a store view has translated and those that fall back to English or Swedish.',
    tags,
    area,
    params: adminTranslationsParams,
    query: adminTranslationsQuery,
    response: adminMissingTranslationsSchema,
    handler: ({ params, query }) => listMissingTranslations(context, params.storeCode, query),
  });
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/translations/:storeCode/:entity/:key',
    summary: "One product's, category's, page's or method's texts beside the Swedish ones.",
    tags,
    area,
    params: adminTranslationParams,
    response: adminTranslationSchema,
    handler: ({ params }) => getTranslation(context, params.storeCode, params.entity, params.key),
  });
  addAdminRoute(app, registry, staff, {
    method: 'PUT',
    url: '/api/admin/translations/:storeCode/:entity/:key',
    summary:
      'Set translations field by field; an empty text removes one, so it falls back to English, then Swedish.',
    tags,
    area,
    params: adminTranslationParams,
    body: adminTranslationBody,
    response: adminTranslationSchema,
    handler: ({ actor, params, body }) =>
      putTranslation(context, actor, params.storeCode, params.entity, params.key, body),
  });
}
