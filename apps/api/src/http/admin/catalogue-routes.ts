import type { FastifyInstance } from 'fastify';
import {
  adminIdParams,
  adminPriceBody,
  adminProductChoicesSchema,
  adminPricesSchema,
  adminProductInput,
  adminProductListQuery,
  adminProductPageSchema,
  adminProductSchema,
  adminProductUpdateBody,
  adminStockBody,
  adminStockSchema,
  deleteQuery,
  doneSchema,
  priceHistorySchema,
} from '@hemma/contract';
import type { AppContext } from '../../app-context.ts';
import { deleteProduct } from '../../use-cases/catalog-admin/delete-product.ts';
import { editPrice } from '../../use-cases/catalog-admin/edit-price.ts';
import { editStock } from '../../use-cases/catalog-admin/edit-stock.ts';
import { getAdminProduct } from '../../use-cases/catalog-admin/get-admin-product.ts';
import { listAdminProducts } from '../../use-cases/catalog-admin/list-admin-products.ts';
import { listPriceHistory } from '../../use-cases/catalog-admin/price-history.ts';
import { listProductChoices } from '../../use-cases/catalog-admin/product-choices.ts';
import { saveProduct } from '../../use-cases/catalog-admin/save-product.ts';
import type { RouteRegistry } from '../route.ts';
import { addAdminRoute } from './admin-route.ts';
import { toPriceEdit, toProductSave } from '../../input/product-input.ts';

const tags = ['admin: products'];
const area = 'catalogue' as const;

/** Products in the back office (decision 0021): the catalogue and owner roles. */
export function registerAdminCatalogueRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { staff, catalogAdmin: context }: AppContext,
): void {
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/products',
    summary:
      'Products (variants are listed with their configurable product): search by name or sku, filter by type, status, ' +
      'category, brand and stock status, sort and page.',
    tags,
    area,
    query: adminProductListQuery,
    response: adminProductPageSchema,
    handler: ({ query }) => listAdminProducts(context, query),
  });
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/products/:id',
    summary: 'A product as the editor shows it: every field of AdminProductInput with ids and updated_at.',
    tags,
    area,
    params: adminIdParams,
    response: adminProductSchema,
    handler: ({ params }) => getAdminProduct(context, params.id),
  });
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/products',
    summary:
      'Create a product of any type with its variants, parts, prices (kronor incl. VAT), pictures and stock. ' +
      'An sku or url key that another product has is a 409.',
    tags,
    area,
    body: adminProductInput,
    response: adminProductSchema,
    handler: async ({ actor, body }) =>
      (await saveProduct(context, actor, toProductSave(body), { createOnly: true })).product,
  });
  addAdminRoute(app, registry, staff, {
    method: 'PUT',
    url: '/api/admin/products/:id',
    summary:
      'Save a product as a whole (omitted fields take their defaults; `stock` left out stays as it is). Send the ' +
      '`updated_at` you read: a product changed since is a 409. Only what differs is written.',
    tags,
    area,
    params: adminIdParams,
    body: adminProductUpdateBody,
    response: adminProductSchema,
    handler: async ({ actor, params, body }) => {
      const { updated_at: updatedAt, ...product } = body;
      const saved = await saveProduct(context, actor, toProductSave(product), {
        expected: { id: params.id, updatedAt },
      });
      return saved.product;
    },
  });
  addAdminRoute(app, registry, staff, {
    method: 'DELETE',
    url: '/api/admin/products/:id',
    summary:
      'Delete a product and its variants, with `?updated_at=` as read. One that orders name is kept (409): disable it ' +
      '(status 2) instead. One that another product uses is a 409 naming it.',
    tags,
    area,
    params: adminIdParams,
    query: deleteQuery,
    response: doneSchema,
    handler: ({ actor, params, query }) => deleteProduct(context, actor, params.id, query.updated_at),
  });
  addAdminRoute(app, registry, staff, {
    method: 'PATCH',
    url: '/api/admin/products/:id/stock',
    summary:
      "Set a product's or a variant's stock fields. With `expected_qty` (the qty you read), orders placed since make " +
      'it a 409 instead of being overwritten.',
    tags,
    area,
    params: adminIdParams,
    body: adminStockBody,
    response: adminStockSchema,
    handler: ({ actor, params, body }) => editStock(context, actor, params.id, body),
  });
  addAdminRoute(app, registry, staff, {
    method: 'PATCH',
    url: '/api/admin/products/:id/price',
    summary:
      "Set a product's or a variant's prices (kronor incl. VAT; null clears a special price or a date) and tier " +
      'prices. Recorded in the price history (EU Omnibus).',
    tags,
    area,
    params: adminIdParams,
    body: adminPriceBody,
    response: adminPricesSchema,
    handler: ({ actor, params, body }) => editPrice(context, actor, params.id, toPriceEdit(body)),
  });
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/products/:id/price-history',
    summary:
      "A product's recorded prices, oldest first: what the Omnibus 'lowest price in 30 days' is taken from.",
    tags,
    area,
    params: adminIdParams,
    response: priceHistorySchema,
    handler: ({ params }) => listPriceHistory(context, params.id),
  });
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/product-choices',
    summary:
      "What the product editor offers: the products' tax classes and the customer groups of tier prices.",
    tags,
    area,
    response: adminProductChoicesSchema,
    handler: () => listProductChoices(context),
  });
}
