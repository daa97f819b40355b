/** The back office's customers (decision 0022): the list, one customer with orders, addresses, group and points. */
import { z } from 'zod';
import { customerSchema, loyaltySchema } from './account.ts';
import { adminPageOf, adminPaging, adminSearchText } from './admin-common.ts';
import { adminOrderSummarySchema } from './admin-orders.ts';
import { queryInt } from './query.ts';
import { named } from './registry.ts';

export const adminCustomerListQuery = z
  .object({
    /** Part of the e-mail or the name. */
    q: adminSearchText,
    group_id: queryInt({ min: 0, max: 2 ** 31 - 1 }).optional(),
    ...adminPaging,
  })
  .strict();

export const customerGroupSchema = named(
  'CustomerGroup',
  z.strictObject({ id: z.number().int(), code: z.string(), tax_class_id: z.number().int() }),
  'A customer group: it decides tier prices and the tax class (SPEC §6).',
);

export const adminCustomerSummarySchema = named(
  'AdminCustomerSummary',
  customerSchema
    .pick({ id: true, email: true, firstname: true, lastname: true, group_id: true, created_at: true })
    .extend({
      group_code: z.string().nullable(),
      /**
       * Orders placed while logged in, cancelled ones left out, and what they came to incl. VAT: in SEK, and apart
       * in EUR for orders from /de and /it (decision 0035).
       */
      orders_count: z.number().int(),
      total_spent: z.number(),
      total_spent_eur: z.number(),
    }),
);

export const adminCustomerPageSchema = adminPageOf(adminCustomerSummarySchema);

export const adminCustomerSchema = named(
  'AdminCustomer',
  z.strictObject({
    /** The profile as the customer sees it in My Account, with the address book. */
    customer: customerSchema,
    group: customerGroupSchema.nullable(),
    loyalty: loyaltySchema,
    /** The customer's latest orders (up to 20) and how many there are. */
    orders: z.array(adminOrderSummarySchema),
    orders_count: z.number().int(),
    total_spent: z.number(),
    total_spent_eur: z.number(),
  }),
);

/** Moving a customer to another group; `updated_at` is the customer's as read, to refuse a stale edit. */
export const customerGroupBody = z.strictObject({
  group_id: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
  updated_at: z.string().max(40),
});

export const customerGroupListSchema = z.array(customerGroupSchema);

export type AdminCustomerListQuery = z.infer<typeof adminCustomerListQuery>;
export type AdminCustomerSummaryDto = z.infer<typeof adminCustomerSummarySchema>;
export type AdminCustomerDto = z.infer<typeof adminCustomerSchema>;
export type CustomerGroupDto = z.infer<typeof customerGroupSchema>;
export type CustomerGroupInput = z.infer<typeof customerGroupBody>;
