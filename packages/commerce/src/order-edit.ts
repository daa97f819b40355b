import { computeCartTotals, type CartTotals } from './cart/totals.ts';
import type { Ore } from './money.ts';

/** One line of a placed order as an edit sees it: what it was placed at, and its new quantity (0 removes it). */
export interface EditedLine {
  unitPriceInclTax: Ore;
  qty: number;
  rowTotalInclTax: Ore;
  taxPercent: number;
  newQty: number;
}

export interface OrderToReprice {
  lines: readonly EditedLine[];
  /** The order's discount as placed, and the subtotal it was given on. */
  discountInclTax: Ore;
  subtotalInclTax: Ore;
  shippingInclTax: Ore;
  paymentInclTax: Ore;
  /** VAT of shipping and the payment fee (25 % in Sweden). */
  feeTaxPercent: number;
}

export interface RepricedOrder {
  /** Each line's new row total, in the order of `lines` (0 for a removed line). */
  rowTotals: Ore[];
  totals: CartTotals;
}

/**
 * An order repriced after an edit before it ships (decision 0055), with the prices it was placed at: an unchanged
 * line keeps its row total, a changed one is its unit price times the new quantity; the discount shrinks or grows
 * with the subtotal (pro rata: a 10 % coupon stays 10 %, a fixed one keeps its share); shipping and the payment fee
 * are what the caller says (as placed unless the owner changed shipping). Totals and VAT as the cart's.
 */
export function repriceOrder(order: OrderToReprice): RepricedOrder {
  const rowTotals = order.lines.map((line) =>
    line.newQty === line.qty ? line.rowTotalInclTax : line.unitPriceInclTax * line.newQty,
  );
  const subtotal = rowTotals.reduce((sum, amount) => sum + amount, 0);
  const discount =
    order.subtotalInclTax > 0
      ? Number(
          (BigInt(order.discountInclTax) * BigInt(subtotal) + BigInt(order.subtotalInclTax) / 2n) /
            BigInt(order.subtotalInclTax),
        )
      : 0;
  const totals = computeCartTotals({
    lines: order.lines.map((line, index) => ({
      rowTotalInclTax: rowTotals[index]!,
      taxPercent: line.taxPercent,
    })),
    discountInclTax: Math.min(discount, subtotal),
    shippingInclTax: order.shippingInclTax,
    shippingTaxPercent: order.feeTaxPercent,
    paymentInclTax: order.paymentInclTax,
    paymentTaxPercent: order.feeTaxPercent,
  });
  return { rowTotals, totals };
}

/**
 * What an edit does to an order paid (or authorized) at a provider, in öre (decision 0060): `lower` is the old total
 * less the new one. A raise adds to what is left to pay through the payment link; a lowering first takes from what is
 * still due of an earlier raise, and only the rest (`back`) goes back to the payment.
 */
export function balanceAfterEdit(due: number, lower: number): { due: number; back: number } {
  if (lower <= 0) return { due: due - lower, back: 0 };
  const fromDue = Math.min(due, lower);
  return { due: due - fromDue, back: lower - fromDue };
}
