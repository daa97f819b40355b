/**
 * The EUR price list's settings (decision 0057): the rounding rule for EUR prices the owner has not set, and the EUR
 * amounts of the shipping and payment methods and the free-shipping threshold. Amounts are euros incl. VAT.
 */
import { z } from 'zod';
import { eurAmount } from './admin-fields.ts';
import { PAYMENT_METHOD_CODES } from './admin-settings.ts';
import { named } from './registry.ts';

export const EUR_ROUNDING_RULES = ['cents', 'x9', 'x95', 'whole'] as const;

const shippingEurInput = z.strictObject({
  carrier_code: z.string().regex(/^[a-z0-9]{1,32}$/, 'must be 1–32 lower-case letters or digits'),
  method_code: z.string().regex(/^[a-z0-9_]{1,32}$/, 'must be 1–32 lower-case letters, digits or _'),
  price_incl_tax: eurAmount,
  /** The free-shipping threshold in EUR (only for a method with one in SEK); null: none. */
  min_subtotal_incl_tax: eurAmount.nullable().default(null),
  carry_in_incl_tax: eurAmount.nullable().default(null),
});

const paymentEurInput = z.strictObject({
  code: z.enum(PAYMENT_METHOD_CODES),
  cost_incl_tax: eurAmount,
});

/** PUT /api/admin/settings/eur-prices: methods left out get their derived EUR amounts. */
export const eurPriceSettingsBody = z.strictObject({
  rounding: z.enum(EUR_ROUNDING_RULES),
  shipping_methods: z.array(shippingEurInput).max(20).default([]),
  payment_methods: z.array(paymentEurInput).max(PAYMENT_METHOD_CODES.length).default([]),
  updated_at: z.string().max(40).nullable(),
});

export const eurPriceSettingsSchema = named(
  'EurPriceSettings',
  z.strictObject({
    rounding: z.enum(EUR_ROUNDING_RULES),
    /** EUR per SEK (HEMMA_RATE_EUR): what prices without an EUR price are converted at. */
    eur_per_sek: z.number(),
    shipping_methods: z.array(
      shippingEurInput.extend({
        method_title: z.string(),
        /** The owner set these amounts (false: derived from the SEK ones, rounded). */
        set: z.boolean(),
      }),
    ),
    payment_methods: z.array(paymentEurInput.extend({ title: z.string(), set: z.boolean() })),
    /**
     * What the product editor's EUR placeholder prices with: /de's home country (the first it ships to) and, per
     * product tax class, the shop country's VAT the SEK prices include and that country's VAT (decision 0061).
     */
    destination: z.strictObject({
      store_code: z.string(),
      country_id: z.string(),
      rates: z.array(
        z.strictObject({
          tax_class_id: z.number().int(),
          catalog_rate: z.number(),
          destination_rate: z.number(),
        }),
      ),
    }),
    updated_at: z.string().nullable(),
  }),
);

export type EurPriceSettingsInput = z.infer<typeof eurPriceSettingsBody>;
export type EurPriceSettingsDto = z.infer<typeof eurPriceSettingsSchema>;
