import type { ProductDto } from '@hemma/contract';
import { InputError, NotFoundError } from '../../errors.ts';
import type { CatalogContext } from '../reference/catalog-context.ts';
import { getProduct } from './get-product.ts';

/** The fields a single product can be looked up by (SPEC §5 "search key option", default sku). */
export const SINGLE_PRODUCT_KEYS = ['sku', 'url_path'] as const;
export type SingleProductKey = (typeof SINGLE_PRODUCT_KEYS)[number];

export interface SingleProductQuery {
  key?: SingleProductKey | undefined;
  sku?: string | undefined;
  url_path?: string | undefined;
  /** A variant of a configurable product: asked for with its parent's sku. */
  childSku?: string | undefined;
  parentSku?: string | undefined;
}

/**
 * SPEC §5 single product lookup (the `product/single` action): the value of the search key must be given, and a
 * variant needs the sku of its configurable parent; both refusals carry the SPEC's messages. A variant is answered
 * as its parent (the product page of a configurable product), once the variant is known to belong to it.
 */
export async function singleProduct(
  context: CatalogContext,
  query: SingleProductQuery,
  options: Parameters<typeof getProduct>[2],
): Promise<ProductDto> {
  if (query.childSku !== undefined) {
    if (!query.parentSku)
      throw new InputError("Product doesn't have parentSku, please check if this is configurable product");
    const parent = await getProduct(context, query.parentSku, options);
    if (!parent.configurable_children?.some((child) => child.sku === query.childSku))
      throw new NotFoundError(`Product query returned empty result sku = ${query.childSku}`);
    return parent;
  }
  const key = query.key ?? 'sku';
  const value = query[key];
  if (!value) throw new InputError(`Please provide the search key ${key} for product/single action!`);
  if (key === 'sku') return getProduct(context, value, options);
  const row = await context.repositories.products.findByUrlPath(value.replace(/^\/+/, ''));
  if (!row) throw new NotFoundError(`Product query returned empty result url_path = ${value}`);
  return getProduct(context, row.sku, options);
}
