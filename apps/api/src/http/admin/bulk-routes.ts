import type { FastifyInstance } from 'fastify';
import {
  BULK_MAX_ROWS,
  bulkPricesBody,
  bulkPricesResultSchema,
  bulkStockBody,
  bulkStockResultSchema,
} from '@hemma/contract';
import { fromSek } from '@hemma/commerce';
import type { AppContext } from '../../app-context.ts';
import { bulkSetPrices } from '../../use-cases/catalog-admin/bulk-prices.ts';
import { bulkSetStock } from '../../use-cases/catalog-admin/bulk-stock.ts';
import type { RouteRegistry } from '../route.ts';
import { addAdminRoute } from './admin-route.ts';

/** 10 000 price rows with every field are about 1.3 MB of JSON; room for spacing, not for abuse. */
const BULK_BODY_LIMIT = 8 * 1024 * 1024;

/** Bulk stock and price updates (decision 0051): the catalogue area; keys need stock:write or catalogue:write. */
export function registerAdminBulkRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { staff, catalogAdmin }: AppContext,
): void {
  const tags = ['admin: products'];
  addAdminRoute(app, registry, staff, {
    method: 'PATCH',
    url: '/api/admin/stock',
    summary:
      `Set the quantity on hand of up to ${BULK_MAX_ROWS} skus in one call (API keys: stock:write). Checked as a ` +
      'whole: any bad row (unknown or repeated sku, negative qty) is a 400 naming the rows, and nothing is applied. ' +
      'Answers how many rows changed and `low_stock`: the changed skus now at or below their low-stock level.',
    tags,
    area: 'catalogue',
    bodyLimit: BULK_BODY_LIMIT,
    body: bulkStockBody,
    response: bulkStockResultSchema,
    handler: ({ actor, body }) => bulkSetStock(catalogAdmin, actor, body),
  });
  addAdminRoute(app, registry, staff, {
    method: 'PATCH',
    url: '/api/admin/prices',
    summary:
      `Set the prices of up to ${BULK_MAX_ROWS} skus in one call, kronor incl. VAT, and the EUR price list's in euros ` +
      '(API keys: catalogue:write); null clears a special price, a date or an EUR price. Checked as a whole (400 naming the bad rows, nothing applied); recorded in ' +
      'the price history (EU Omnibus) like a single edit.',
    tags,
    area: 'catalogue',
    bodyLimit: BULK_BODY_LIMIT,
    body: bulkPricesBody,
    response: bulkPricesResultSchema,
    handler: ({ actor, body }) =>
      bulkSetPrices(
        catalogAdmin,
        actor,
        body.items.map((row) => ({
          ...row,
          price: row.price === undefined ? undefined : fromSek(row.price),
          special_price:
            row.special_price === undefined || row.special_price === null
              ? row.special_price
              : fromSek(row.special_price),
          price_eur: row.price_eur == null ? row.price_eur : fromSek(row.price_eur),
          special_price_eur:
            row.special_price_eur == null ? row.special_price_eur : fromSek(row.special_price_eur),
        })),
      ),
  });
}
