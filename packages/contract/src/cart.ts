/**
 * Cart calls (SPEC §3, §7): requests and answers. Amounts are SEK decimals incl. VAT where the name says so; the
 * server computes every price and total.
 */
import { CURRENCY_CODES } from '@hemma/commerce';
import { z } from 'zod';
import { addressSchema } from './address.ts';
import { productTypeSchema, stockInfoSchema } from './catalog.ts';
import { commonQuery, idNumber } from './query.ts';
import { named } from './registry.ts';

export const MAX_LINE_QTY = 10_000;

/** The options of a line as the client sends them (ids as numbers or digit strings). */
export const productOptionInputSchema = z
  .object({
    extension_attributes: z
      .object({
        custom_options: z
          .array(z.object({ option_id: idNumber, option_value: z.string().max(1000) }))
          .max(50)
          .optional(),
        configurable_item_options: z
          .array(z.object({ option_id: idNumber, option_value: z.coerce.number().int().min(0) }))
          .max(20)
          .optional(),
        bundle_options: z
          .array(
            z.object({
              option_id: idNumber,
              option_qty: z.coerce.number().int().min(0).max(99).default(1),
              option_selections: z.array(idNumber).max(50),
            }),
          )
          .max(50)
          .optional(),
      })
      .default({}),
  })
  .nullable()
  .optional();

/** The options of a line as the server answers them. */
export const productOptionSchema = named(
  'ProductOption',
  z.strictObject({
    extension_attributes: z.strictObject({
      custom_options: z.array(z.strictObject({ option_id: z.number(), option_value: z.string() })).optional(),
      configurable_item_options: z
        .array(z.strictObject({ option_id: z.number(), option_value: z.number() }))
        .optional(),
      bundle_options: z
        .array(
          z.strictObject({
            option_id: z.number(),
            option_qty: z.number(),
            option_selections: z.array(z.number()),
          }),
        )
        .optional(),
    }),
  }),
);

const qty = z
  .number({ message: 'Quantity must be positive integer' })
  .int('Quantity must be positive integer')
  .min(1, 'Quantity must be above 0')
  .max(MAX_LINE_QTY, `Quantity must be below ${MAX_LINE_QTY + 1}`);

/** The cart line a client sends: absolute quantity; `item_id` when the server line is known. */
export const cartItemInputSchema = named(
  'CartItemInput',
  z.object({
    sku: z.string().trim().min(1).max(128),
    qty,
    item_id: idNumber.optional(),
    quoteId: z.string().max(64).optional(),
    product_option: productOptionInputSchema,
  }),
);

export const cartQuery = z.object({ ...commonQuery, cartId: z.string().max(64).optional() }).strict();
export const cartUpdateBody = z.object({ cartItem: cartItemInputSchema });
export const cartDeleteBody = z.object({
  cartItem: z.object({ sku: z.string().max(128), item_id: idNumber.optional() }),
});
export const shippingMethodsBody = z.object({
  address: addressSchema.partial().required({ country_id: true }),
});

const methodCode = z.string().max(64).nullable().optional();

export const addressInformationSchema = named(
  'AddressInformation',
  z.object({
    shippingAddress: addressSchema.nullable().optional(),
    billingAddress: addressSchema.nullable().optional(),
    shipping_carrier_code: methodCode,
    shipping_method_code: methodCode,
    payment_method_code: methodCode,
    payment_method_additional: z.record(z.string(), z.unknown()).nullable().optional(),
    /** The booked home-delivery day (decision 0027): one of GET /api/ext/delivery-dates' days. */
    delivery_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day as YYYY-MM-DD')
      .nullable()
      .optional(),
    /** Carry-in (inbärning) with a freight delivery that offers it (decision 0049): a paid option. */
    carry_in: z.boolean().optional(),
    /** The pick-up point (ombud) of a "Hämta hos ombud" shipment (decision 0033): an id from GET /api/ext/pickup-points. */
    pickup_point_id: z
      .string()
      .regex(/^[A-Z0-9-]{1,32}$/, 'must be a pick-up point id from GET /api/ext/pickup-points')
      .nullable()
      .optional(),
  }),
);

/** POST /api/ext/delivery-date (SPEC §7 delivery-date set): the day a home delivery is booked for. */
export const deliveryDateBody = z.strictObject({
  delivery_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day as YYYY-MM-DD')
    .nullable(),
});
export const deliveryDatesSchema = named(
  'DeliveryDates',
  z.strictObject({
    /** The weekdays a home delivery can be booked for, the first one the slowest product's delivery time allows. */
    dates: z.array(z.string()),
    /** The cart's products' delivery times as shown on them ("8–12 veckor"). */
    delivery_times: z.array(z.string()),
    /** The day chosen on the cart, or null. */
    delivery_date: z.string().nullable(),
  }),
);
export type DeliveryDatesDto = z.infer<typeof deliveryDatesSchema>;
export const shippingInformationBody = z.object({ addressInformation: addressInformationSchema });
export const couponQuery = z.object({ ...cartQuery.shape, coupon: z.string().max(64) }).strict();

/** A line of the server cart as `cart/pull` and `cart/update` return it. */
export const cartItemSchema = named(
  'CartItem',
  z.strictObject({
    item_id: z.number().int(),
    quote_id: z.string(),
    sku: z.string(),
    /** The configurable parent's sku for a variant; null otherwise. */
    parentSku: z.string().nullable(),
    name: z.string(),
    qty: z.number().int(),
    product_type: productTypeSchema,
    product_id: z.number().int(),
    slug: z.string(),
    image: z.string().nullable(),
    price_incl_tax: z.number(),
    row_total_incl_tax: z.number(),
    tax_percent: z.number(),
    product_option: productOptionSchema.nullable(),
    checksum: z.string(),
    /** The chosen options as labels ("Färg": "Grön"). */
    options: z.array(z.strictObject({ label: z.string(), value: z.string() })),
    stock: stockInfoSchema,
  }),
);

export const totalSegmentSchema = z.strictObject({
  code: z.enum(['subtotal', 'discount', 'shipping', 'payment', 'tax', 'grand_total']),
  title: z.string(),
  value: z.number(),
});

export const cartTotalsSchema = named(
  'CartTotals',
  z.strictObject({
    items: z.array(cartItemSchema),
    items_qty: z.number(),
    is_virtual: z.boolean(),
    subtotal: z.number(),
    subtotal_incl_tax: z.number(),
    /** Negative: what the coupon takes off. */
    discount_amount: z.number(),
    shipping_incl_tax: z.number(),
    payment_incl_tax: z.number(),
    tax_amount: z.number(),
    grand_total: z.number(),
    coupon_code: z.string().nullable(),
    /** The coupon's text in the store view's language (its translation, else English, else Swedish); null: none. */
    coupon_description: z.string().nullable(),
    shipping_method: z.strictObject({ carrier_code: z.string(), method_code: z.string() }).nullable(),
    payment_method: z.string().nullable(),
    total_segments: z.array(totalSegmentSchema),
    /** The currency of every amount above: the store view's (decision 0035). */
    currency: z.enum(CURRENCY_CODES),
    /** Carry-in (inbärning) with freight delivery, part of shipping_incl_tax; 0 without it (decision 0049). */
    carry_in_incl_tax: z.number(),
    /** The delivery country whose VAT every amount includes, and the VAT rates applied, highest first (decision 0056). */
    country_id: z.string().optional(),
    vat_rates: z.array(z.number()).optional(),
  }),
);

/**
 * The envelope's `meta` of every call that changes the cart (cart/update, cart/delete, cart/apply-coupon,
 * cart/delete-coupon; decision 0063): the cart's lines and totals as the change left them, the same answer as a
 * following cart/totals, so a client needs no second request. `result` stays what SPEC §7 names.
 */
export const cartChangeMetaSchema = named('CartChangeMeta', z.strictObject({ totals: cartTotalsSchema }));

/** Why a shipping method is not offered for the cart (decision 0049): a product too heavy, long or large for it. */
export const shippingRefusalSchema = named(
  'ShippingRefusal',
  z.strictObject({
    code: z.enum(['too_heavy', 'too_long', 'too_large']),
    /** The product's name. */
    product: z.string(),
    /** Its weight (kg), length (cm) or length + girth (cm), and the method's limit for it. */
    measure: z.number(),
    limit: z.number(),
    /** The reason in Swedish ("Soffa Lund är för lång för Hämta hos ombud (265 cm, högst 150 cm)"). */
    message: z.string(),
  }),
);

export const shippingMethodSchema = named(
  'ShippingMethod',
  z.strictObject({
    carrier_code: z.string(),
    method_code: z.string(),
    carrier_title: z.string(),
    method_title: z.string(),
    amount: z.number(),
    price_incl_tax: z.number(),
    default: z.boolean(),
    offline: z.boolean(),
    /** False: shown with its reason, not offered (the cart holds something it cannot take). */
    available: z.boolean(),
    /** Why it is not available; null when it is. */
    unavailable_reason: shippingRefusalSchema.nullable(),
    /** What carrying the goods in costs with this method (a freight delivery's option); null: not offered. */
    carry_in_incl_tax: z.number().nullable(),
    /**
     * The subtotal from which the method is offered ("free shipping over X", issue 36: titles carry no amounts, the
     * storefront words the threshold in its language); null: always offered.
     */
    min_subtotal_incl_tax: z.number().nullable().optional(),
  }),
);

export const paymentMethodSchema = named(
  'PaymentMethod',
  z.strictObject({
    code: z.string(),
    title: z.string(),
    cost_incl_tax: z.number(),
    default: z.boolean(),
    offline: z.boolean(),
    is_server_method: z.boolean(),
    /**
     * Paid on the provider's hosted page after the order is placed (Stripe Checkout, decision 0050): the answer of
     * POST /api/order carries `payment_url`, where the shopper goes next. Absent: false.
     */
    hosted_page: z.boolean().optional(),
  }),
);

export const shippingInformationResultSchema = z.strictObject({
  totals: cartTotalsSchema,
  payment_methods: z.array(paymentMethodSchema),
  /**
   * The address moved the cart to another country: every price is now with that country's VAT (decision 0056). The
   * country it was priced for before; absent when the country stayed.
   */
  repriced_from_country: z.string().optional(),
});

export type CartItemInput = z.infer<typeof cartItemInputSchema>;
export type CartItemDto = z.infer<typeof cartItemSchema>;
export type TotalSegment = z.infer<typeof totalSegmentSchema>;
export type TotalSegmentCode = TotalSegment['code'];
export type CartTotalsDto = z.infer<typeof cartTotalsSchema>;
export type CartChangeMeta = z.infer<typeof cartChangeMetaSchema>;
export type ShippingMethodDto = z.infer<typeof shippingMethodSchema>;
export type ShippingRefusalDto = z.infer<typeof shippingRefusalSchema>;
export type PaymentMethodDto = z.infer<typeof paymentMethodSchema>;
export type AddressInformationDto = z.infer<typeof addressInformationSchema>;
export type ShippingInformationResult = z.infer<typeof shippingInformationResultSchema>;

export const collectTotalsBody = z.object({
  methods: z.object({
    paymentMethod: z.object({ method: z.string().max(64) }).optional(),
    shippingCarrierCode: z.string().max(64).optional(),
    shippingMethodCode: z.string().max(64).optional(),
  }),
});
