/** The one address shape (SPEC §3 address info) of carts, orders and the customer's address book. */
import { z } from 'zod';
import { named } from './registry.ts';

const text = (max: number) => z.string().trim().max(max);

export const addressShape = {
  firstname: text(100),
  lastname: text(100),
  street: z.array(text(200)).min(1, 'street needs at least one line').max(3),
  city: text(100),
  postcode: text(20),
  country_id: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as "SE"'),
  region: text(100).nullable().optional(),
  region_id: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .nullable()
    .optional(),
  region_code: text(20).nullable().optional(),
  telephone: text(40).nullable().optional(),
  company: text(100).nullable().optional(),
  vat_id: text(40).nullable().optional(),
};

/** An address as carts and orders take and answer it (`email` where an order names the buyer's). */
export const addressSchema = named(
  'Address',
  z.object({ ...addressShape, email: text(254).nullable().optional() }),
);

/** An entry of a customer's address book: an address and whether it is a default. */
export const customerAddressInputSchema = addressSchema.extend({
  default_shipping: z.boolean().optional(),
  default_billing: z.boolean().optional(),
});

/** An address-book entry as the API answers it: the address with its id, owner and default flags. */
export const customerAddressSchema = named(
  'CustomerAddress',
  z.strictObject({
    id: z.number().int(),
    customer_id: z.number().int(),
    firstname: z.string(),
    lastname: z.string(),
    street: z.array(z.string()),
    city: z.string(),
    postcode: z.string(),
    country_id: z.string(),
    region: z.string().nullable(),
    region_id: z.number().int().nullable(),
    region_code: z.string().nullable(),
    telephone: z.string().nullable(),
    company: z.string().nullable(),
    vat_id: z.string().nullable(),
    default_shipping: z.boolean(),
    default_billing: z.boolean(),
  }),
);

export type AddressDto = z.infer<typeof addressSchema>;
export type CustomerAddressInput = z.infer<typeof customerAddressInputSchema>;
export type CustomerAddressDto = z.infer<typeof customerAddressSchema>;
