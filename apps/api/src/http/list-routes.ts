import type { FastifyInstance } from 'fastify';
import { PRODUCT_LIST_LIMITS, type ProductListName as ListName } from '@hemma/contract/constants';
import { listAddBody, listSkuParams, onlyCommonQuery as query, productListSchema } from '@hemma/contract';
import type { AppContext } from '../app-context.ts';
import { requireCustomer } from '../use-cases/account/authenticate.ts';
import { addToList, getList, removeFromList } from '../use-cases/lists/lists.ts';
import { readRequestToken } from './request-token.ts';
import { addRoute, type RouteRegistry } from './route.ts';

const tags = ['user'];
const LIST_ANSWER = 'The answer is the list: {items: [{sku, added_at}]}, newest first.';

/**
 * SPEC §4 wishlist and compare list of a logged-in customer (a guest keeps them in the browser). The customer comes
 * from the token only, so nobody can read or change another customer's list.
 */
export function registerListRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { accounts, lists: context }: AppContext,
): void {
  const lists: [ListName, string][] = [
    ['wishlist', 'wishlist'],
    ['compare', 'compare list'],
  ];
  for (const [list, title] of lists) {
    const limit = PRODUCT_LIST_LIMITS[list];
    addRoute(app, registry, {
      method: 'GET',
      url: `/api/user/${list}`,
      summary: `The caller's ${title} (token required). ${LIST_ANSWER}`,
      tags,
      query,
      response: productListSchema,
      auth: 'customer',
      handler: async ({ request }) => {
        const customer = await requireCustomer(accounts, readRequestToken(request));
        return getList(context, customer.customerId, list);
      },
    });
    addRoute(app, registry, {
      method: 'POST',
      url: `/api/user/${list}`,
      summary:
        `Adds {skus} (newest first) to the caller's ${title}; skus already on it are kept as they are, so sending a ` +
        `guest's list again at login changes nothing. Every sku must be a product the shop lists, and the list ` +
        `holds at most ${limit}: otherwise 400 and nothing is added. ${LIST_ANSWER}`,
      tags,
      query,
      body: listAddBody,
      response: productListSchema,
      auth: 'customer',
      handler: async ({ body, request }) => {
        const customer = await requireCustomer(accounts, readRequestToken(request));
        return addToList(context, customer.customerId, list, body.skus);
      },
    });
    addRoute(app, registry, {
      method: 'DELETE',
      url: `/api/user/${list}/:sku`,
      summary: `Removes a sku from the caller's ${title} (nothing happens when it is not there). ${LIST_ANSWER}`,
      tags,
      query,
      params: listSkuParams,
      response: productListSchema,
      auth: 'customer',
      handler: async ({ params, request }) => {
        const customer = await requireCustomer(accounts, readRequestToken(request));
        return removeFromList(context, customer.customerId, list, params.sku);
      },
    });
  }
}
