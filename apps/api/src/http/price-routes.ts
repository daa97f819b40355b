import { customerGroupFor } from '../use-cases/account/authenticate.ts';
import type { FastifyInstance } from 'fastify';
import {
  commonQuery,
  groupQuery,
  lowestPriceSchema,
  renderListQuery,
  renderListSchema,
  storeCodeOf,
} from '@hemma/contract';
import { z } from 'zod';
import { getLowestPrice } from '../use-cases/pricing/lowest-price.ts';
import { renderPriceList } from '../use-cases/pricing/render-list.ts';
import type { AppContext } from '../app-context.ts';
import { cacheTags } from '../use-cases/catalog/cache-tags.ts';
import { addRoute, type RouteRegistry } from './route.ts';

/** Prices (SPEC §7 Prices render-list) and the EU Omnibus lowest-price extension endpoint. */
export function registerPriceRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { catalog: context, accounts }: AppContext,
): void {
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/product/render-list',
    summary:
      'Current prices of up to 999 skus (comma-separated) for a customer group: price fields, tier prices and the 30-day lowest price. Unknown skus are left out.',
    tags: ['prices'],
    query: renderListQuery,
    response: renderListSchema,
    handler: ({ query }) =>
      renderPriceList(context, {
        skus: query.skus,
        groupId: customerGroupFor(accounts, { groupId: query.userGroupId, groupToken: query.groupToken }),
        storeCode: storeCodeOf(query),
        currencyCode: query.currencyCode,
      }),
  });

  addRoute(app, registry, {
    method: 'GET',
    url: '/api/ext/lowest-price/:sku',
    summary:
      'EU Omnibus: the lowest price incl. VAT in the 30 days before the current price reduction (before now when not on sale).',
    tags: ['prices'],
    params: z.object({ sku: z.string().min(1).max(128) }),
    query: z.object({ ...commonQuery, ...groupQuery }).strict(),
    response: lowestPriceSchema,
    publicCache: { keys: (_price, { params }) => [cacheTags.product(params.sku)] },
    handler: ({ params, query }) =>
      getLowestPrice(context, params.sku, customerGroupFor(accounts, query), query.storeCode),
  });
}
