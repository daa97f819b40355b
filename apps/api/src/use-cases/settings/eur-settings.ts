import type { EurPriceSettingsDto, EurPriceSettingsInput } from '@hemma/contract';
import {
  DEFAULT_EUR_ROUNDING,
  defaultEurFee,
  defaultEurThreshold,
  EUR_ROUNDINGS,
  fromSek,
  fromSekAmount,
  priceCurrency,
  toSek,
  type EurRounding,
  type Ore,
} from '@hemma/commerce';
import { z } from 'zod';
import { InputError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import type { CheckoutMethods } from '../../modules/checkout/methods.ts';
import type { SettingsRepository } from '../../modules/settings/settings-repository.ts';
import { describeIssues, requireUnchangedSince } from '../staff/stale-edit.ts';
import { readCheckoutSettings, toCheckoutMethods } from './checkout-settings.ts';
import type { SettingsContext } from './settings-context.ts';

/**
 * The EUR price list's settings in shop_settings (decision 0057), cents incl. VAT: the rounding rule for EUR prices
 * the owner has not set, and the EUR amounts of shipping and payment methods. A method without an entry gets its SEK
 * amount converted and rounded to a round fee (defaultEurFee, defaultEurThreshold).
 */
export const EUR_PRICES_KEY = 'eur_prices';

const cents = z.number().int().min(0).max(200_000_000);
const storedEurSettings = z.strictObject({
  rounding: z.enum(EUR_ROUNDINGS),
  shipping: z.array(
    z.strictObject({
      carrier_code: z.string(),
      method_code: z.string(),
      price_incl_tax: cents,
      min_subtotal_incl_tax: cents.nullable(),
      carry_in_incl_tax: cents.nullable(),
    }),
  ),
  payment: z.array(z.strictObject({ code: z.string(), cost_incl_tax: cents })),
});
export type StoredEurSettings = z.infer<typeof storedEurSettings>;

const NONE: StoredEurSettings = { rounding: DEFAULT_EUR_ROUNDING, shipping: [], payment: [] };

/** The stored EUR settings and when they were saved; a damaged row is logged and the defaults apply. */
export async function readEurSettings(
  repository: SettingsRepository,
  log: { error(message: string): void } = console,
): Promise<StoredEurSettings & { updatedAt: string | null }> {
  const row = (await repository.read([EUR_PRICES_KEY])).get(EUR_PRICES_KEY);
  if (!row) return { ...NONE, updatedAt: null };
  try {
    const parsed = storedEurSettings.safeParse(JSON.parse(row.value));
    if (parsed.success) return { ...parsed.data, updatedAt: row.updated_at };
    log.error(`shop_settings ${EUR_PRICES_KEY} is invalid, using the defaults: ${parsed.error.message}`);
  } catch {
    log.error(`shop_settings ${EUR_PRICES_KEY} is not JSON, using the defaults`);
  }
  return { ...NONE, updatedAt: null };
}

/** The owner's rounding rule for EUR prices (the reference data keeps it; decision 0057). */
export async function readEurRounding(repository: SettingsRepository): Promise<EurRounding> {
  return (await readEurSettings(repository)).rounding;
}

/** SEK methods (öre) → the same methods in EUR (cents): the owner's amounts where set, else derived. */
export function methodsInEur(
  methods: CheckoutMethods,
  settings: Pick<StoredEurSettings, 'shipping' | 'payment'>,
  eurPerSek: number,
): CheckoutMethods {
  const eur = priceCurrency('EUR', { eurPerSek });
  const fee = (ore: Ore) => defaultEurFee(fromSekAmount(ore, eur));
  const threshold = (ore: Ore | null) => (ore === null ? null : defaultEurThreshold(fromSekAmount(ore, eur)));
  return {
    shipping: methods.shipping.map((m) => {
      const set = settings.shipping.find(
        (s) => s.carrier_code === m.carrierCode && s.method_code === m.methodCode,
      );
      return {
        ...m,
        amountInclTax: set ? set.price_incl_tax : fee(m.amountInclTax),
        minSubtotalInclTax:
          m.minSubtotalInclTax === null
            ? null
            : set
              ? (set.min_subtotal_incl_tax ?? threshold(m.minSubtotalInclTax))
              : threshold(m.minSubtotalInclTax),
        carryInInclTax:
          m.carryInInclTax === null
            ? null
            : set
              ? (set.carry_in_incl_tax ?? fee(m.carryInInclTax))
              : fee(m.carryInInclTax),
      };
    }),
    payment: methods.payment.map((m) => {
      const set = settings.payment.find((s) => s.code === m.code);
      return { ...m, costInclTax: set ? set.cost_incl_tax : fee(m.costInclTax) };
    }),
  };
}

/** GET /api/admin/settings/eur-prices: the rule and every method's EUR amounts, set or derived. */
export async function getEurPriceSettings(context: SettingsContext): Promise<EurPriceSettingsDto> {
  const [stored, checkout] = await Promise.all([
    readEurSettings(context.settings, context.log),
    readCheckoutSettings(context.settings, context.log),
  ]);
  const all = toCheckoutMethods({
    shipping: checkout.shipping.map((m) => ({ ...m, enabled: true })),
    payment: checkout.payment.map((m) => ({ ...m, enabled: true })),
  });
  const inEur = methodsInEur(all, stored, context.catalog.settings.eurPerSek);
  const euros = (value: Ore | null) => (value === null ? null : toSek(value));
  return {
    rounding: stored.rounding,
    eur_per_sek: context.catalog.settings.eurPerSek,
    shipping_methods: inEur.shipping.map((m) => ({
      carrier_code: m.carrierCode,
      method_code: m.methodCode,
      method_title: m.methodTitle,
      price_incl_tax: toSek(m.amountInclTax),
      min_subtotal_incl_tax: euros(m.minSubtotalInclTax),
      carry_in_incl_tax: euros(m.carryInInclTax),
      set: stored.shipping.some((s) => s.carrier_code === m.carrierCode && s.method_code === m.methodCode),
    })),
    payment_methods: inEur.payment.map((m) => ({
      code: m.code as EurPriceSettingsDto['payment_methods'][number]['code'],
      title: m.title,
      cost_incl_tax: toSek(m.costInclTax),
      set: stored.payment.some((s) => s.code === m.code),
    })),
    updated_at: stored.updatedAt,
  };
}

/** PUT /api/admin/settings/eur-prices: the rule and the EUR amounts; prices follow from the next request. */
export async function saveEurPriceSettings(
  context: SettingsContext,
  actor: AuditActor,
  input: EurPriceSettingsInput,
): Promise<EurPriceSettingsDto> {
  const value: StoredEurSettings = {
    rounding: input.rounding,
    shipping: input.shipping_methods.map((m) => ({
      carrier_code: m.carrier_code,
      method_code: m.method_code,
      price_incl_tax: fromSek(m.price_incl_tax),
      min_subtotal_incl_tax: m.min_subtotal_incl_tax === null ? null : fromSek(m.min_subtotal_incl_tax),
      carry_in_incl_tax: m.carry_in_incl_tax === null ? null : fromSek(m.carry_in_incl_tax),
    })),
    payment: input.payment_methods.map((m) => ({ code: m.code, cost_incl_tax: fromSek(m.cost_incl_tax) })),
  };
  const checked = storedEurSettings.safeParse(value);
  if (!checked.success) throw new InputError(describeIssues('eur_prices', checked.error.issues));
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    const before = await context.settings.readIn(trx, EUR_PRICES_KEY);
    requireUnchangedSince(before?.updated_at ?? null, input.updated_at, 'The EUR price settings');
    await context.settings.write(trx, EUR_PRICES_KEY, JSON.stringify(checked.data), now);
    await recordAudit(
      trx,
      actor,
      {
        action: 'settings.update',
        entityType: 'settings',
        entityId: EUR_PRICES_KEY,
        summary: 'EUR price settings changed',
        before: before ? (JSON.parse(before.value) as Record<string, unknown>) : null,
        after: checked.data,
      },
      now,
    );
  });
  context.catalog.invalidate();
  return getEurPriceSettings(context);
}
