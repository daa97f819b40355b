import type { PaymentMethodSettingDto, ShippingMethodSettingDto, ShopSettingsDto } from '@hemma/contract';
import { toSek } from '@hemma/commerce';
import { PAYMENT_METHODS } from '../../modules/checkout/methods.ts';
import type { CheckoutSettingsState } from './checkout-settings.ts';

/** The stored settings (öre) as the owner reads them (SEK). What the owner sends: http/admin/settings-input.ts. */

export function presentShopSettings(state: CheckoutSettingsState): ShopSettingsDto {
  return {
    shipping_methods: state.shipping.map((m): ShippingMethodSettingDto => ({
      ...m,
      price_incl_tax: toSek(m.price_incl_tax),
      min_subtotal_incl_tax: m.min_subtotal_incl_tax === null ? null : toSek(m.min_subtotal_incl_tax),
      max_weight_kg: m.max_weight_kg ?? null,
      max_length_cm: m.max_length_cm ?? null,
      max_length_girth_cm: m.max_length_girth_cm ?? null,
      carry_in_incl_tax: m.carry_in_incl_tax == null ? null : toSek(m.carry_in_incl_tax),
    })),
    shipping_updated_at: state.shippingUpdatedAt,
    payment_methods: state.payment.map((m): PaymentMethodSettingDto => {
      const kind = PAYMENT_METHODS.find((known) => known.code === m.code);
      return {
        code: m.code as PaymentMethodSettingDto['code'],
        title: m.title,
        cost_incl_tax: toSek(m.cost_incl_tax),
        enabled: m.enabled,
        is_default: m.is_default,
        offline: kind?.offline ?? false,
        is_server_method: kind?.isServerMethod ?? false,
        hosted_page: kind?.hostedPage ?? false,
        for_virtual_carts: kind?.forVirtualCarts ?? false,
      };
    }),
    payment_updated_at: state.paymentUpdatedAt,
  };
}
