import { z } from 'zod';
import {
  PAYMENT_METHODS,
  SHIPPING_METHODS,
  type CheckoutMethods,
  type PaymentMethod,
  type ShippingMethod,
} from '../../modules/checkout/methods.ts';
import type { SettingsRepository, ShopSettingRow } from '../../modules/settings/settings-repository.ts';

/**
 * The owner's shipping and payment methods as stored in shop_settings (decision 0022): JSON in öre, checked by these
 * schemas when written and again when read, so a hand-edited or damaged row is never priced with. Without a row the
 * shop runs on the constants of modules/checkout/methods.ts.
 */
export const SHIPPING_KEY = 'shipping_methods';
export const PAYMENT_KEY = 'payment_methods';

const ore = z.number().int().min(0).max(1_000_000_000);
const title = z.string().trim().min(1).max(100);

function oneEnabledDefault(
  methods: readonly { enabled: boolean; is_default: boolean }[],
  context: z.RefinementCtx,
): void {
  if (!methods.some((m) => m.enabled))
    context.addIssue({ code: 'custom', message: 'at least one method must be enabled' });
  const defaults = methods.flatMap((m, i) => (m.is_default ? [i] : []));
  if (defaults.length !== 1)
    context.addIssue({ code: 'custom', message: 'exactly one method must be the default' });
  else if (!methods[defaults[0]!]!.enabled)
    context.addIssue({
      code: 'custom',
      path: [defaults[0]!, 'is_default'],
      message: 'the default must be enabled',
    });
}

const limit = z.number().positive().max(100_000).nullable();

const storedShippingMethod = z.strictObject({
  carrier_code: z.string().regex(/^[a-z0-9]{1,32}$/),
  method_code: z.string().regex(/^[a-z0-9_]{1,32}$/),
  carrier_title: title,
  method_title: title,
  price_incl_tax: ore,
  min_subtotal_incl_tax: ore.nullable(),
  enabled: z.boolean(),
  is_default: z.boolean(),
  // What the method carries and its carry-in fee (decision 0049); absent in settings saved before it.
  max_weight_kg: limit.optional(),
  max_length_cm: limit.optional(),
  max_length_girth_cm: limit.optional(),
  carry_in_incl_tax: ore.nullable().optional(),
});

export const storedShippingMethods = z
  .array(storedShippingMethod)
  .min(1)
  .max(20)
  .superRefine((methods, context) => {
    oneEnabledDefault(methods, context);
    const seen = new Set<string>();
    methods.forEach((m, i) => {
      const key = `${m.carrier_code}/${m.method_code}`;
      if (seen.has(key))
        context.addIssue({ code: 'custom', path: [i, 'method_code'], message: `${key} is listed twice` });
      seen.add(key);
    });
  });

const PAYMENT_CODES = PAYMENT_METHODS.map((m) => m.code);
/** Methods that came after the settings (decision 0027): stored settings may lack them. */
const ADDED_LATER = new Set(['swish', 'partpayment', 'stripe_card', 'stripe_klarna', 'stripe_swish']);

const storedPaymentMethod = z.strictObject({
  code: z
    .string()
    .refine((code) => PAYMENT_CODES.includes(code), `must be one of ${PAYMENT_CODES.join(', ')}`),
  title,
  cost_incl_tax: ore,
  enabled: z.boolean(),
  is_default: z.boolean(),
});

export const storedPaymentMethods = z.array(storedPaymentMethod).superRefine((methods, context) => {
  oneEnabledDefault(methods, context);
  for (const code of PAYMENT_CODES) {
    const count = methods.filter((m) => m.code === code).length;
    // Settings saved before a method existed leave it out: it is added with its defaults when read.
    if (count > 1 || (count === 0 && !ADDED_LATER.has(code)))
      context.addIssue({ code: 'custom', message: `${code} must be listed once (is ${count}×)` });
  }
  // A cart of e-books or downloads must be payable: cash on delivery is not offered for one (SPEC §4).
  const forVirtual = new Set(PAYMENT_METHODS.filter((m) => m.forVirtualCarts).map((m) => m.code));
  if (!methods.some((m) => m.enabled && forVirtual.has(m.code)))
    context.addIssue({
      code: 'custom',
      message: `enable invoice or card too: carts with nothing to deliver cannot pay cash on delivery`,
    });
});

export type StoredShippingMethod = z.infer<typeof storedShippingMethod>;
export type StoredPaymentMethod = z.infer<typeof storedPaymentMethod>;

export const DEFAULT_SHIPPING: StoredShippingMethod[] = SHIPPING_METHODS.map((m) => ({
  carrier_code: m.carrierCode,
  method_code: m.methodCode,
  carrier_title: m.carrierTitle,
  method_title: m.methodTitle,
  price_incl_tax: m.amountInclTax,
  min_subtotal_incl_tax: m.minSubtotalInclTax,
  enabled: true,
  is_default: m.isDefault,
  max_weight_kg: m.capacity?.maxWeightKg ?? null,
  max_length_cm: m.capacity?.maxLengthCm ?? null,
  max_length_girth_cm: m.capacity?.maxLengthPlusGirthCm ?? null,
  carry_in_incl_tax: m.carryInInclTax,
}));

export const DEFAULT_PAYMENT: StoredPaymentMethod[] = PAYMENT_METHODS.map((m) => ({
  code: m.code,
  title: m.title,
  cost_incl_tax: m.costInclTax,
  enabled: true,
  is_default: m.isDefault,
}));

/** The stored settings and when they were saved (null: the defaults, never saved). */
export interface CheckoutSettingsState {
  shipping: StoredShippingMethod[];
  payment: StoredPaymentMethod[];
  shippingUpdatedAt: string | null;
  paymentUpdatedAt: string | null;
}

// Parsed once per stored text: a settings read gives the same text again and again, the parse is not repeated.
const parsed = new Map<string, unknown>();

function parseStored<T>(row: ShopSettingRow | undefined, schema: z.ZodType<T>, fallback: T, log: Log): T {
  if (!row) return fallback;
  const key = `${row.key}\u0000${row.value}`;
  if (parsed.has(key)) return parsed.get(key) as T;
  let value: T = fallback;
  try {
    const result = schema.safeParse(JSON.parse(row.value));
    if (result.success) value = result.data;
    else log.error(`shop_settings ${row.key} is invalid, using the defaults: ${result.error.message}`);
  } catch {
    log.error(`shop_settings ${row.key} is not JSON, using the defaults`);
  }
  if (parsed.size > 50) parsed.clear();
  parsed.set(key, value);
  return value;
}

interface Log {
  error(message: string): void;
}

/** Stored payment settings with the methods added after they were saved, as the defaults have them. */
function withLaterMethods(methods: StoredPaymentMethod[]): StoredPaymentMethod[] {
  const missing = DEFAULT_PAYMENT.filter((d) => !methods.some((m) => m.code === d.code));
  return missing.length === 0 ? methods : [...methods, ...missing.map((m) => ({ ...m, is_default: false }))];
}

/**
 * Shipping settings saved before decision 0049 say nothing of what a method carries: a method the shop knows by its
 * codes gets its defaults (the pick-up point's parcel limits), another carries anything; freight delivery, which
 * came with the decision, is added as the defaults have it, offered but not the default.
 */
export function withCapacities(methods: StoredShippingMethod[]): StoredShippingMethod[] {
  if (methods.some((m) => m.max_weight_kg !== undefined)) return methods;
  const known = (m: StoredShippingMethod) =>
    DEFAULT_SHIPPING.find((d) => d.carrier_code === m.carrier_code && d.method_code === m.method_code);
  const filled = methods.map((m) => {
    const d = known(m);
    return {
      ...m,
      max_weight_kg: d?.max_weight_kg ?? null,
      max_length_cm: d?.max_length_cm ?? null,
      max_length_girth_cm: d?.max_length_girth_cm ?? null,
      carry_in_incl_tax: d?.carry_in_incl_tax ?? null,
    };
  });
  const added = DEFAULT_SHIPPING.filter(
    (d) => d.carry_in_incl_tax !== null && !methods.some((m) => known(m) === d),
  );
  return [...filled, ...added.map((d) => ({ ...d, is_default: false }))];
}

/** The owner's checkout settings as the database had them at most 2 s ago (decision 0072; at once after a save here). */
export async function readCheckoutSettings(
  repository: SettingsRepository,
  log: Log = console,
): Promise<CheckoutSettingsState> {
  return checkoutSettingsOf(await repository.read([SHIPPING_KEY, PAYMENT_KEY]), log);
}

/** The checkout settings in these rows of the settings table (the defaults where a key has none, or an invalid one). */
function checkoutSettingsOf(
  rows: ReadonlyMap<string, ShopSettingRow>,
  log: Log = console,
): CheckoutSettingsState {
  const shipping = rows.get(SHIPPING_KEY);
  const payment = rows.get(PAYMENT_KEY);
  return {
    shipping: withCapacities(parseStored(shipping, storedShippingMethods, DEFAULT_SHIPPING, log)),
    payment: withLaterMethods(parseStored(payment, storedPaymentMethods, DEFAULT_PAYMENT, log)),
    shippingUpdatedAt: shipping?.updated_at ?? null,
    paymentUpdatedAt: payment?.updated_at ?? null,
  };
}

/** The methods carts and orders are offered: the enabled ones, with each payment method's fixed behaviour. */
export function toCheckoutMethods(
  state: Pick<CheckoutSettingsState, 'shipping' | 'payment'>,
): CheckoutMethods {
  const shipping = state.shipping
    .filter((m) => m.enabled)
    .map((m): ShippingMethod => ({
      carrierCode: m.carrier_code,
      methodCode: m.method_code,
      carrierTitle: m.carrier_title,
      methodTitle: m.method_title,
      amountInclTax: m.price_incl_tax,
      isDefault: m.is_default,
      minSubtotalInclTax: m.min_subtotal_incl_tax,
      capacity:
        m.max_weight_kg == null && m.max_length_cm == null && m.max_length_girth_cm == null
          ? null
          : {
              maxWeightKg: m.max_weight_kg ?? null,
              maxLengthCm: m.max_length_cm ?? null,
              maxLengthPlusGirthCm: m.max_length_girth_cm ?? null,
            },
      carryInInclTax: m.carry_in_incl_tax ?? null,
    }));
  const payment = state.payment.flatMap((m): PaymentMethod[] => {
    const kind = PAYMENT_METHODS.find((known) => known.code === m.code);
    if (!kind || !m.enabled) return [];
    return [{ ...kind, title: m.title, costInclTax: m.cost_incl_tax, isDefault: m.is_default }];
  });
  return { shipping, payment };
}

/** The methods made of each read of the settings' rows, which the repository shares and never changes. */
const methodsOfRows = new WeakMap<ReadonlyMap<string, ShopSettingRow>, CheckoutMethods>();

/**
 * The methods offered right now. Made once per read of the settings (kept 2 s, decision 0072), not per call (issue
 * 32: validating the two stored JSON texts and building the methods cost every cart change about 15 µs). The methods
 * are shared: never changed.
 */
export async function readCheckoutMethods(
  repository: SettingsRepository,
  log?: Log,
): Promise<CheckoutMethods> {
  const rows = await repository.read([SHIPPING_KEY, PAYMENT_KEY]);
  let methods = methodsOfRows.get(rows);
  if (!methods) {
    methods = toCheckoutMethods(checkoutSettingsOf(rows, log));
    methodsOfRows.set(rows, methods);
  }
  return methods;
}
