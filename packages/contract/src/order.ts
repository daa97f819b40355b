/** Placing an order and live stock (SPEC §3, §7). */
import { CURRENCY_CODES, MAX_PAGE_SIZE, SHOP_LOCALES, type ShopLocale } from '@hemma/commerce';
import { z } from 'zod';
import { addressInformationSchema, cartItemInputSchema, cartQuery, cartTotalsSchema } from './cart.ts';
import { stockInfoSchema } from './catalog.ts';
import { commonQuery, queryList } from './query.ts';
import { named } from './registry.ts';

const text = (max: number) => z.string().trim().max(max);

/** When an order is expected (issue 35): a booked day (`from` = `to`) or an interval, YYYY-MM-DD. */
export const expectedDeliverySchema = named(
  'ExpectedDelivery',
  z.strictObject({ from: z.string(), to: z.string() }),
);

/** POST /api/order. `order_id` is made up by the client; the same id is the same order, however often sent. */
export const orderRequestSchema = named(
  'OrderRequest',
  z.object({
    order_id: z
      .string()
      .regex(/^[A-Za-z0-9._:-]{8,100}$/, "must be the client's order id: 8–100 letters, digits or . _ : -"),
    cart_id: z.string().max(64).nullable().optional(),
    user_id: z
      .union([z.string().max(64), z.number()])
      .nullable()
      .optional(),
    /** The store view the order is placed in: its currency prices and charges the order (decision 0035). */
    store_code: commonQuery.storeCode,
    /** The shopper's language: the order's mails are written in it. */
    locale: z.enum(SHOP_LOCALES as [ShopLocale, ...ShopLocale[]]).optional(),
    products: z
      .array(cartItemInputSchema)
      .min(1, 'Shopping cart is empty. Please add some products before entering Checkout')
      .max(200),
    coupon_code: z.string().max(64).nullable().optional(),
    personal_details: z.object({ firstname: text(100), lastname: text(100), email: text(254) }),
    addressInformation: addressInformationSchema,
    created_at: z.string().max(40).optional(),
    // Fields the offline queue adds to a stored order (SPEC §3 'Offline order: transmited flag'); not part of it.
    transmited: z.boolean().optional(),
    updated_at: z.string().max(40).optional(),
  }),
);

export const orderResultSchema = named(
  'OrderResult',
  z.strictObject({
    order_id: z.string(),
    increment_id: z.string(),
    status: z.string(),
    created_at: z.string(),
    grand_total: z.number(),
    /** The currency the order was placed and charged in (decision 0035). */
    currency: z.enum(CURRENCY_CODES),
    totals: cartTotalsSchema,
    /**
     * Where the shopper pays an order with a hosted-page method (Stripe Checkout, decision 0050); the order waits
     * for its payment until the provider says it is paid. Absent or null for every other method.
     */
    payment_url: z.string().nullable().optional(),
    /** When it is expected; null when there is nothing to deliver (or the order predates this). */
    expected_delivery: expectedDeliverySchema.nullable(),
  }),
);

export const stockCheckQuery = z.object({ ...commonQuery, sku: z.string().trim().min(1).max(128) }).strict();
export const stockListQuery = z
  .object({
    ...commonQuery,
    skus: queryList({ max: MAX_PAGE_SIZE }).refine((skus) => skus.length > 0, 'at least one sku is required'),
  })
  .strict();

export const stockCheckResultSchema = named(
  'StockCheckResult',
  z.strictObject({
    product_id: z.number().int(),
    sku: z.string(),
    qty: z.number(),
    is_in_stock: z.boolean(),
    stock_status: stockInfoSchema.shape.stock_status,
    manage_stock: z.boolean(),
    backorders: z.boolean(),
    max_sale_qty: z.number(),
  }),
);

/** The payment states of decision 0027, on a payment session and on an order. */
export const PAYMENT_STATES = [
  'pending',
  'authorized',
  'paid',
  'declined',
  'failed',
  'refunded',
  // A hosted payment nobody finished in time (Stripe Checkout's session expired, decision 0050).
  'expired',
  // An authorization released without charging: the shopper cancelled before shipping (decision 0055).
  'voided',
] as const;

/** A payment at a provider (card, Swish, invoice/part payment); its page is shown in an iframe at `url`. */
export const paymentSessionSchema = named(
  'PaymentSession',
  z.strictObject({
    session_id: z.string(),
    /** The provider's page; its address carries the page's key, which the page's own calls send (issue 29). */
    url: z.string(),
    /** The payment method: card, swish or partpayment. */
    method: z.string(),
    amount: z.number(),
    /** The currency of amount and refunded_amount: the store view's the payment was opened in (decision 0035). */
    currency: z.enum(CURRENCY_CODES),
    status: z.enum(PAYMENT_STATES),
    /** A sandbox provider ("testläge"): test values decide, no money moves. */
    test_mode: z.boolean(),
    /** What the shopper must do next on the provider's side: a 3-D Secure challenge, or answer in the Swish app. */
    next_action: z.enum(['challenge', 'open_app']).nullable(),
    /** The provider's reason for a failure: card_declined, insufficient_funds, authentication_failed, RF07
     * (declined in Swish), TM01 (Swish request timed out), credit_refused. */
    error_code: z.string().nullable(),
    /** When an unanswered payment fails (Swish: 3 minutes). */
    expires_at: z.string().nullable(),
    refunded_amount: z.number(),
  }),
);
export const paymentSessionParams = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/, 'must be a payment session id'),
});
export const paymentStartQuery = z
  .object({ ...cartQuery.shape, method: z.enum(['card', 'swish', 'partpayment']).default('card') })
  .strict();
/**
 * The sandbox provider's side (its page and the page's calls) answers to the key in the page's address, which only the
 * cart's owner is given (issue 29): a payment session id alone opens nothing.
 */
export const providerPageQuery = z
  .object({
    key: z.string().regex(/^[0-9a-f]{32}$/, "must be the key in the payment page's url"),
    /** The shopper's language (issue 33): the page speaks it, as a real provider's page does. */
    lang: z.enum(SHOP_LOCALES as [ShopLocale, ...ShopLocale[]]).optional(),
  })
  .strict();
export const cardPaymentBody = z.object({ card_number: z.string().max(32) });
export const cardChallengeBody = z.object({ result: z.enum(['complete', 'fail']) });
export const swishRequestBody = z.object({ payer_alias: z.string().max(32) });
export const swishAppBody = z.object({ answer: z.enum(['approve', 'decline']) });
export const creditApplicationBody = z.object({
  personal_number: z.string().max(20),
  option: z.enum(['invoice', 'part_payment']),
});
export const paymentMethodParams = z.object({ method: z.enum(['card', 'swish', 'partpayment']) });

/**
 * A provider's callback (Swish Commerce API's payment request shape; decision 0027). The body is signed: header
 * `x-hemma-signature: sha256=<hex HMAC-SHA256 of the body as sent, with the shop's payment secret>`.
 */
export const paymentCallbackBody = named(
  'PaymentCallback',
  z.object({
    /** The provider's id of the payment. */
    id: z.string().regex(/^[0-9A-F]{32}$/, 'must be the provider payment id (32 hex digits)'),
    /** The shop's id of it (the payment session). */
    payeePaymentReference: z.string().regex(/^[0-9a-f]{32}$/, 'must be a payment session id'),
    status: z.enum(['PAID', 'AUTHORIZED', 'DECLINED', 'ERROR', 'CANCELLED']),
    amount: z.number().positive().max(100_000_000),
    currency: z.enum(CURRENCY_CODES, {
      message: `must be the payment's currency: ${CURRENCY_CODES.join(' or ')}`,
    }),
    errorCode: z.string().max(16).nullable().optional(),
    errorMessage: z.string().max(500).nullable().optional(),
    datePaid: z.string().max(40).nullable().optional(),
  }),
);
export const paymentCallbackResultSchema = named(
  'PaymentCallbackResult',
  z.strictObject({
    session_id: z.string(),
    status: z.enum(PAYMENT_STATES),
    /** False for a repeated callback: nothing changed. */
    changed: z.boolean(),
  }),
);

/** POST /api/ext/payment-provider/error (SPEC §7 'payment-provider error'): the checkout reports what went wrong. */
export const paymentProviderErrorBody = z.strictObject({
  method: z.string().trim().min(1).max(40),
  session_id: z
    .string()
    .regex(/^[0-9a-f]{32}$/, 'must be a payment session id')
    .nullable()
    .optional(),
  /** A short code: frame_timeout, declined, network, … */
  code: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/, 'must be letters, digits, _ . or -'),
  message: z.string().trim().max(500).optional(),
});
export const paymentProviderErrorResultSchema = named(
  'PaymentProviderErrorResult',
  z.strictObject({ logged: z.boolean(), reference: z.string() }),
);

/**
 * The return from a hosted payment page (decision 0050): `/api/ext/payment/returns/:id?key=`, the key being the one
 * in the return address the shop gave the provider (an HMAC of the payment's id), so the id alone opens nothing.
 */
export const paymentReturnQuery = z
  .object({ key: z.string().regex(/^[0-9a-f]{32}$/, 'must be the key of the return address') })
  .strict();
export const paymentReturnSchema = named(
  'PaymentReturn',
  z.strictObject({
    /** pending: the provider has not said yet (ask again); paid/authorized: the order stands; else it was cancelled. */
    status: z.enum(PAYMENT_STATES),
    increment_id: z.string(),
    email: z.string(),
    grand_total: z.number(),
    currency: z.enum(CURRENCY_CODES),
    payment_method: z.string(),
    delivery_date: z.string().nullable(),
    /** The shopper's cart again when the payment was cancelled or expired (its lines are back), else null. */
    cart_id: z.string().nullable(),
  }),
);

export type PaymentReturnDto = z.infer<typeof paymentReturnSchema>;

/** Stripe's webhook (decision 0050): any event, read after its Stripe-Signature held over the bytes as sent. */
export const stripeEventBody = z.looseObject({
  id: z.string().max(255),
  type: z.string().max(255),
});
export const stripeEventResultSchema = named(
  'StripeEventResult',
  z.strictObject({
    received: z.literal(true),
    /** A redelivered or replayed event: handled before, nothing done again. */
    duplicate: z.boolean(),
    type: z.string(),
    payment_id: z.string().nullable(),
    status: z.enum(PAYMENT_STATES).nullable(),
  }),
);
export const reconcileResultSchema = named(
  'PaymentReconcileResult',
  z.strictObject({ asked: z.number().int(), settled: z.number().int(), failed: z.number().int() }),
);
export type OrderRequest = z.infer<typeof orderRequestSchema>;
export type OrderResult = z.infer<typeof orderResultSchema>;
export type StockCheckResult = z.infer<typeof stockCheckResultSchema>;
export type PaymentSessionDto = z.infer<typeof paymentSessionSchema>;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export type PaymentCallbackBody = z.infer<typeof paymentCallbackBody>;
export type PaymentProviderErrorInput = z.infer<typeof paymentProviderErrorBody>;
