/** The wishlist and compare list of a logged-in customer (SPEC §4). */
import { z } from 'zod';
import { PRODUCT_LIST_LIMITS } from './constants.ts';
import { named } from './registry.ts';

const sku = z.string().trim().min(1).max(128);
export const listSkuParams = z.object({ sku });
export const listAddBody = z.object({ skus: z.array(sku).min(1).max(PRODUCT_LIST_LIMITS.wishlist) });

export const productListSchema = named(
  'ProductList',
  z.strictObject({
    /** Newest first; `added_at` is the ISO 8601 time it was added. */
    items: z.array(z.strictObject({ sku: z.string(), added_at: z.string() })),
  }),
);

export type ProductListDto = z.infer<typeof productListSchema>;
export type ProductListItemDto = ProductListDto['items'][number];
