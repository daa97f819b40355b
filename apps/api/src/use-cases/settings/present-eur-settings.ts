import type { EurPriceSettingsDto, EurPriceSettingsInput } from '@hemma/contract';
import { fromSek, toSek, type Ore } from '@hemma/commerce';
import type { CheckoutMethods } from '../../modules/checkout/methods.ts';
import type { StoredEurSettings } from '../../modules/settings/eur-price-settings.ts';

/** The EUR settings (cents) as the owner reads and sends them (euros), both ways (decision 0057). */

const euros = (value: Ore | null) => (value === null ? null : toSek(value));
const centsOf = (value: number | null) => (value === null ? null : fromSek(value));

export function presentEurSettings(
  inEur: CheckoutMethods,
  stored: StoredEurSettings & { updatedAt: string | null },
  eurPerSek: number,
): Omit<EurPriceSettingsDto, 'destination'> {
  return {
    rounding: stored.rounding,
    eur_per_sek: eurPerSek,
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

export function eurSettingsInCents(input: EurPriceSettingsInput): StoredEurSettings {
  return {
    rounding: input.rounding,
    shipping: input.shipping_methods.map((m) => ({
      carrier_code: m.carrier_code,
      method_code: m.method_code,
      price_incl_tax: fromSek(m.price_incl_tax),
      min_subtotal_incl_tax: centsOf(m.min_subtotal_incl_tax),
      carry_in_incl_tax: centsOf(m.carry_in_incl_tax),
    })),
    payment: input.payment_methods.map((m) => ({ code: m.code, cost_incl_tax: fromSek(m.cost_incl_tax) })),
  };
}
