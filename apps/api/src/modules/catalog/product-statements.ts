import { compiledQuery } from '../../db/compiled-query.ts';
import type { Db } from '../../db/database.ts';

/**
 * The reads every product answer makes (`GET /api/catalog/products/:sku`, and a listing's per-request reads) and
 * every cart change makes of its products, each built and compiled by Kysely once per shape instead of at every
 * request (issue 32, `compiledQuery`).
 */
export const productStatements = {
  bySku: compiledQuery((db: Db, sku: string) => db.selectFrom('products').selectAll().where('sku', '=', sku)),
  categoryIds: compiledQuery((db: Db, productIds: readonly number[]) =>
    db
      .selectFrom('product_categories')
      .select(['product_id', 'category_id'])
      .where('product_id', 'in', productIds)
      .orderBy('position'),
  ),
  attributes: compiledQuery((db: Db, productIds: readonly number[]) =>
    db.selectFrom('product_attributes').selectAll().where('product_id', 'in', productIds),
  ),
  media: compiledQuery((db: Db, productId: number) =>
    db
      .selectFrom('product_media')
      .selectAll()
      .where('product_id', '=', productId)
      .where('disabled', '=', 0)
      .orderBy('position')
      .orderBy('id'),
  ),
  links: compiledQuery((db: Db, productId: number) =>
    db
      .selectFrom('product_links')
      .selectAll()
      .where('product_id', '=', productId)
      .orderBy('position')
      .orderBy('id'),
  ),
  /** A cart's products (every cart change prices the cart's lines, issue 32). */
  bySkus: compiledQuery((db: Db, skus: readonly string[]) =>
    db.selectFrom('products').selectAll().where('sku', 'in', skus),
  ),
  /** The custom options of a product (its answer) or of a cart's products. */
  customOptions: compiledQuery((db: Db, productIds: readonly number[]) =>
    db
      .selectFrom('custom_options')
      .selectAll()
      .where('product_id', 'in', productIds)
      .orderBy('sort_order')
      .orderBy('id'),
  ),
  /** The custom options of a cart's products, named by their skus: read beside the products, not after them. */
  customOptionsOfSkus: compiledQuery((db: Db, skus: readonly string[]) =>
    db
      .selectFrom('custom_options')
      .selectAll()
      .where('product_id', 'in', db.selectFrom('products').select('id').where('sku', 'in', skus))
      .orderBy('sort_order')
      .orderBy('id'),
  ),
  customOptionValues: compiledQuery((db: Db, optionIds: readonly number[]) =>
    db
      .selectFrom('custom_option_values')
      .selectAll()
      .where('option_id', 'in', optionIds)
      .orderBy('sort_order')
      .orderBy('id'),
  ),
};
