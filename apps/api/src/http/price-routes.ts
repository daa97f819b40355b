import type { AccountContext } from '../use-cases/account/account-context.ts';
import { customerGroupFor } from '../use-cases/account/authenticate.ts';
import { MAX_PAGE_SIZE } from '@hemma/commerce';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CatalogContext } from '../use-cases/catalog/catalog-context.ts';
import { getLowestPrice } from '../use-cases/pricing/lowest-price.ts';
import { renderPriceList } from '../use-cases/pricing/render-list.ts';
import { addRoute, type RegisteredRoute } from './route.ts';
import { commonQuery, groupQuery, optionalGroupId, queryInt, queryList } from './validation.ts';

const renderListQuery = z
  .object({
    ...commonQuery,
    skus: queryList({ max: MAX_PAGE_SIZE }).refine((skus) => skus.length > 0, 'at least one sku is required'),
    currencyCode: z.enum(['SEK'], { message: 'only SEK is sold' }).optional(),
    storeId: queryInt({ min: 0, max: 2 ** 31 - 1 }).optional(),
    userGroupId: optionalGroupId,
    groupToken: z.string().max(2048).optional(),
  })
  .strict();

/** Prices (SPEC §7 Prices render-list) and the EU Omnibus lowest-price extension endpoint. */
export function registerPriceRoutes(
  app: FastifyInstance,
  registry: RegisteredRoute[],
  context: CatalogContext,
  accounts: AccountContext,
): void {
  addRoute(app, registry, {
    method: 'GET',
    url: '/api/product/render-list',
    summary:
      'Current prices of up to 999 skus (comma-separated) for a customer group: price fields, tier prices and the 30-day lowest price. Unknown skus are left out.',
    tags: ['prices'],
    query: renderListQuery,
    handler: ({ query }) =>
      renderPriceList(context, {
        skus: query.skus,
        groupId: customerGroupFor(accounts, { groupId: query.userGroupId, groupToken: query.groupToken }),
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
    handler: ({ params, query }) => getLowestPrice(context, params.sku, customerGroupFor(accounts, query)),
  });
}
