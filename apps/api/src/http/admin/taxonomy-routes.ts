import type { FastifyInstance } from 'fastify';
import {
  adminAttributeCreateBody,
  adminAttributeListSchema,
  adminAttributeOptionBody,
  adminAttributeOptionUpdateBody,
  adminAttributeSchema,
  adminAttributeUpdateBody,
  adminBrandCreateBody,
  adminBrandListSchema,
  adminBrandSchema,
  adminBrandUpdateBody,
  adminCategoryCreateBody,
  adminCategoryListSchema,
  adminCategorySchema,
  adminCategoryUpdateBody,
  adminIdParams,
  adminOptionParams,
  deleteQuery,
  doneSchema,
} from '@hemma/contract';
import type { AppContext } from '../../app-context.ts';
import {
  addAttributeOption,
  createAttribute,
  deleteAttribute,
  deleteAttributeOption,
  listAttributes,
  updateAttribute,
  updateAttributeOption,
} from '../../use-cases/taxonomy-admin/manage-attributes.ts';
import {
  createBrand,
  deleteBrand,
  listBrands,
  updateBrand,
} from '../../use-cases/taxonomy-admin/manage-brands.ts';
import {
  createCategory,
  deleteCategory,
  listCategories,
} from '../../use-cases/taxonomy-admin/manage-categories.ts';
import { updateCategory } from '../../use-cases/taxonomy-admin/update-category.ts';
import type { RouteRegistry } from '../route.ts';
import { addAdminRoute } from './admin-route.ts';

const area = 'catalogue' as const;

/** Categories, attributes with their options, and brands in the back office (decision 0021). */
export function registerAdminTaxonomyRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { staff, catalogAdmin: context }: AppContext,
): void {
  let tags = ['admin: categories'];
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/categories',
    summary: 'The category tree below the root, active or not, in tree order (level, position).',
    tags,
    area,
    response: adminCategoryListSchema,
    handler: () => listCategories(context),
  });
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/categories',
    summary: 'Add a category below a parent (the root by default). Its url key is unique (409).',
    tags,
    area,
    body: adminCategoryCreateBody,
    response: adminCategorySchema,
    handler: ({ actor, body }) => createCategory(context, actor, body),
  });
  addAdminRoute(app, registry, staff, {
    method: 'PATCH',
    url: '/api/admin/categories/:id',
    summary:
      'Rename, move (parent_id), reorder (position), (de)activate or show in the menu. Send the updated_at you read ' +
      '(409 when it changed since). Sub-categories and product url paths follow a move.',
    tags,
    area,
    params: adminIdParams,
    body: adminCategoryUpdateBody,
    response: adminCategorySchema,
    handler: ({ actor, params, body }) => updateCategory(context, actor, params.id, body),
  });
  addAdminRoute(app, registry, staff, {
    method: 'DELETE',
    url: '/api/admin/categories/:id',
    summary:
      'Delete a category without sub-categories and products (409 otherwise), with `?updated_at=` as read.',
    tags,
    area,
    params: adminIdParams,
    query: deleteQuery,
    response: doneSchema,
    handler: ({ actor, params, query }) => deleteCategory(context, actor, params.id, query.updated_at),
  });

  tags = ['admin: attributes'];
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/attributes',
    summary: 'Every attribute with its options in order.',
    tags,
    area,
    response: adminAttributeListSchema,
    handler: () => listAttributes(context),
  });
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/attributes',
    summary:
      'Add an attribute (its code is unique: 409), with options for select and multiselect attributes.',
    tags,
    area,
    body: adminAttributeCreateBody,
    response: adminAttributeSchema,
    handler: ({ actor, body }) => createAttribute(context, actor, body),
  });
  addAdminRoute(app, registry, staff, {
    method: 'PATCH',
    url: '/api/admin/attributes/:id',
    summary: "Change an attribute's labels, unit, flags or position (its code and input type stay).",
    tags,
    area,
    params: adminIdParams,
    body: adminAttributeUpdateBody,
    response: adminAttributeSchema,
    handler: ({ actor, params, body }) => updateAttribute(context, actor, params.id, body),
  });
  addAdminRoute(app, registry, staff, {
    method: 'DELETE',
    url: '/api/admin/attributes/:id',
    summary: 'Delete an attribute that no product uses (409 otherwise).',
    tags,
    area,
    params: adminIdParams,
    response: doneSchema,
    handler: ({ actor, params }) => deleteAttribute(context, actor, params.id),
  });
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/attributes/:id/options',
    summary: 'Add an option to a select or multiselect attribute, at `sort_order` (the end by default).',
    tags,
    area,
    params: adminIdParams,
    body: adminAttributeOptionBody,
    response: adminAttributeSchema,
    handler: ({ actor, params, body }) => addAttributeOption(context, actor, params.id, body),
  });
  addAdminRoute(app, registry, staff, {
    method: 'PATCH',
    url: '/api/admin/attributes/:id/options/:optionId',
    summary: 'Rename an option, change its swatch, or move it among the options (`sort_order`).',
    tags,
    area,
    params: adminOptionParams,
    body: adminAttributeOptionUpdateBody,
    response: adminAttributeSchema,
    handler: ({ actor, params, body }) =>
      updateAttributeOption(context, actor, params.id, params.optionId, body),
  });
  addAdminRoute(app, registry, staff, {
    method: 'DELETE',
    url: '/api/admin/attributes/:id/options/:optionId',
    summary: 'Delete an option that no product uses (409 otherwise).',
    tags,
    area,
    params: adminOptionParams,
    response: adminAttributeSchema,
    handler: ({ actor, params }) => deleteAttributeOption(context, actor, params.id, params.optionId),
  });

  tags = ['admin: brands'];
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/brands',
    summary: 'Every brand with its number of products.',
    tags,
    area,
    response: adminBrandListSchema,
    handler: () => listBrands(context),
  });
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/brands',
    summary: 'Add a brand; its slug (the brand page /b/<slug>) is unique (409).',
    tags,
    area,
    body: adminBrandCreateBody,
    response: adminBrandSchema,
    handler: ({ actor, body }) => createBrand(context, actor, body),
  });
  addAdminRoute(app, registry, staff, {
    method: 'PATCH',
    url: '/api/admin/brands/:id',
    summary: "Change a brand's name, slug, description or logo.",
    tags,
    area,
    params: adminIdParams,
    body: adminBrandUpdateBody,
    response: adminBrandSchema,
    handler: ({ actor, params, body }) => updateBrand(context, actor, params.id, body),
  });
  addAdminRoute(app, registry, staff, {
    method: 'DELETE',
    url: '/api/admin/brands/:id',
    summary: 'Delete a brand that no product has (409 otherwise).',
    tags,
    area,
    params: adminIdParams,
    response: doneSchema,
    handler: ({ actor, params }) => deleteBrand(context, actor, params.id),
  });
}
