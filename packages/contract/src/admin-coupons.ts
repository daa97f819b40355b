/** The back office's coupons (decision 0022): the rules the cart applies, and how much each code was used. */
import { z } from 'zod';
import { adminPageOf, adminPaging, adminSearchText } from './admin-common.ts';
import { eurAmount, sekAmount } from './admin-fields.ts';
import { named } from './registry.ts';

export const couponTypeSchema = z.enum(['percent', 'fixed']);

export const adminCouponListQuery = z
  .object({
    /** Part of the code or the description. */
    q: adminSearchText,
    active: z.enum(['true', 'false']).optional(),
    ...adminPaging,
  })
  .strict();

export const adminCouponSchema = named(
  'AdminCoupon',
  z.strictObject({
    id: z.number().int(),
    code: z.string(),
    description: z.string(),
    type: couponTypeSchema,
    /** percent: the percentage (0–100); fixed: SEK incl. VAT off the items. */
    value: z.number(),
    /** ISO; null is an open end. A date without a time runs through that whole day. */
    from_date: z.string().nullable(),
    to_date: z.string().nullable(),
    /** How many orders may use it in all; null: no limit. */
    usage_limit: z.number().int().nullable(),
    /** SEK incl. VAT the items must reach; null: any cart. */
    min_subtotal_incl_tax: z.number().nullable(),
    /**
     * The EUR store views' fixed discount and minimum order, € incl. VAT, as the owner set them (decision 0061); null:
     * the SEK amount converted at the rate.
     */
    value_eur: z.number().nullable(),
    min_subtotal_incl_tax_eur: z.number().nullable(),
    /** A personal code works only for this e-mail; null: for anyone. */
    customer_email: z.string().nullable(),
    is_active: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
    usage: z.strictObject({
      /** Uses counted against the limit (a cancelled order gives its use back). */
      times_used: z.number().int(),
      /**
       * Orders that used it, cancelled ones left out, and the discount they were given incl. VAT: SEK of the orders in
       * kronor, EUR of the orders from /de and /it (decision 0035), never added together.
       */
      orders: z.number().int(),
      discount_given: z.number(),
      discount_given_eur: z.number(),
    }),
  }),
  'A discount code with its rules and usage figures.',
);

export const adminCouponPageSchema = adminPageOf(adminCouponSchema);

const isoDate = z
  .string()
  .trim()
  .regex(
    /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/,
    'must be a date such as 2026-12-31 or a time such as 2026-12-31T23:59:59+01:00',
  );

const couponRules = {
  description: z.string().trim().max(200),
  type: couponTypeSchema,
  value: z.number().min(0),
  from_date: isoDate.nullable(),
  to_date: isoDate.nullable(),
  usage_limit: z.number().int().min(1).max(1_000_000_000).nullable(),
  min_subtotal_incl_tax: sekAmount.nullable(),
  /** A fixed discount in the EUR store views, € incl. VAT; null: converted from the SEK value. */
  value_eur: eurAmount.nullable(),
  /** The minimum order in the EUR store views, € incl. VAT; null: converted from the SEK minimum. */
  min_subtotal_incl_tax_eur: eurAmount.nullable(),
  customer_email: z.string().trim().max(254).nullable(),
  is_active: z.boolean(),
};

export const couponCreateBody = z.strictObject({
  /** Shoppers type it: letters, digits, - and _, 3–32 characters; stored in capitals. */
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9ÅÄÖåäö][A-Za-z0-9ÅÄÖåäö_-]{2,31}$/, 'must be 3–32 letters, digits, - or _'),
  ...couponRules,
  description: couponRules.description.default(''),
  from_date: couponRules.from_date.default(null),
  to_date: couponRules.to_date.default(null),
  usage_limit: couponRules.usage_limit.default(null),
  min_subtotal_incl_tax: couponRules.min_subtotal_incl_tax.default(null),
  value_eur: couponRules.value_eur.default(null),
  min_subtotal_incl_tax_eur: couponRules.min_subtotal_incl_tax_eur.default(null),
  customer_email: couponRules.customer_email.default(null),
  is_active: couponRules.is_active.default(true),
});

/** Any of the rules; the code stays (orders name it). `updated_at` as read, to refuse a stale edit. */
export const couponUpdateBody = z
  .strictObject({
    description: couponRules.description.optional(),
    type: couponRules.type.optional(),
    value: couponRules.value.optional(),
    from_date: couponRules.from_date.optional(),
    to_date: couponRules.to_date.optional(),
    usage_limit: couponRules.usage_limit.optional(),
    min_subtotal_incl_tax: couponRules.min_subtotal_incl_tax.optional(),
    value_eur: couponRules.value_eur.optional(),
    min_subtotal_incl_tax_eur: couponRules.min_subtotal_incl_tax_eur.optional(),
    customer_email: couponRules.customer_email.optional(),
    is_active: couponRules.is_active.optional(),
    updated_at: z.string().max(40),
  })
  .refine((body) => Object.keys(body).length > 1, 'name at least one rule to change');

export type AdminCouponListQuery = z.infer<typeof adminCouponListQuery>;
export type AdminCouponDto = z.infer<typeof adminCouponSchema>;
export type CouponCreateInput = z.infer<typeof couponCreateBody>;
export type CouponUpdateInput = z.infer<typeof couponUpdateBody>;
