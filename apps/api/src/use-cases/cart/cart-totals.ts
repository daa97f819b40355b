import type { CartItemDto, CartTotalsDto, TotalSegment } from '@hemma/contract';
import {
  computeCartTotals,
  evaluateCoupon,
  isVirtualCart,
  toSek,
  type CartTotals,
  type Ore,
} from '@hemma/commerce';
import type { PaymentMethod, ShippingMethod } from '../../modules/checkout/methods.ts';
import { FEE_TAX_PERCENT } from '../../modules/checkout/methods.ts';
import type { CouponRow } from '../../modules/coupon/coupon-repository.ts';
import type { PricedLine } from './price-cart-lines.ts';

export interface TotalsChoices {
  coupon: CouponRow | null;
  shipping: ShippingMethod | null;
  payment: PaymentMethod | null;
}

export interface TotalsSummary {
  totals: CartTotals;
  /** The coupon that took effect; null when none was given or it no longer applies. */
  couponCode: string | null;
  isVirtual: boolean;
  itemsQty: number;
}

export function linesSubtotal(lines: readonly PricedLine[]): Ore {
  return lines.reduce((sum, line) => sum + line.rowTotalInclTax, 0);
}

export function linesAreVirtual(lines: readonly PricedLine[]): boolean {
  return isVirtualCart(lines.map((l) => ({ product_type: l.productType })));
}

export function couponRule(row: CouponRow) {
  return {
    code: row.code,
    type: row.type,
    value: row.value,
    fromDate: row.from_date,
    toDate: row.to_date,
    usageLimit: row.usage_limit,
    timesUsed: row.times_used,
    isActive: row.is_active === 1,
    minSubtotalInclTax: row.min_subtotal_incl_tax,
  };
}

/** Totals of priced lines with the chosen coupon, shipping and payment (each fee counted once). */
export function summariseTotals(
  lines: readonly PricedLine[],
  choices: TotalsChoices,
  now: Date,
): TotalsSummary {
  const subtotalInclTax = linesSubtotal(lines);
  const check = choices.coupon ? evaluateCoupon(couponRule(choices.coupon), subtotalInclTax, now) : null;
  const totals = computeCartTotals({
    lines: lines.map((l) => ({ rowTotalInclTax: l.rowTotalInclTax, taxPercent: l.taxPercent })),
    discountInclTax: check?.ok ? check.discountInclTax : 0,
    shippingInclTax: choices.shipping?.amountInclTax ?? 0,
    shippingTaxPercent: FEE_TAX_PERCENT,
    paymentInclTax: choices.payment?.costInclTax ?? 0,
    paymentTaxPercent: FEE_TAX_PERCENT,
  });
  return {
    totals,
    couponCode: check?.ok && choices.coupon ? choices.coupon.code : null,
    isVirtual: linesAreVirtual(lines),
    itemsQty: lines.reduce((n, l) => n + l.qty, 0),
  };
}

/** The SPEC's totals answer: amounts in SEK and the segments the cart and checkout show. */
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
    segments.push({ code: 'shipping', title: choices.shipping.methodTitle, value: toSek(t.shippingInclTax) });
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
  };
}
