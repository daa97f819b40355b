/** Placing an order and live stock (SPEC §3, §7). */
import { MAX_PAGE_SIZE } from '@hemma/commerce';
import { z } from 'zod';
import { addressInformationSchema, cartItemInputSchema, cartTotalsSchema } from './cart.ts';
import { stockInfoSchema } from './catalog.ts';
import { commonQuery, queryList } from './query.ts';
import { named } from './registry.ts';

const text = (max: number) => z.string().trim().max(max);

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
    store_code: z
      .string()
      .regex(/^[a-z0-9_]{1,32}$/)
      .optional(),
    locale: z.enum(['sv-SE', 'en-US']).optional(),
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
    totals: cartTotalsSchema,
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

/** A card payment on the payment provider's page (shown in an iframe at `url`). */
export const paymentSessionSchema = named(
  'PaymentSession',
  z.strictObject({
    session_id: z.string(),
    url: z.string(),
    amount: z.number(),
    status: z.enum(['pending', 'paid', 'declined']),
  }),
);
export const paymentSessionParams = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/, 'must be a payment session id'),
});
export const cardPaymentBody = z.object({ card_number: z.string().max(32) });

export type OrderRequest = z.infer<typeof orderRequestSchema>;
export type OrderResult = z.infer<typeof orderResultSchema>;
export type StockCheckResult = z.infer<typeof stockCheckResultSchema>;
export type PaymentSessionDto = z.infer<typeof paymentSessionSchema>;
