import type { PaymentMethodDto, ShippingMethodDto } from '@hemma/contract';
import { splitGross, toSek } from '@hemma/commerce';
import { FEE_TAX_PERCENT, type PaymentMethod, type ShippingMethod } from '../../modules/checkout/methods.ts';

/**
 * A shipping method in the SPEC §3 shape: `amount` without VAT, `price_incl_tax` with it (SEK); `default` marks the
 * one the cart gets until the shopper chooses (see defaultShippingMethod).
 */
export function presentShippingMethod(
  method: ShippingMethod,
  isDefault = method.isDefault,
): ShippingMethodDto {
  return {
    carrier_code: method.carrierCode,
    method_code: method.methodCode,
    carrier_title: method.carrierTitle,
    method_title: method.methodTitle,
    amount: toSek(splitGross(method.amountInclTax, FEE_TAX_PERCENT).net),
    price_incl_tax: toSek(method.amountInclTax),
    default: isDefault,
    offline: false,
    available: true,
  };
}

export function presentPaymentMethod(method: PaymentMethod): PaymentMethodDto {
  return {
    code: method.code,
    title: method.title,
    cost_incl_tax: toSek(method.costInclTax),
    default: method.isDefault,
    offline: method.offline,
    is_server_method: method.isServerMethod,
    ...(method.hostedPage ? { hosted_page: true } : {}),
  };
}
