/** The back office's orders (decision 0022): the list, one order with its timeline, status changes and notes. */
import { CURRENCY_CODES, ORDER_STATUSES } from '@hemma/commerce';
import { z } from 'zod';
import { addressSchema } from './address.ts';
import { adminDateFilter, adminPageOf, adminPaging, adminSearchText } from './admin-common.ts';
import { pickupPointSchema } from './pickup-points.ts';
import { named } from './registry.ts';

export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const adminOrderListQuery = z
  .object({
    /** Part of the order number, the e-mail or the customer's name. */
    q: adminSearchText,
    status: orderStatusSchema.optional(),
    payment_method: z.string().max(40).optional(),
    payment_status: z.string().max(40).optional(),
    from: adminDateFilter,
    to: adminDateFilter,
    sort: z.enum(['created_at', 'grand_total', 'increment_id', 'customer']).default('created_at'),
    dir: z.enum(['asc', 'desc']).default('desc'),
    ...adminPaging,
  })
  .strict();

export const adminOrderSummarySchema = named(
  'AdminOrderSummary',
  z.strictObject({
    id: z.number().int(),
    increment_id: z.string(),
    created_at: z.string(),
    updated_at: z.string().nullable(),
    status: z.string(),
    customer_id: z.number().int().nullable(),
    customer_email: z.string(),
    customer_name: z.string(),
    /** Incl. VAT, in `currency`. */
    grand_total: z.number(),
    /** The currency of every amount of the order: SEK, or EUR for an order from /de or /it (decision 0035). */
    currency: z.enum(CURRENCY_CODES),
    items_qty: z.number(),
    payment_method: z.string(),
    payment_title: z.string(),
    /** 'pending' until paid; through a provider 'authorized', 'paid' or 'refunded' (decision 0027). */
    payment_status: z.string().nullable(),
    shipping_title: z.string().nullable(),
    carrier: z.string().nullable(),
    tracking_number: z.string().nullable(),
    /** The carrier's tracking page for the number (PostNord's, decision 0048); null for other carriers. */
    tracking_url: z.string().nullable(),
  }),
  'An order as the back office lists it.',
);

export const adminOrderPageSchema = adminPageOf(adminOrderSummarySchema);

export const orderEventSchema = named(
  'OrderEvent',
  z.strictObject({
    id: z.number().int(),
    /** 'placed' | 'status' | 'mail' | 'note' */
    type: z.string(),
    from_status: z.string().nullable(),
    to_status: z.string().nullable(),
    note: z.string().nullable(),
    /** Who did it; null for what the shop did itself (the order was placed, a mail was sent). */
    staff_email: z.string().nullable(),
    created_at: z.string(),
  }),
  "One entry of an order's timeline.",
);

const adminOrderLineSchema = z.strictObject({
  id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  parent_sku: z.string().nullable(),
  name: z.string(),
  product_type: z.string(),
  qty: z.number(),
  /** SEK incl. VAT. */
  price_incl_tax: z.number(),
  row_total_incl_tax: z.number(),
  tax_percent: z.number(),
  options: z.array(z.strictObject({ label: z.string(), value: z.string() })),
  /** How many of the line have shipped (decision 0055); a line with any shipped cannot be edited. */
  qty_shipped: z.number(),
});

/** One shipment of some of an order's lines (decision 0055). */
export const adminShipmentSchema = named(
  'AdminShipment',
  z.strictObject({
    id: z.number().int(),
    /** The shipment's number within its order: 1 for its first, 2 for the next (not the shop-wide id). */
    number: z.number().int(),
    carrier: z.string(),
    tracking_number: z.string(),
    tracking_url: z.string().nullable(),
    staff_email: z.string().nullable(),
    created_at: z.string(),
    lines: z.array(
      z.strictObject({ item_id: z.number().int(), sku: z.string(), name: z.string(), qty: z.number() }),
    ),
  }),
  "A shipment of some of an order's lines with its carrier and tracking number.",
);

export const adminOrderSchema = named(
  'AdminOrder',
  adminOrderSummarySchema.extend({
    store_code: z.string(),
    locale: z.string(),
    group_id: z.number().int(),
    coupon_code: z.string().nullable(),
    customer_firstname: z.string(),
    customer_lastname: z.string(),
    shipping_address: addressSchema.nullable(),
    billing_address: addressSchema,
    shipping_method: z.string().nullable(),
    /** The last digits of the card a card order was paid with. */
    card_last4: z.string().nullable(),
    /** What the payment's provider can do now (decision 0027): capture an authorized payment, refund a paid one. */
    payment_actions: z.array(z.enum(['capture', 'refund'])),
    /**
     * The payment at a real provider (Stripe, decision 0050): its id there, a link to it in the provider's dashboard,
     * whether it is a test payment, and a dispute the provider reported. Null for the shop's own and sandbox methods.
     */
    payment_provider: z
      .strictObject({
        provider: z.literal('stripe'),
        payment_id: z.string().nullable(),
        dashboard_url: z.string().nullable(),
        test_mode: z.boolean(),
        dispute: z
          .strictObject({
            status: z.string(),
            reason: z.string(),
            amount: z.number(),
            created_at: z.string(),
          })
          .nullable(),
      })
      .nullable(),
    /** The booked home-delivery day (YYYY-MM-DD), or null. */
    delivery_date: z.string().nullable(),
    /** Where the parcel is collected with "Hämta hos ombud" (decision 0033), or null. */
    pickup_point: pickupPointSchema.nullable(),
    /** SEK paid back so far (partial refunds add up, decision 0033) and what can still be refunded. */
    refunded_amount: z.number(),
    refundable_amount: z.number(),
    /** What an edit that raised the total left for the shopper to pay through the payment link (decision 0060); 0:
     *  nothing. */
    amount_due: z.number(),
    /**
     * Refunds of edits the provider refused or did not answer (decision 0060, addenda 3 and 4), oldest first: SEK
     * `amount` still owed of it (what the owner refunded since is taken off; at 0 it is gone), `refunded` the part
     * the provider did pay back, and why. Shown as a banner until refunded or marked handled.
     */
    edit_refunds_open: z.array(
      z.strictObject({
        id: z.number().int(),
        state: z.enum(['refused', 'unanswered']),
        amount: z.number(),
        refunded: z.number(),
        reason: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
    items: z.array(adminOrderLineSchema),
    /** SEK; `subtotal` without VAT, the rest incl. VAT; the discount is negative. */
    totals: z.strictObject({
      subtotal: z.number(),
      subtotal_incl_tax: z.number(),
      discount_amount: z.number(),
      shipping_incl_tax: z.number(),
      payment_incl_tax: z.number(),
      tax_amount: z.number(),
      grand_total: z.number(),
      /** Carry-in (inbärning) with a freight delivery, part of shipping_incl_tax; 0 without (decision 0049). */
      carry_in_incl_tax: z.number(),
      /** The delivery country whose VAT the order includes, and the rates applied, highest first (decision 0056). */
      country_id: z.string().optional(),
      vat_rates: z.array(z.number()).optional(),
    }),
    /** Where the order may go from here (decision 0022). */
    next_statuses: z.array(orderStatusSchema),
    /** The shipments so far, oldest first (decision 0055). */
    shipments: z.array(adminShipmentSchema),
    /** Lines may be shipped now (processing or partially shipped), and the order edited (nothing shipped yet). */
    can_ship_lines: z.boolean(),
    can_edit: z.boolean(),
    timeline: z.array(orderEventSchema),
  }),
  'One order with its lines, totals, addresses, payment, shipment and timeline.',
);

const note = z.string().trim().min(1, 'must not be empty').max(2000);

export const orderPaymentActionParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  action: z.enum(['capture', 'refund']),
});

/**
 * A refund's amount and id (decision 0033); both optional, and a capture takes neither. Without `amount` all that is
 * left is refunded; `refund_id` (the sender's own, e.g. a UUID made when the owner opens the refund) makes a
 * repeated request the same refund.
 */
export const orderPaymentActionBody = z
  .strictObject({
    /** SEK incl. VAT, öre at most: 0 < amount ≤ what is left to refund. */
    amount: z
      .number()
      .positive('must be more than 0 kr')
      .max(10_000_000)
      .refine(
        (sek) => Math.abs(sek * 100 - Math.round(sek * 100)) < 1e-6,
        'must be kronor with at most two decimals',
      ),
    refund_id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'must be 8–64 letters, digits or -'),
  })
  .partial();

export const orderStatusBody = z.strictObject({
  status: orderStatusSchema,
  /** Required to ship: who carries the parcel … */
  carrier: z.string().trim().max(60).optional(),
  /** … and its tracking number, which the customer gets by mail and in My Account. */
  tracking_number: z.string().trim().max(100).optional(),
  /** Kept in the timeline with the change. */
  note: note.optional(),
});

export const orderNoteBody = z.strictObject({ note });

export const editRefundParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  refund: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** What a round of finishing edits' refunds did (decision 0060, addendum 4). */
export const editRefundRoundSchema = named(
  'EditRefundRound',
  z.strictObject({ finished: z.number().int(), waiting: z.number().int() }),
);

const lineQty = (min: number) => z.number().int('must be a whole number').min(min).max(10_000);
const itemId = z.number().int().min(1).max(2_147_483_647);

/** A shipment of some lines (decision 0055): which lines, how many of each, and the parcel's carrier and number. */
export const shipLinesBody = z.strictObject({
  carrier: z.string().trim().min(1, 'is required to ship lines').max(60),
  tracking_number: z.string().trim().min(1, 'is required to ship lines').max(100),
  lines: z
    .array(z.strictObject({ item_id: itemId, qty: lineQty(1) }))
    .min(1, 'name at least one line to ship')
    .max(200),
  note: note.optional(),
});

/**
 * An edit of an order before it ships (decision 0055): new quantities of lines (0 removes the line), a new delivery
 * address, a new shipping price (SEK incl. VAT; it stays as it was unless given). Repriced with the prices the order
 * was placed at.
 */
export const orderEditBody = z
  .strictObject({
    lines: z
      .array(z.strictObject({ item_id: itemId, qty: lineQty(0) }))
      .max(200)
      .optional(),
    shipping_address: addressSchema.optional(),
    shipping_incl_tax: z
      .number()
      .min(0)
      .max(1_000_000)
      .refine(
        (sek) => Math.abs(sek * 100 - Math.round(sek * 100)) < 1e-6,
        'must be kronor with at most two decimals',
      )
      .optional(),
    note: note.optional(),
  })
  .refine(
    (edit) =>
      edit.lines !== undefined || edit.shipping_address !== undefined || edit.shipping_incl_tax !== undefined,
    'change at least one of lines, shipping_address or shipping_incl_tax',
  );

export type OrderStatusName = z.infer<typeof orderStatusSchema>;
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;
export type AdminOrderSummaryDto = z.infer<typeof adminOrderSummarySchema>;
export type AdminOrderDto = z.infer<typeof adminOrderSchema>;
export type OrderEventDto = z.infer<typeof orderEventSchema>;
export type OrderStatusInput = z.infer<typeof orderStatusBody>;
export type OrderPaymentActionInput = z.infer<typeof orderPaymentActionBody>;
export type ShipLinesInput = z.infer<typeof shipLinesBody>;
export type OrderEditInput = z.infer<typeof orderEditBody>;
export type AdminShipmentDto = z.infer<typeof adminShipmentSchema>;
