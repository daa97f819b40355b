/**
 * API keys for machines and the bulk stock and price updates they (and staff) send (decision 0051). A key acts on
 * /api/admin/* with exactly its scopes, sent as `Authorization: Bearer hk_live_…`.
 */
import { z } from 'zod';
import { eurAmount, isoDateTime, sekAmount } from './admin-fields.ts';
import { named } from './registry.ts';

/**
 * What a key may do, each a part of an admin area (decision 0051): the catalogue (products, categories, brands, CMS,
 * import/export) read or written, stock written, orders read or written, customers read.
 */
export const API_KEY_SCOPES = [
  'catalogue:read',
  'catalogue:write',
  'stock:write',
  'orders:read',
  'orders:write',
  'customers:read',
] as const;
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

/** The most rows one bulk call may carry. */
export const BULK_MAX_ROWS = 10_000;

export const apiKeySchema = named(
  'ApiKey',
  z.strictObject({
    id: z.number().int(),
    name: z.string(),
    /** The key's first characters, to recognise it; the key itself is shown once, when it is made. */
    prefix: z.string(),
    scopes: z.array(apiKeyScopeSchema),
    created_at: z.string(),
    /** When it was last used, to the minute (null: never). */
    last_used_at: z.string().nullable(),
  }),
  'A live API key of the shop (revoked keys are not listed).',
);

export const apiKeyListSchema = z.array(apiKeySchema);

export const apiKeyCreatedSchema = named(
  'ApiKeyCreated',
  apiKeySchema.extend({
    /** The key, answered this once only: only its SHA-256 is kept. */
    key: z.string(),
  }),
  'A new API key with the key itself, which is never shown again.',
);

export const apiKeyCreateBody = z.strictObject({
  name: z.string().trim().min(1, 'must not be empty').max(100),
  scopes: z
    .array(apiKeyScopeSchema)
    .min(1, 'name at least one scope')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'must not repeat a scope'),
});

const sku = z.string().trim().min(1, 'must not be empty').max(64);
const rows = <S extends z.ZodType>(row: S) =>
  z
    .array(row)
    .min(1, 'send at least one row')
    .max(BULK_MAX_ROWS, `at most ${BULK_MAX_ROWS} rows per call: split the list into several calls`);

/** PATCH /api/admin/stock: the quantity on hand of each sku (other stock fields stay). */
export const bulkStockBody = z.strictObject({
  items: rows(
    z.strictObject({
      sku,
      qty: z.number().int('must be a whole number').min(0, 'must not be negative').max(1_000_000_000),
    }),
  ),
});

/**
 * PATCH /api/admin/prices: the price fields to set per sku, kronor incl. VAT, and the EUR price list's in euros
 * (decision 0057); null clears a special price, a date or an EUR price.
 */
export const bulkPricesBody = z.strictObject({
  items: rows(
    z
      .strictObject({
        sku,
        price: sekAmount.optional(),
        special_price: sekAmount.nullable().optional(),
        special_from: isoDateTime.nullable().optional(),
        special_to: isoDateTime.nullable().optional(),
        price_eur: eurAmount.nullable().optional(),
        special_price_eur: eurAmount.nullable().optional(),
      })
      .refine((row) => Object.keys(row).length > 1, {
        message:
          'name a field to change: price, special_price, special_from, special_to, price_eur or special_price_eur',
      }),
  ),
});

export const bulkStockResultSchema = named(
  'BulkStockResult',
  z.strictObject({
    /** Rows whose quantity changed (a row that sets the quantity it had changes nothing). */
    changed: z.number().int().min(0),
    /** Skus of this call whose quantity changed and is now at or below their low-stock level (stock managed). */
    low_stock: z.array(z.string()),
  }),
);

export const bulkPricesResultSchema = named(
  'BulkPricesResult',
  z.strictObject({
    /** Rows whose prices changed. */
    changed: z.number().int().min(0),
  }),
);

export type ApiKeyDto = z.infer<typeof apiKeySchema>;
export type ApiKeyCreatedDto = z.infer<typeof apiKeyCreatedSchema>;
export type ApiKeyCreateInput = z.output<typeof apiKeyCreateBody>;
export type BulkStockInput = z.output<typeof bulkStockBody>;
export type BulkPricesInput = z.output<typeof bulkPricesBody>;
export type BulkStockResult = z.infer<typeof bulkStockResultSchema>;
export type BulkPricesResult = z.infer<typeof bulkPricesResultSchema>;
