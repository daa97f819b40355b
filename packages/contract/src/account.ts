/** Customer accounts (SPEC §3 user state, §7 user calls; decision 0013): requests and answers. */
import { CURRENCY_CODES } from '@hemma/commerce';
import { z } from 'zod';
import { addressSchema, customerAddressInputSchema, customerAddressSchema } from './address.ts';
import { expectedDeliverySchema } from './order.ts';
import { pickupPointSchema } from './pickup-points.ts';
import { commonQuery, queryInt } from './query.ts';
import { named } from './registry.ts';

// Bounded so that nobody makes the server hash megabytes; SPEC §5 decides what a good password is.
const password = z.string().max(256);
const email = z.string().trim().max(254);

// Unknown fields are dropped, not refused: a client may send back the whole profile it read, id and group_id
// included, and neither may change through this schema.
export const customerInputSchema = named(
  'CustomerInput',
  z.object({
    email,
    firstname: z.string().max(100),
    lastname: z.string().max(100),
    addresses: z.array(customerAddressInputSchema).max(20).optional(),
  }),
  'The profile fields a customer sets; `addresses`, when sent, replaces the book. id and group_id are ignored.',
);

export const createCustomerBody = z.object({ customer: customerInputSchema, password });
export const loginBody = z.object({ username: email, password });
/** An empty refreshToken takes the one in the httpOnly `hemma_refresh` cookie (decision 0024). */
export const refreshBody = z.object({ refreshToken: z.string().max(256) });
/** POST /api/user/logout: the session of the bearer token, of the refresh cookie, or of this refresh token ends. */
export const logoutBody = z.object({ refreshToken: z.string().max(256).optional() });
export const resetPasswordBody = z.object({ email });
export const createPasswordBody = z.object({ email, newPassword: password, resetToken: z.string().max(256) });
export const changePasswordBody = z.object({ currentPassword: password, newPassword: password });
export const updateProfileBody = z.object({
  customer: customerInputSchema,
  currentPassword: password.optional(),
});
export const orderHistoryQuery = z
  .object({
    ...commonQuery,
    pageSize: queryInt({ min: 1, max: 100 }).default(20),
    currentPage: queryInt({ min: 1, max: 100_000 }).default(1),
  })
  .strict();

/** What login, refresh and create-password answer. */
export const sessionTokensSchema = named(
  'SessionTokens',
  z.strictObject({
    token: z.string(),
    refreshToken: z.string(),
    groupToken: z.string(),
    groupId: z.number().int(),
  }),
);

/** SPEC §3 user `current`: the profile with its address book, group and loyalty card. Never the password hash. */
export const customerSchema = named(
  'Customer',
  z.strictObject({
    id: z.number().int(),
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    group_id: z.number().int(),
    loyalty_card_number: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    /** Ids of the default addresses, null when the book is empty. */
    default_shipping: z.number().int().nullable(),
    default_billing: z.number().int().nullable(),
    addresses: z.array(customerAddressSchema),
  }),
);

/** A customer call refused with a reason the storefront shows (SPEC §8): `{errorMessage, message}`. */
export const refusalSchema = named(
  'Refusal',
  z.strictObject({ errorMessage: z.string(), message: z.string() }),
);

const orderLineSchema = z.strictObject({
  sku: z.string(),
  parent_sku: z.string().nullable(),
  name: z.string(),
  product_type: z.string(),
  qty_ordered: z.number(),
  /** SEK incl. VAT. */
  price_incl_tax: z.number(),
  row_total_incl_tax: z.number(),
  options: z.array(z.strictObject({ label: z.string(), value: z.string() })),
  /** How many of the line have shipped so far (decision 0055). */
  qty_shipped: z.number(),
});

/** A shipment of some of the order's lines, with its own carrier and tracking (decision 0055). */
const orderShipmentSchema = z.strictObject({
  /** Its number within the order: 1 for the first, 2 for the next. */
  number: z.number().int(),
  carrier: z.string(),
  tracking_number: z.string(),
  tracking_url: z.string().nullable(),
  created_at: z.string(),
  lines: z.array(z.strictObject({ sku: z.string(), name: z.string(), qty: z.number() })),
});

/** One order of SPEC §3 `orders_history` (increment_id, entity_id, store_name, total_due) with what it held. */
export const orderHistoryEntrySchema = named(
  'OrderHistoryEntry',
  z.strictObject({
    entity_id: z.number().int(),
    increment_id: z.string(),
    created_at: z.string(),
    /** 'new', 'processing', 'partially_shipped', 'shipped', 'delivered' or 'cancelled' (decisions 0022, 0055). */
    status: z.string(),
    /** Who carries a shipped order and its tracking number; null until it is shipped. */
    carrier: z.string().nullable(),
    tracking_number: z.string().nullable(),
    /** The carrier's tracking page for the number (PostNord's, decision 0048); null for other carriers. */
    tracking_url: z.string().nullable(),
    store_code: z.string(),
    store_name: z.string(),
    /** The currency of every amount of the order (decision 0035). */
    order_currency_code: z.enum(CURRENCY_CODES),
    grand_total: z.number(),
    /** What is still to be paid: nothing for a card payment, the grand total for invoice and cash on delivery, and
     *  what an edit that raised the total left to pay (decision 0060). */
    total_due: z.number(),
    /** What an edit that raised the total left to pay and the page where it is paid (`/order-payment?key=…`, under
     *  the order's store view), while it is due (decision 0060); or null. */
    balance_payment: z.strictObject({ amount: z.number(), path: z.string() }).nullable(),
    subtotal_incl_tax: z.number(),
    discount_amount: z.number(),
    shipping_incl_tax: z.number(),
    payment_incl_tax: z.number(),
    tax_amount: z.number(),
    coupon_code: z.string().nullable(),
    /** The coupon's text as the shopper read it, in the order's language (decision 0061, addendum); null: none. */
    coupon_description: z.string().nullable(),
    shipping_description: z.string().nullable(),
    /** The booked home-delivery day (YYYY-MM-DD), or null. */
    delivery_date: z.string().nullable(),
    /** When the order is expected: the booked day or an interval (issue 35); null: nothing to deliver. */
    expected_delivery: expectedDeliverySchema.nullable(),
    /** Where the parcel is collected with "Hämta hos ombud" (decision 0033), or null. */
    pickup_point: pickupPointSchema.nullable(),
    /** status: pending, authorized, paid, declined, failed or refunded (decision 0027). */
    payment: z.strictObject({ method: z.string(), title: z.string(), status: z.string() }),
    customer_email: z.string(),
    customer_firstname: z.string(),
    customer_lastname: z.string(),
    shipping_address: addressSchema.nullable(),
    billing_address: addressSchema,
    items: z.array(orderLineSchema),
    /** The shipments so far, oldest first (decision 0055). */
    shipments: z.array(orderShipmentSchema),
    /** True while nothing has shipped: the shopper may cancel it (POST user/orders/:id/cancel). */
    can_cancel: z.boolean(),
  }),
);

export const orderHistorySchema = named(
  'OrderHistory',
  z.strictObject({
    items: z.array(orderHistoryEntrySchema),
    total_count: z.number().int(),
    search_criteria: z.strictObject({ page_size: z.number().int(), current_page: z.number().int() }),
  }),
);

export const loyaltySchema = named(
  'Loyalty',
  z.strictObject({
    card_number: z.string(),
    points_balance: z.number().int(),
    history: z.array(
      z.strictObject({
        /** The order's entity id; null for an entry that is not about an order. */
        order_id: z.number().int().nullable(),
        increment_id: z.string().nullable(),
        points: z.number().int(),
        /** 'order': earned by an order; 'reversal': taken back (negative) when that order was cancelled. */
        reason: z.enum(['order', 'reversal']),
        created_at: z.string(),
      }),
    ),
  }),
);

export type SessionTokens = z.infer<typeof sessionTokensSchema>;
export type CustomerDto = z.infer<typeof customerSchema>;
export type CustomerInputDto = z.infer<typeof customerInputSchema>;
export type OrderHistoryItemDto = z.infer<typeof orderLineSchema>;
export type OrderHistoryEntryDto = z.infer<typeof orderHistoryEntrySchema>;
export type OrderHistoryDto = z.infer<typeof orderHistorySchema>;
export type LoyaltyDto = z.infer<typeof loyaltySchema>;
export type LoyaltyEntryDto = LoyaltyDto['history'][number];
export type Refusal = z.infer<typeof refusalSchema>;
