import type { FastifyInstance } from 'fastify';
import {
  brandSchema,
  commonQuery,
  homeBannersSchema,
  cmsBlockSchema,
  cmsPageSchema,
  onlyCommonQuery,
  slidersSchema,
  storeCodeOf,
  storeViewQuery,
  urlMapRequestSchema,
  urlMapResultSchema,
} from '@hemma/contract';
import { z } from 'zod';
import { NotFoundError } from '../errors.ts';
import { getCmsBlock, getCmsPage } from '../use-cases/catalog/cms.ts';
import { getHomeBanners, getImageSliders } from '../use-cases/catalog/home-banners.ts';
import { referenceIn } from '../use-cases/reference/localized-attributes.ts';
import { presentBrand } from '../use-cases/reference/present-reference.ts';
import { resolveUrl } from '../use-cases/catalog/resolve-url.ts';
import type { AppContext } from '../app-context.ts';
import { shippingCountriesOf } from '../use-cases/reference/shipping-countries.ts';
import { cacheTags } from '../use-cases/catalog/cache-tags.ts';
import { addRoute, type RouteRegistry } from './route.ts';

const identifier = z.object({ identifier: z.string().min(1).max(255) });

/** CMS pages and blocks, brands and URL resolution (SPEC §7 extension endpoints and url/map). */
export function registerContentRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { catalog: context }: AppContext,
): void {
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/ext/cms/page/:identifier',
    summary:
      "A CMS page by identifier or id, in the store view's language (storeId or storeCode) where it has the page's texts.",
    tags: ['cms'],
    params: identifier,
    query: storeViewQuery,
    response: cmsPageSchema,
    publicCache: {
      keys: (page) => [cacheTags.cms('page', page.identifier), cacheTags.cms('page', String(page.id))],
    },
    handler: ({ params, query }) => getCmsPage(context, params.identifier, storeCodeOf(query)),
  });

  addRoute(app, registry, {
    method: 'GET',
    url: '/api/ext/cms/block/:identifier',
    summary:
      'A CMS block by identifier or id (storeId or storeCode accepted; blocks have no store view texts yet).',
    tags: ['cms'],
    params: identifier,
    query: storeViewQuery,
    response: cmsBlockSchema,
    publicCache: {
      keys: (block) => [cacheTags.cms('block', block.identifier), cacheTags.cms('block', String(block.id))],
    },
    handler: ({ params }) => getCmsBlock(context, params.identifier),
  });

  addRoute(app, registry, {
    method: 'GET',
    url: '/api/ext/banners',
    summary:
      "The home page's main banners of the store view (storeCode); a view without its own gets the default store's. " +
      'Edited in the back office.',
    tags: ['cms'],
    query: z.object(commonQuery).strict(),
    response: homeBannersSchema,
    publicCache: { keys: () => [cacheTags.banners] },
    handler: ({ query }) => getHomeBanners(context, query.storeCode),
  });

  addRoute(app, registry, {
    method: 'GET',
    url: '/api/ext/sliders',
    summary:
      "SPEC §7 sliders: the store view's image sliders ({name: [{image, title, link}]}) from its JSON file, as a JSON " +
      "string in result (the default store's when the view has none).",
    tags: ['cms'],
    query: onlyCommonQuery,
    response: slidersSchema,
    handler: ({ query }) => getImageSliders(context, query.storeCode),
  });

  addRoute(app, registry, {
    method: 'GET',
    url: '/api/ext/countries',
    summary:
      "The countries the store view ships to (decision 0056; the owner's setting), its home country first: the " +
      'checkout offers these, the cart and the order refuse others.',
    tags: ['cms'],
    query: onlyCommonQuery,
    response: z.array(z.string()),
    handler: async ({ query }) => shippingCountriesOf(await context.reference(), query.storeCode),
  });

  addRoute(app, registry, {
    method: 'GET',
    url: '/api/ext/brands',
    summary:
      "All brands, their descriptions in the store view's language (storeCode; else English, else Swedish).",
    tags: ['brands'],
    query: onlyCommonQuery,
    response: z.array(brandSchema),
    publicCache: { keys: () => [cacheTags.brands] },
    handler: async ({ query }) => {
      const reference = referenceIn(await context.reference(), query.storeCode);
      return reference.brands.flatMap((b) => presentBrand(b.id, reference) ?? []);
    },
  });

  addRoute(app, registry, {
    method: 'GET',
    url: '/api/ext/brands/:slug',
    summary:
      "One brand by slug, its description in the store view's language (storeCode; else English, else Swedish).",
    tags: ['brands'],
    params: z.object({ slug: z.string().min(1).max(255) }),
    query: onlyCommonQuery,
    response: brandSchema,
    publicCache: { keys: () => [cacheTags.brands] },
    handler: async ({ params, query }) => {
      const reference = referenceIn(await context.reference(), query.storeCode);
      const brand = reference.brands.find((b) => b.slug === params.slug);
      if (!brand) throw new NotFoundError(`Brand query returned empty result slug = ${params.slug}`);
      return presentBrand(brand.id, reference)!;
    },
  });

  addRoute(app, registry, {
    method: 'POST',
    url: '/api/url/map',
    summary: 'Resolve a shop URL to a product, category or CMS page (_type and _source).',
    tags: ['url'],
    query: onlyCommonQuery,
    response: urlMapResultSchema,
    body: urlMapRequestSchema,
    handler: ({ body }) => resolveUrl(context, body.url),
  });
}
