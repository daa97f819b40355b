import {
  computeCartTotals,
  evaluateCoupon,
  fromSekAmount,
  fromSekNullable,
  isVirtualCart,
  SEK_CURRENCY,
  type CartTotals,
  type CurrencyCode,
  type Ore,
  type PriceCurrency,
} from '@hemma/commerce';
import type { PaymentMethod, ShippingMethod } from '../../modules/checkout/methods.ts';
import { FEE_TAX_PERCENT } from '../../modules/checkout/methods.ts';
import type { CouponRow } from '../../modules/coupon/coupon-repository.ts';
import type { PricedLine } from './price-cart-lines.ts';

export interface TotalsChoices {
  coupon: CouponRow | null;
  shipping: ShippingMethod | null;
  payment: PaymentMethod | null;
  /** Carry-in (inbärning) with the shipping method, which offers it (decision 0049). */
  carryIn: boolean;
}

/** Where the goods go and the VAT its fees carry (decision 0056); the shop's own country and rate by default. */
export interface TotalsDestination {
  countryId: string;
  feeTaxPercent: number;
}

export interface TotalsSummary {
  totals: CartTotals;
  /** The coupon that took effect; null when none was given or it no longer applies. */
  couponCode: string | null;
  isVirtual: boolean;
  itemsQty: number;
  /** The currency of every amount (decision 0035). */
  currency: CurrencyCode;
  /** What carrying in costs, part of the shipping amount; 0 without it. */
  carryInInclTax: Ore;
  /** The delivery country whose VAT the amounts include, and the rates applied (highest first). */
  countryId: string;
  vatRates: number[];
}

/** The carry-in fee the choices add to shipping: the method's, when it offers carry-in and the shopper asked. */
export function carryInOf(choices: Pick<TotalsChoices, 'shipping' | 'carryIn'>): Ore {
  return choices.carryIn ? (choices.shipping?.carryInInclTax ?? 0) : 0;
}

export function linesSubtotal(lines: readonly PricedLine[]): Ore {
  return lines.reduce((sum, line) => sum + line.rowTotalInclTax, 0);
}

export function linesAreVirtual(lines: readonly PricedLine[]): boolean {
  return isVirtualCart(lines.map((l) => ({ product_type: l.productType })));
}

/**
 * The coupon's rule in the cart's currency: a fixed amount and a minimum order are entered in SEK, and in EUR where
 * the owner set them (decision 0061); an EUR amount not set is the SEK one converted at the rate.
 */
export function couponRule(row: CouponRow, currency: PriceCurrency = SEK_CURRENCY) {
  const eur = currency.code === 'EUR';
  return {
    code: row.code,
    type: row.type,
    value:
      row.type === 'fixed'
        ? eur && row.value_eur !== null
          ? row.value_eur
          : fromSekAmount(row.value, currency)
        : row.value,
    fromDate: row.from_date,
    toDate: row.to_date,
    usageLimit: row.usage_limit,
    timesUsed: row.times_used,
    isActive: row.is_active === 1,
    minSubtotalInclTax:
      eur && row.min_subtotal_incl_tax_eur !== null
        ? row.min_subtotal_incl_tax_eur
        : fromSekNullable(row.min_subtotal_incl_tax, currency),
  };
}

/** Totals of priced lines with the chosen coupon, shipping and payment (each fee counted once). */
export function summariseTotals(
  lines: readonly PricedLine[],
  choices: TotalsChoices,
  now: Date,
  currency: PriceCurrency,
  destination: TotalsDestination = { countryId: 'SE', feeTaxPercent: FEE_TAX_PERCENT },
): TotalsSummary {
  const subtotalInclTax = linesSubtotal(lines);
  const check = choices.coupon
    ? evaluateCoupon(couponRule(choices.coupon, currency), subtotalInclTax, now)
    : null;
  const totals = computeCartTotals({
    lines: lines.map((l) => ({ rowTotalInclTax: l.rowTotalInclTax, taxPercent: l.taxPercent })),
    discountInclTax: check?.ok ? check.discountInclTax : 0,
    shippingInclTax: (choices.shipping?.amountInclTax ?? 0) + carryInOf(choices),
    shippingTaxPercent: destination.feeTaxPercent,
    paymentInclTax: choices.payment?.costInclTax ?? 0,
    paymentTaxPercent: destination.feeTaxPercent,
  });
  const fees =
    (choices.shipping?.amountInclTax ?? 0) + carryInOf(choices) + (choices.payment?.costInclTax ?? 0);
  const vatRates = [
    ...new Set([...lines.map((l) => l.taxPercent), ...(fees > 0 ? [destination.feeTaxPercent] : [])]),
  ].sort((a, b) => b - a);
  return {
    totals,
    couponCode: check?.ok && choices.coupon ? choices.coupon.code : null,
    isVirtual: linesAreVirtual(lines),
    itemsQty: lines.reduce((n, l) => n + l.qty, 0),
    currency: currency.code,
    carryInInclTax: carryInOf(choices),
    countryId: destination.countryId,
    vatRates,
  };
}
