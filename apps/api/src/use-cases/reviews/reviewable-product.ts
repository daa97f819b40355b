import { LISTED_STATUSES, LISTED_VISIBILITIES, PRODUCT_STATUS_DISABLED_FROM } from '@hemma/commerce';
import { InputError, NotFoundError } from '../../errors.ts';
import type { ProductRow } from '../../modules/catalog/product-repository.ts';
import type { ReviewContext } from './review-context.ts';

/** A product named by its id, its sku, or both (then they must agree). */
export interface ProductRef {
  product_id?: number | undefined;
  sku?: string | undefined;
}

const listed = (values: readonly number[], value: number) => values.includes(value);

/**
 * The product a review is about, which must be one the shop lists (SPEC §4: status 0/1, visibility 2/3/4); anything
 * else is the SPEC's empty product result. A configurable child is reviewed through its parent, whose page it is on.
 */
export async function requireReviewableProduct(context: ReviewContext, ref: ProductRef): Promise<ProductRow> {
  const { product_id: id, sku } = ref;
  if (id === undefined && sku === undefined)
    throw new InputError('Please name the product: product_id or sku');
  const row =
    id !== undefined ? (await context.products.findByIds([id]))[0] : await context.products.findBySku(sku!);
  if (!row) {
    throw new NotFoundError(
      `Product query returned empty result ${id !== undefined ? `id = ${id}` : `sku = ${sku}`}`,
    );
  }
  if (id !== undefined && sku !== undefined && row.sku !== sku)
    throw new InputError(`product_id ${id} and sku ${sku} name different products`);
  if (row.status >= PRODUCT_STATUS_DISABLED_FROM || !listed(LISTED_STATUSES, row.status))
    throw new NotFoundError(`Product query returned empty result product status = ${row.status}`);
  if (!listed(LISTED_VISIBILITIES, row.visibility))
    throw new NotFoundError(`Product query returned empty result product visibility = ${row.visibility}`);
  return row;
}
