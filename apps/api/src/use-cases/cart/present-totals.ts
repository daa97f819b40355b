import type { CartItemDto, CartTotalsDto, TotalSegment } from '@hemma/contract';
import { toSek } from '@hemma/commerce';
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
  const t = summary.totals;
  const segments: TotalSegment[] = [{ code: 'subtotal', title: 'Delsumma', value: toSek(t.subtotalInclTax) }];
  if (t.discountInclTax > 0)
    segments.push({
      code: 'discount',
      title: `Rabatt (${summary.couponCode})`,
      value: -toSek(t.discountInclTax),
    });
  if (choices.shipping)
    segments.push({
      code: 'shipping',
      title: shippingTitle(choices.shipping.methodTitle, summary.carryInInclTax),
      value: toSek(t.shippingInclTax),
    });
  if (choices.payment && t.paymentInclTax > 0)
    segments.push({ code: 'payment', title: choices.payment.title, value: toSek(t.paymentInclTax) });
  segments.push({ code: 'tax', title: 'Varav moms', value: toSek(t.tax) });
  segments.push({ code: 'grand_total', title: 'Totalt', value: toSek(t.grandTotal) });
  return {
    items,
    items_qty: summary.itemsQty,
    is_virtual: summary.isVirtual,
    subtotal: toSek(t.subtotal),
    subtotal_incl_tax: toSek(t.subtotalInclTax),
    discount_amount: -toSek(t.discountInclTax),
    shipping_incl_tax: toSek(t.shippingInclTax),
    payment_incl_tax: toSek(t.paymentInclTax),
    tax_amount: toSek(t.tax),
    grand_total: toSek(t.grandTotal),
    coupon_code: summary.couponCode,
    shipping_method: choices.shipping
      ? { carrier_code: choices.shipping.carrierCode, method_code: choices.shipping.methodCode }
      : null,
    payment_method: choices.payment?.code ?? null,
    total_segments: segments,
    currency: summary.currency,
    carry_in_incl_tax: toSek(summary.carryInInclTax),
    country_id: summary.countryId,
    vat_rates: summary.vatRates,
  };
}
