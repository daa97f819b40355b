import type { CartItemDto, CartTotalsDto } from '@hemma/contract';
import { presentTotalAmounts, presentTotalSegments } from '../presenting/present-totals.ts';
import type { TotalsChoices, TotalsSummary } from './cart-totals.ts';

/** The shipping method as the totals and the order name it: with carry-in when it is part of the amount. */
export function shippingTitle(methodTitle: string, carryInInclTax: number): string {
  return carryInInclTax > 0 ? `${methodTitle} + inbärning` : methodTitle;
}

/** The SPEC's totals answer: amounts in the cart's currency and the segments the cart and checkout show. */
export function presentTotals(
  summary: TotalsSummary,
  items: CartItemDto[],
  choices: TotalsChoices,
): CartTotalsDto {
  const amounts = { ...summary.totals, carryInInclTax: summary.carryInInclTax };
  const { carry_in_incl_tax, ...money } = presentTotalAmounts(amounts);
  return {
    items,
    items_qty: summary.itemsQty,
    is_virtual: summary.isVirtual,
    ...money,
    coupon_code: summary.couponCode,
    // The coupon's text in the store view's language (decision 0061, addendum); null without one.
    coupon_description: (summary.couponCode && choices.coupon?.description.trim()) || null,
    shipping_method: choices.shipping
      ? { carrier_code: choices.shipping.carrierCode, method_code: choices.shipping.methodCode }
      : null,
    payment_method: choices.payment?.code ?? null,
    total_segments: presentTotalSegments(amounts, {
      couponCode: summary.couponCode,
      shipping: choices.shipping ? shippingTitle(choices.shipping.methodTitle, summary.carryInInclTax) : null,
      payment: choices.payment ? choices.payment.title : null,
    }),
    currency: summary.currency,
    carry_in_incl_tax,
    country_id: summary.countryId,
    vat_rates: summary.vatRates,
  };
}
