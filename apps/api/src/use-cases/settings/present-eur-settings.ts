import type { EurPriceSettingsDto } from '@hemma/contract';
import { toSek, type Ore } from '@hemma/commerce';
import type { CheckoutMethods } from '../../modules/checkout/methods.ts';
import type { StoredEurSettings } from '../../modules/settings/eur-price-settings.ts';

/** The EUR settings (cents) as the owner reads them (euros; decision 0057). What the owner sends: http/admin/settings-input.ts. */

const euros = (value: Ore | null) => (value === null ? null : toSek(value));

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
