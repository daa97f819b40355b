import type { PaymentMethodDto, ShippingMethodDto } from '@hemma/contract';
import { capacityRefusalText, splitGross, toSek, type CapacityRefusal } from '@hemma/commerce';
import { FEE_TAX_PERCENT, type PaymentMethod, type ShippingMethod } from '../../modules/checkout/methods.ts';

/**
 * A shipping method in the SPEC §3 shape: `amount` without VAT, `price_incl_tax` with it (SEK); `default` marks the
 * one the cart gets until the shopper chooses (see defaultShippingMethod). A method the cart holds too large a product
 * for is `available: false` with the reason (decision 0049).
 */
export function presentShippingMethod(
  method: ShippingMethod,
  isDefault = method.isDefault,
  refusal: CapacityRefusal | null = null,
): ShippingMethodDto {
  return {
    carrier_code: method.carrierCode,
    method_code: method.methodCode,
    carrier_title: method.carrierTitle,
    method_title: method.methodTitle,
    amount: toSek(splitGross(method.amountInclTax, FEE_TAX_PERCENT).net),
    price_incl_tax: toSek(method.amountInclTax),
    default: isDefault && !refusal,
    offline: false,
    available: !refusal,
    unavailable_reason: refusal
      ? { ...refusal, message: capacityRefusalText(refusal, method.methodTitle) }
      : null,
    carry_in_incl_tax: method.carryInInclTax === null ? null : toSek(method.carryInInclTax),
    min_subtotal_incl_tax: method.minSubtotalInclTax === null ? null : toSek(method.minSubtotalInclTax),
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
