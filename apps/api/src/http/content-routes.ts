import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../errors.ts';
import type { CatalogContext } from '../use-cases/catalog/catalog-context.ts';
import { getCmsBlock, getCmsPage } from '../use-cases/catalog/cms.ts';
import { presentBrand } from '../use-cases/catalog/present-product.ts';
import { resolveUrl } from '../use-cases/catalog/resolve-url.ts';
import { addRoute, type RegisteredRoute } from './route.ts';
import { onlyCommonQuery } from './validation.ts';

const identifier = z.object({ identifier: z.string().min(1).max(255) });

/** CMS pages and blocks, brands and URL resolution (SPEC §7 extension endpoints and url/map). */
export function registerContentRoutes(
  app: FastifyInstance,
  registry: RegisteredRoute[],
  context: CatalogContext,
): void {
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/ext/cms/page/:identifier',
    summary: 'A CMS page by identifier or id.',
    tags: ['cms'],
    params: identifier,
    query: onlyCommonQuery,
    handler: ({ params }) => getCmsPage(context, params.identifier),
  });

  addRoute(app, registry, {
    method: 'GET',
    url: '/api/ext/cms/block/:identifier',
    summary: 'A CMS block by identifier or id.',
    tags: ['cms'],
    params: identifier,
    query: onlyCommonQuery,
    handler: ({ params }) => getCmsBlock(context, params.identifier),
  });

  addRoute(app, registry, {
    method: 'GET',
    url: '/api/ext/brands',
    summary: 'All brands.',
    tags: ['brands'],
    query: onlyCommonQuery,
    handler: async () => {
      const reference = await context.reference();
      return reference.brands.map((b) => presentBrand(b.id, reference));
    },
  });

  addRoute(app, registry, {
    method: 'GET',
    url: '/api/ext/brands/:slug',
    summary: 'One brand by slug.',
    tags: ['brands'],
    params: z.object({ slug: z.string().min(1).max(255) }),
    query: onlyCommonQuery,
    handler: async ({ params }) => {
      const reference = await context.reference();
      const brand = reference.brands.find((b) => b.slug === params.slug);
      if (!brand) throw new NotFoundError(`Brand query returned empty result slug = ${params.slug}`);
      return presentBrand(brand.id, reference);
    },
  });

  addRoute(app, registry, {
    method: 'POST',
    url: '/api/url/map',
    summary: 'Resolve a shop URL to a product, category or CMS page (_type and _source).',
    tags: ['url'],
    query: onlyCommonQuery,
    body: z
      .object({
        url: z.string().min(1).max(2000),
        includeFields: z.array(z.string()).nullish(),
        excludeFields: z.array(z.string()).nullish(),
        options: z.record(z.string(), z.boolean()).optional(),
        filters: z.object({ sku: z.string().optional() }).optional(),
        groupId: z.number().int().nullish(),
        groupToken: z.string().nullish(),
      })
      .strict(),
    handler: ({ body }) => resolveUrl(context, body.url),
  });
}
