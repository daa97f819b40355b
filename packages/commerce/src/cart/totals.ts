import { type Ore, assertOre } from '../money.ts';
import { splitGross } from '../tax.ts';

/** One cart line: its price incl. VAT times quantity, and that line's VAT rate (25 %, or 6 % for books). */
export interface TotalsLine {
  rowTotalInclTax: Ore;
  taxPercent: number;
}

export interface TotalsInput {
  lines: readonly TotalsLine[];
  /** At least 0; taken off the items only and never more than they cost. */
  discountInclTax: Ore;
  shippingInclTax: Ore;
  shippingTaxPercent: number;
  paymentInclTax: Ore;
  paymentTaxPercent: number;
}

/** Amounts without a suffix are net of VAT. */
export interface CartTotals {
  subtotal: Ore;
  subtotalInclTax: Ore;
  discountInclTax: Ore;
  shipping: Ore;
  shippingInclTax: Ore;
  payment: Ore;
  paymentInclTax: Ore;
  tax: Ore;
  grandTotal: Ore;
}

function requireAmount(name: string, amount: Ore): void {
  assertOre(amount);
  if (amount < 0) throw new RangeError(`${name} cannot be negative, got ${amount}`);
}

/**
 * Splits `amount` over parts in proportion to `weights` so that the parts add up to exactly `amount`:
 * each part is rounded down and the öre left over go to the largest remainders (earlier parts on a tie).
 * BigInt because amount × weight passes 2^53 for carts of a few million kronor.
 */
export function allocateProportionally(amount: Ore, weights: readonly Ore[]): Ore[] {
  requireAmount('Amount', amount);
  weights.forEach((weight) => requireAmount('Weight', weight));
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (total === 0n) {
    if (amount !== 0) throw new RangeError(`Cannot allocate ${amount} öre over zero weights`);
    return weights.map(() => 0);
  }
  const shares = weights.map((weight, index) => {
    const exact = BigInt(amount) * BigInt(weight);
    return { index, part: exact / total, remainder: exact % total };
  });
  let left = BigInt(amount) - shares.reduce((sum, share) => sum + share.part, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left === 0n) break;
    share.part += 1n;
    left -= 1n;
  }
  return shares.map((share) => Number(share.part));
}

/**
 * Cart totals with Swedish prices, which include VAT. The discount is spread over the lines by their share of
 * the gross, and each line's VAT is taken from its discounted gross at that line's own rate, so a discount on
 * a cart with 25 % and 6 % lines lowers each rate's VAT by its fair part. Every amount is split with
 * `splitGross`, whose net and VAT add up to the gross, so grandTotal = the nets + tax to the öre.
 */
export function computeCartTotals(input: TotalsInput): CartTotals {
  const gross = input.lines.map((line) => line.rowTotalInclTax);
  requireAmount('Discount', input.discountInclTax);
  requireAmount('Shipping', input.shippingInclTax);
  requireAmount('Payment fee', input.paymentInclTax);
  gross.forEach((amount) => requireAmount('Row total', amount));

  const subtotalInclTax = gross.reduce((sum, amount) => sum + amount, 0);
  const discountInclTax = Math.min(input.discountInclTax, subtotalInclTax);
  const discountParts = allocateProportionally(discountInclTax, gross);

  let subtotal = 0;
  let itemsTax = 0;
  input.lines.forEach((line, index) => {
    subtotal += splitGross(line.rowTotalInclTax, line.taxPercent).net;
    itemsTax += splitGross(line.rowTotalInclTax - (discountParts[index] ?? 0), line.taxPercent).tax;
  });
  const shipping = splitGross(input.shippingInclTax, input.shippingTaxPercent);
  const payment = splitGross(input.paymentInclTax, input.paymentTaxPercent);

  return {
    subtotal,
    subtotalInclTax,
    discountInclTax,
    shipping: shipping.net,
    shippingInclTax: input.shippingInclTax,
    payment: payment.net,
    paymentInclTax: input.paymentInclTax,
    tax: itemsTax + shipping.tax + payment.tax,
    grandTotal: subtotalInclTax - discountInclTax + input.shippingInclTax + input.paymentInclTax,
  };
}
