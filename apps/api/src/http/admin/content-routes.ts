import type { FastifyInstance } from 'fastify';
import {
  adminBannersBody,
  adminBannersSchema,
  adminCmsBlockCreateBody,
  adminCmsBlockPageSchema,
  adminCmsBlockSchema,
  adminCmsBlockUpdateBody,
  adminCmsListQuery,
  adminCmsPageCreateBody,
  adminCmsPagePageSchema,
  adminCmsPageSchema,
  adminCmsPageUpdateBody,
  adminIdParams,
  deleteQuery,
  doneSchema,
  storeCodeParams,
} from '@hemma/contract';
import type { AppContext } from '../../app-context.ts';
import { getBanners, putBanners } from '../../use-cases/content-admin/manage-banners.ts';
import {
  createCmsBlock,
  createCmsPage,
  deleteCmsEntry,
  getCmsEntry,
  listCmsBlocks,
  listCmsPages,
  updateCmsBlock,
  updateCmsPage,
} from '../../use-cases/content-admin/manage-cms.ts';
import type { RouteRegistry } from '../route.ts';
import { addAdminRoute } from './admin-route.ts';

const area = 'catalogue' as const;

/** CMS pages and blocks and the home page's banners in the back office (decision 0021). */
export function registerAdminContentRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { staff, catalogAdmin: context }: AppContext,
): void {
  const kinds = [
    {
      kind: 'page' as const,
      path: '/api/admin/cms/pages',
      list: { query: adminCmsListQuery, response: adminCmsPagePageSchema, run: listCmsPages },
      schema: adminCmsPageSchema,
    },
    {
      kind: 'block' as const,
      path: '/api/admin/cms/blocks',
      list: { query: adminCmsListQuery, response: adminCmsBlockPageSchema, run: listCmsBlocks },
      schema: adminCmsBlockSchema,
    },
  ];
  for (const { kind, path, list, schema } of kinds) {
    const tags = [`admin: cms ${kind}s`];
    addAdminRoute(app, registry, staff, {
      method: 'GET',
      url: path,
      summary: `CMS ${kind}s, active or not, by identifier; search (q) in identifiers and titles.`,
      tags,
      area,
      query: list.query,
      response: list.response,
      handler: ({ query }) => list.run(context, query),
    });
    addAdminRoute(app, registry, staff, {
      method: 'GET',
      url: `${path}/:id`,
      summary: `One CMS ${kind} with its content.`,
      tags,
      area,
      params: adminIdParams,
      response: schema,
      handler: ({ params }) => getCmsEntry(context, kind, params.id),
    });
    addAdminRoute(app, registry, staff, {
      method: 'DELETE',
      url: `${path}/:id`,
      summary: `Delete a CMS ${kind}, with \`?updated_at=\` as read (409 when it changed since).`,
      tags,
      area,
      params: adminIdParams,
      query: deleteQuery,
      response: doneSchema,
      handler: ({ actor, params, query }) =>
        deleteCmsEntry(context, actor, kind, params.id, query.updated_at),
    });
  }
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/cms/pages',
    summary: 'Add a CMS page; its identifier is its address /i/<identifier> and unique (409).',
    tags: ['admin: cms pages'],
    area,
    body: adminCmsPageCreateBody,
    response: adminCmsPageSchema,
    handler: ({ actor, body }) => createCmsPage(context, actor, body),
  });
  addAdminRoute(app, registry, staff, {
    method: 'PATCH',
    url: '/api/admin/cms/pages/:id',
    summary: 'Change a CMS page; send the updated_at you read (409 when it changed since).',
    tags: ['admin: cms pages'],
    area,
    params: adminIdParams,
    body: adminCmsPageUpdateBody,
    response: adminCmsPageSchema,
    handler: ({ actor, params, body }) => updateCmsPage(context, actor, params.id, body),
  });
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/cms/blocks',
    summary: 'Add a CMS block; its identifier is unique (409).',
    tags: ['admin: cms blocks'],
    area,
    body: adminCmsBlockCreateBody,
    response: adminCmsBlockSchema,
    handler: ({ actor, body }) => createCmsBlock(context, actor, body),
  });
  addAdminRoute(app, registry, staff, {
    method: 'PATCH',
    url: '/api/admin/cms/blocks/:id',
    summary: 'Change a CMS block; send the updated_at you read (409 when it changed since).',
    tags: ['admin: cms blocks'],
    area,
    params: adminIdParams,
    body: adminCmsBlockUpdateBody,
    response: adminCmsBlockSchema,
    handler: ({ actor, params, body }) => updateCmsBlock(context, actor, params.id, body),
  });

  const tags = ['admin: banners'];
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/banners/:storeCode',
    summary: "A store view's home page banners (default, de, it); none: the default store's show there.",
    tags,
    area,
    params: storeCodeParams,
    response: adminBannersSchema,
    handler: ({ params }) => getBanners(context, params.storeCode),
  });
  addAdminRoute(app, registry, staff, {
    method: 'PUT',
    url: '/api/admin/banners/:storeCode',
    summary:
      "Replace a store view's home page banners, in order (pictures from POST /api/admin/images). Send the " +
      'updated_at you read (null for none): 409 when they changed since.',
    tags,
    area,
    params: storeCodeParams,
    body: adminBannersBody,
    response: adminBannersSchema,
    handler: ({ actor, params, body }) => putBanners(context, actor, params.storeCode, body),
  });
}
