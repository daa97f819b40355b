import type { EurPriceSettingsInput, PaymentSettingsInput, ShippingSettingsInput } from '@hemma/contract';
import { fromSek } from '@hemma/commerce';
import type { MethodsSave } from '../../use-cases/settings/save-checkout-settings.ts';
import type {
  StoredPaymentMethod,
  StoredShippingMethod,
} from '../../use-cases/settings/checkout-settings.ts';
import type { EurSettingsSave } from '../../use-cases/settings/eur-settings.ts';

/**
 * The owner's settings as the back office sends them (kronor, euros) → as the use cases take them (öre, cents): the
 * one place their amounts are converted (decisions 0002 and 0062).
 */

const centsOf = (value: number | null) => (value === null ? null : fromSek(value));

export function shippingSave(input: ShippingSettingsInput): MethodsSave<StoredShippingMethod> {
  return {
    methods: input.methods.map((m) => ({
      ...m,
      price_incl_tax: fromSek(m.price_incl_tax),
      min_subtotal_incl_tax: centsOf(m.min_subtotal_incl_tax),
      carry_in_incl_tax: centsOf(m.carry_in_incl_tax),
    })),
    updated_at: input.updated_at,
  };
}

export function paymentSave(input: PaymentSettingsInput): MethodsSave<StoredPaymentMethod> {
  return {
    methods: input.methods.map((m) => ({ ...m, cost_incl_tax: fromSek(m.cost_incl_tax) })),
    updated_at: input.updated_at,
  };
}

export function eurSettingsSave(input: EurPriceSettingsInput): EurSettingsSave {
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
    updated_at: input.updated_at,
  };
}
