import { z } from 'zod';
import { commonQuery } from './validation.ts';

/** Request schemas of the cart and order calls (SPEC §3, §7). */

const id = z.coerce
  .number()
  .int()
  .min(1)
  .max(2 ** 31 - 1);
export const MAX_LINE_QTY = 10_000;

export const productOptionSchema = z
  .object({
    extension_attributes: z
      .object({
        custom_options: z
          .array(z.object({ option_id: id, option_value: z.string().max(1000) }))
          .max(50)
          .optional(),
        configurable_item_options: z
          .array(z.object({ option_id: id, option_value: z.coerce.number().int().min(0) }))
          .max(20)
          .optional(),
        bundle_options: z
          .array(
            z.object({
              option_id: id,
              option_qty: z.coerce.number().int().min(0).max(99).default(1),
              option_selections: z.array(id).max(50),
            }),
          )
          .max(50)
          .optional(),
      })
      .default({}),
  })
  .nullable()
  .optional();

const qty = z
  .number({ message: 'Quantity must be positive integer' })
  .int('Quantity must be positive integer')
  .min(1, 'Quantity must be above 0')
  .max(MAX_LINE_QTY, `Quantity must be below ${MAX_LINE_QTY + 1}`);

export const cartItemSchema = z.object({
  sku: z.string().trim().min(1).max(128),
  qty,
  item_id: z.coerce.number().int().min(1).optional(),
  quoteId: z.string().max(64).optional(),
  product_option: productOptionSchema,
});

export const cartQuery = z.object({ ...commonQuery, cartId: z.string().max(64).optional() }).strict();

const text = (max: number) => z.string().trim().max(max);

export const addressSchema = z.object({
  firstname: text(100),
  lastname: text(100),
  street: z.array(text(200)).min(1, 'street needs at least one line').max(3),
  city: text(100),
  postcode: text(20),
  country_id: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as "SE"'),
  region: text(100).nullable().optional(),
  region_id: z.coerce.number().int().min(0).nullable().optional(),
  region_code: text(20).nullable().optional(),
  telephone: text(40).nullable().optional(),
  company: text(100).nullable().optional(),
  vat_id: text(40).nullable().optional(),
  email: text(254).nullable().optional(),
});

const methodCode = z.string().max(64).nullable().optional();

export const addressInformationSchema = z.object({
  shippingAddress: addressSchema.nullable().optional(),
  billingAddress: addressSchema.nullable().optional(),
  shipping_carrier_code: methodCode,
  shipping_method_code: methodCode,
  payment_method_code: methodCode,
  payment_method_additional: z.record(z.string(), z.unknown()).nullable().optional(),
});

export const orderRequestSchema = z.object({
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
    .array(cartItemSchema)
    .min(1, 'Shopping cart is empty. Please add some products before entering Checkout')
    .max(200),
  coupon_code: z.string().max(64).nullable().optional(),
  personal_details: z.object({ firstname: text(100), lastname: text(100), email: text(254) }),
  addressInformation: addressInformationSchema,
  created_at: z.string().max(40).optional(),
  // Fields the offline queue adds to a stored order (SPEC §3 'Offline order: transmited flag'); not part of it.
  transmited: z.boolean().optional(),
  updated_at: z.string().max(40).optional(),
});
