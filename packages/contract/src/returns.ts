/**
 * Returns under the right of withdrawal (decision 0054): the shopper's return requests, the guest order page's
 * access, the back office's returns queue and the return settings. Amounts are SEK (or the order's currency) incl.
 * VAT, as every answer.
 */
import { z } from 'zod';
import { orderHistoryEntrySchema } from './account.ts';
import { idNumber } from './query.ts';
import { named } from './registry.ts';

export const RETURN_STATUS_VALUES = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export const RETURN_ACTION_VALUES = ['approve', 'reject', 'receive', 'refund'] as const;

const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

export const orderNumberParams = z.object({
  number: z.string().regex(/^[A-Za-z0-9-]{1,32}$/, 'must be an order number (letters, digits and -)'),
});

export const returnRequestBody = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        /** The order line (`item_id` of the order's returnable lines). */
        item_id: idNumber,
        qty: z.number().int('must be a whole number').min(1, 'must be at least 1').max(1000),
        reason: text(500),
      }),
    )
    .min(1, 'choose at least one line to return')
    .max(100),
});
export type ReturnRequestInput = z.infer<typeof returnRequestBody>;

export const guestOrderLookupBody = z.strictObject({
  order_number: z.string().trim().min(1, 'must not be empty').max(32),
  email: z.string().trim().min(3).max(254),
});

/** The shipping mail's link to the guest order page carries this signed token (`access`), decision 0054's addendum. */
export const guestOrderLinkBody = z.strictObject({
  token: z.string().trim().min(1, 'must not be empty').max(2048),
});

export const creditNoteSchema = named(
  'CreditNote',
  z.object({
    number: z.string(),
    currency: z.string(),
    lines: z.array(
      z.object({
        name: z.string(),
        qty: z.number(),
        tax_percent: z.number(),
        amount: z.number(),
        tax: z.number(),
      }),
    ),
    shipping: z.number(),
    total: z.number(),
    tax: z.number(),
    issued_at: z.string(),
  }),
);

const returnLineSchema = z.object({
  item_id: z.number(),
  sku: z.string(),
  name: z.string(),
  qty: z.number(),
  reason: z.string(),
  /** Set when the return was received: whether the line went back to stock. */
  restocked: z.boolean().nullable(),
});

export const returnSchema = named(
  'Return',
  z.object({
    return_number: z.string(),
    status: z.enum(RETURN_STATUS_VALUES),
    created_at: z.string(),
    updated_at: z.string(),
    /** Why the shop rejected it (shown to the shopper). */
    rejection_reason: z.string().nullable(),
    lines: z.array(returnLineSchema),
    refunded_amount: z.number(),
    credit_note: creditNoteSchema.nullable(),
  }),
);

export const orderReturnsSchema = named(
  'OrderReturns',
  z.object({
    order_number: z.string(),
    window: z.object({
      days: z.number(),
      /**
       * When the window closes (ISO); null while the order has not been shipped, and while it is partially shipped
       * (open, closing `days` after its last parcel).
       */
      closes_at: z.string().nullable(),
      open: z.boolean(),
      /** Why no return can be asked for now; null when one can. */
      reason: z.string().nullable(),
    }),
    lines: z.array(
      z.object({
        item_id: z.number(),
        sku: z.string(),
        name: z.string(),
        ordered: z.number(),
        /** What of the line has shipped: only that can be returned. */
        shipped: z.number(),
        /** What has shipped less what is in returns that were not rejected. */
        returnable: z.number(),
      }),
    ),
    returns: z.array(returnSchema),
  }),
);

export const guestOrderAccessSchema = named(
  'GuestOrderAccess',
  z.object({
    /** Send it as the header `X-Hemma-Order-Access` on this order's calls; it opens this one order only. */
    token: z.string(),
    expires_at: z.string(),
    order: orderHistoryEntrySchema,
  }),
);

export const adminReturnSchema = named(
  'AdminReturn',
  returnSchema.extend({
    id: z.number(),
    order_id: z.number(),
    order_number: z.string(),
    customer_name: z.string(),
    customer_email: z.string(),
    payment_method: z.string(),
    payment_title: z.string(),
    /** 'provider': refunded through the payment's provider; 'manual': paid back by hand (invoice, cash on delivery). */
    refund_method: z.enum(['provider', 'manual']).nullable(),
    refund_shipping: z.boolean(),
    /** What the refund would pay back: the lines, and with shipping. */
    refund_preview: z.object({ lines: z.number(), with_shipping: z.number() }),
    next_actions: z.array(z.enum(RETURN_ACTION_VALUES)),
  }),
);

export const adminReturnListQuery = z.object({
  status: z.enum(RETURN_STATUS_VALUES).optional(),
  order_id: idNumber.optional(),
});

export const adminReturnListSchema = named(
  'AdminReturnList',
  z.object({ items: z.array(adminReturnSchema), waiting: z.number() }),
);

export const adminReturnActionParams = z.object({
  id: idNumber,
  action: z.enum(RETURN_ACTION_VALUES),
});

/** One body for every step; each reads its own field (reject: reason; receive: restock_item_ids; refund: refund_shipping). */
export const adminReturnActionBody = z.strictObject({
  reason: text(500).optional(),
  restock_item_ids: z.array(idNumber).max(100).optional(),
  refund_shipping: z.boolean().optional(),
});

export const returnSettingsBody = z.strictObject({
  return_window_days: z
    .number()
    .int('must be a whole number of days')
    .min(14, 'must be at least the legal 14 days')
    .max(365),
  return_address: text(500),
});

export const returnSettingsSchema = named(
  'ReturnSettings',
  returnSettingsBody.extend({ updated_at: z.string().nullable() }),
);

export type ReturnDto = z.infer<typeof returnSchema>;
export type OrderReturnsDto = z.infer<typeof orderReturnsSchema>;
export type GuestOrderAccessDto = z.infer<typeof guestOrderAccessSchema>;
export type AdminReturnDto = z.infer<typeof adminReturnSchema>;
export type AdminReturnListDto = z.infer<typeof adminReturnListSchema>;
export type AdminReturnActionInput = z.infer<typeof adminReturnActionBody>;
export type ReturnSettingsDto = z.infer<typeof returnSettingsSchema>;
export type CreditNoteDto = z.infer<typeof creditNoteSchema>;
