/**
 * The owner's shop settings (decision 0022): shipping methods with their prices and the free-shipping threshold,
 * the payment methods offered, and the tax rates per rule and country. Amounts are SEK incl. VAT.
 */
import { z } from 'zod';
import { sekAmount } from './admin-fields.ts';
import { idNumber } from './query.ts';
import { named } from './registry.ts';

const title = z.string().trim().min(1, 'must not be empty').max(100);
const capacityLimit = z.number().positive().max(100_000).nullable().default(null);

export const shippingMethodSettingSchema = named(
  'ShippingMethodSetting',
  z.strictObject({
    /** Letters and digits; with method_code it names the method in carts and orders. */
    carrier_code: z.string().regex(/^[a-z0-9]{1,32}$/, 'must be 1–32 lower-case letters or digits'),
    method_code: z.string().regex(/^[a-z0-9_]{1,32}$/, 'must be 1–32 lower-case letters, digits or _'),
    carrier_title: title,
    method_title: title,
    price_incl_tax: sekAmount,
    /** Offered only from this subtotal (SEK incl. VAT): the free-shipping threshold. Null: always. */
    min_subtotal_incl_tax: sekAmount.nullable(),
    enabled: z.boolean(),
    /** The method a cart gets until the shopper chooses; exactly one enabled method is it. */
    is_default: z.boolean(),
    /** What it carries per package (decision 0049): kg, cm, and cm of length + girth (2 × (width + height)). Null: no limit. */
    max_weight_kg: capacityLimit,
    max_length_cm: capacityLimit,
    max_length_girth_cm: capacityLimit,
    /** The carry-in (inbärning) fee the shopper may choose (SEK incl. VAT); null: not offered. */
    carry_in_incl_tax: sekAmount.nullable().default(null),
  }),
);

export const PAYMENT_METHOD_CODES = [
  'invoice',
  'cashondelivery',
  'card',
  'swish',
  'partpayment',
  // Stripe Checkout (decision 0050): offered only when the shop has a Stripe key.
  'stripe_card',
  'stripe_klarna',
  'stripe_swish',
] as const;

export const paymentMethodSettingInput = z.strictObject({
  code: z.enum(PAYMENT_METHOD_CODES),
  title: title,
  /** A fee added to the order (cash on delivery's). */
  cost_incl_tax: sekAmount,
  enabled: z.boolean(),
  is_default: z.boolean(),
});

export const paymentMethodSettingSchema = named(
  'PaymentMethodSetting',
  paymentMethodSettingInput.extend({
    /** What the method is, fixed by its code: settled outside the shop, paid on the provider's page, offered for
     * carts with nothing to ship. */
    offline: z.boolean(),
    is_server_method: z.boolean(),
    /** Paid on Stripe's hosted page after the order (decision 0050): offered only with HEMMA_STRIPE_SECRET_KEY. */
    hosted_page: z.boolean(),
    for_virtual_carts: z.boolean(),
  }),
);

export const shopSettingsSchema = named(
  'ShopSettings',
  z.strictObject({
    shipping_methods: z.array(shippingMethodSettingSchema),
    /** When the owner last saved them; null while the shop runs on its defaults. Send it back with a change. */
    shipping_updated_at: z.string().nullable(),
    payment_methods: z.array(paymentMethodSettingSchema),
    payment_updated_at: z.string().nullable(),
  }),
);

export const shippingSettingsBody = z.strictObject({
  methods: z.array(shippingMethodSettingSchema).min(1).max(20),
  updated_at: z.string().max(40).nullable(),
});

export const paymentSettingsBody = z.strictObject({
  methods: z.array(paymentMethodSettingInput).min(1).max(PAYMENT_METHOD_CODES.length),
  updated_at: z.string().max(40).nullable(),
});

const taxRateSchema = z.strictObject({
  id: z.number().int(),
  code: z.string(),
  country_id: z.string(),
  /** Percent, e.g. 25. */
  rate: z.number(),
});

export const taxSettingsSchema = named(
  'TaxSettings',
  z.strictObject({
    /** The country whose rates the catalogue prices with. */
    shop_country_id: z.string(),
    classes: z.array(
      z.strictObject({ id: z.number().int(), name: z.string(), type: z.enum(['PRODUCT', 'CUSTOMER']) }),
    ),
    rules: z.array(
      z.strictObject({
        id: z.number().int(),
        code: z.string(),
        priority: z.number().int(),
        product_class_ids: z.array(z.number().int()),
        customer_class_ids: z.array(z.number().int()),
        rates: z.array(taxRateSchema),
      }),
    ),
  }),
);

const ratePercent = z.number().min(0).max(100);

export const taxRateBody = z.strictObject({ rate: ratePercent });

export const taxRateCreateBody = z.strictObject({
  rule_id: idNumber,
  country_id: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as "NO"'),
  rate: ratePercent,
  code: z.string().trim().min(1).max(40).optional(),
});

export const taxRateResultSchema = named('TaxRate', taxRateSchema);

export type ShippingMethodSettingDto = z.infer<typeof shippingMethodSettingSchema>;
export type PaymentMethodSettingInput = z.infer<typeof paymentMethodSettingInput>;
export type PaymentMethodSettingDto = z.infer<typeof paymentMethodSettingSchema>;
export type ShopSettingsDto = z.infer<typeof shopSettingsSchema>;
export type ShippingSettingsInput = z.infer<typeof shippingSettingsBody>;
export type PaymentSettingsInput = z.infer<typeof paymentSettingsBody>;
export type TaxSettingsDto = z.infer<typeof taxSettingsSchema>;
export type TaxRateDto = z.infer<typeof taxRateSchema>;
export type TaxRateCreateInput = z.infer<typeof taxRateCreateBody>;
