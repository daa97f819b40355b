import type { TotalSegment } from '@hemma/contract';
import { toSek, type Ore } from '@hemma/commerce';
import type { OrderRow } from '../../modules/order/order-repository.ts';

/**
 * The totals of a cart or an order as every answer shows them (issue 36: one presenter for the cart's totals, the
 * order's answer, the back office's order and the order history): öre incl. VAT where named become SEK decimals of
 * the currency here, a discount is negative, the segments are the rows the cart, the checkout and the order show.
 */

/** A cart's or an order's amounts in minor units. */
export interface TotalAmounts {
  subtotal: Ore;
  subtotalInclTax: Ore;
  discountInclTax: Ore;
  shippingInclTax: Ore;
  paymentInclTax: Ore;
  /** Carry-in (inbärning), part of shipping (decision 0049); 0 without it. */
  carryInInclTax: Ore;
  tax: Ore;
  grandTotal: Ore;
}

/** What the segments are called: the coupon of the discount, the shipping and payment methods (null: none chosen). */
export interface TotalTitles {
  couponCode: string | null;
  shipping: string | null;
  payment: string | null;
}

/** The amounts as the contract names them (SEK decimals of the currency). */
export function presentTotalAmounts(a: TotalAmounts) {
  return {
    subtotal: toSek(a.subtotal),
    subtotal_incl_tax: toSek(a.subtotalInclTax),
    discount_amount: -toSek(a.discountInclTax),
    shipping_incl_tax: toSek(a.shippingInclTax),
    payment_incl_tax: toSek(a.paymentInclTax),
    carry_in_incl_tax: toSek(a.carryInInclTax),
    tax_amount: toSek(a.tax),
    grand_total: toSek(a.grandTotal),
  };
}

/** The rows of the totals: subtotal, discount, shipping, payment fee (when any), VAT included, grand total. */
export function presentTotalSegments(a: TotalAmounts, titles: TotalTitles): TotalSegment[] {
  const segments: TotalSegment[] = [{ code: 'subtotal', title: 'Delsumma', value: toSek(a.subtotalInclTax) }];
  if (a.discountInclTax > 0)
    segments.push({
      code: 'discount',
      title: `Rabatt (${titles.couponCode ?? ''})`,
      value: -toSek(a.discountInclTax),
    });
  if (titles.shipping !== null)
    segments.push({ code: 'shipping', title: titles.shipping, value: toSek(a.shippingInclTax) });
  if (titles.payment !== null && a.paymentInclTax > 0)
    segments.push({ code: 'payment', title: titles.payment, value: toSek(a.paymentInclTax) });
  segments.push({ code: 'tax', title: 'Varav moms', value: toSek(a.tax) });
  segments.push({ code: 'grand_total', title: 'Totalt', value: toSek(a.grandTotal) });
  return segments;
}

type OrderAmountsRow = Pick<
  OrderRow,
  | 'subtotal'
  | 'subtotal_incl_tax'
  | 'discount_incl_tax'
  | 'shipping_incl_tax'
  | 'payment_incl_tax'
  | 'carry_in_incl_tax'
  | 'tax'
  | 'grand_total'
>;

/** The amounts an order stored when it was placed (or last edited). */
export function orderAmounts(order: OrderAmountsRow): TotalAmounts {
  return {
    subtotal: order.subtotal,
    subtotalInclTax: order.subtotal_incl_tax,
    discountInclTax: order.discount_incl_tax,
    shippingInclTax: order.shipping_incl_tax,
    paymentInclTax: order.payment_incl_tax,
    carryInInclTax: order.carry_in_incl_tax ?? 0,
    tax: order.tax,
    grandTotal: order.grand_total,
  };
}

/** The segments' titles of an order: its coupon and the method titles it was placed with. */
export function orderTitles(
  order: Pick<OrderRow, 'coupon_code' | 'shipping_title' | 'payment_title'>,
): TotalTitles {
  return {
    couponCode: order.coupon_code,
    shipping: order.shipping_title || null,
    payment: order.payment_title,
  };
}

/**
 * Where an order went and the VAT rates it applied (decision 0056); an order from before those were kept went to
 * Sweden at its lines' rates.
 */
export function orderDestination(
  order: Pick<OrderRow, 'delivery_country_id' | 'vat_rates'>,
  lineRates: readonly number[],
): { country_id: string; vat_rates: number[] } {
  return {
    country_id: order.delivery_country_id ?? 'SE',
    vat_rates: order.vat_rates
      ? order.vat_rates.split(',').map(Number)
      : [...new Set(lineRates)].sort((a, b) => b - a),
  };
}
