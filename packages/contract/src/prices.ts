/** Current prices (SPEC §7 Prices, `product/render-list`) and the EU Omnibus lowest price. */
import { CURRENCY_CODES, MAX_PAGE_SIZE } from '@hemma/commerce';
import { z } from 'zod';
import { priceFieldsShape, tierPriceSchema } from './catalog.ts';
import { commonQuery, optionalGroupId, queryInt, queryList } from './query.ts';
import { named } from './registry.ts';

export const renderListQuery = z
  .object({
    ...commonQuery,
    skus: queryList({ max: MAX_PAGE_SIZE }).refine((skus) => skus.length > 0, 'at least one sku is required'),
    // Decision 0035: the store view's currency (SEK at the root and /en, EUR in /de and /it); it must match storeCode.
    currencyCode: z
      .enum(CURRENCY_CODES, {
        error: (issue) =>
          `currencyCode: "${String(issue.input)}" is not sold; use ${CURRENCY_CODES.join(' or ')} (the store view's currency)`,
      })
      .optional(),
    storeId: queryInt({ min: 0, max: 2 ** 31 - 1 }).optional(),
    userGroupId: optionalGroupId,
    groupToken: z.string().max(2048).optional(),
  })
  .strict();

/** Current prices of a product for a customer group. */
export const renderListItemSchema = named(
  'RenderListItem',
  z.strictObject({
    ...priceFieldsShape,
    id: z.number().int(),
    sku: z.string(),
    tier_prices: z.array(tierPriceSchema),
    lowest_price_30d_incl_tax: z.number().nullable(),
  }),
);

export const renderListSchema = z.strictObject({ items: z.array(renderListItemSchema) });

export const lowestPriceSchema = named(
  'LowestPrice',
  z.strictObject({
    sku: z.string(),
    /** SEK incl. VAT; null when the history says nothing about the window. */
    lowest_price_30d_incl_tax: z.number().nullable(),
    window_days: z.number().int(),
    /** The window [since, until): the 30 days before the current reduction started, or before now. */
    since: z.string(),
    until: z.string(),
  }),
);

export type RenderListItem = z.infer<typeof renderListItemSchema>;
export type LowestPriceDto = z.infer<typeof lowestPriceSchema>;
