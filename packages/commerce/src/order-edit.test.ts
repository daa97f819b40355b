import { describe, expect, it } from 'vitest';
import { balanceAfterEdit, repriceOrder } from './order-edit.ts';

const base = { shippingInclTax: 4900, paymentInclTax: 0, feeTaxPercent: 25 };

describe('repriceOrder', () => {
  it('when a quantity is lowered, then the line is its unit price times the new quantity and the coupon shrinks pro rata', () => {
    const { rowTotals, totals } = repriceOrder({
      ...base,
      lines: [
        { unitPriceInclTax: 10_000, qty: 2, rowTotalInclTax: 20_000, taxPercent: 25, newQty: 1 },
        { unitPriceInclTax: 5_000, qty: 1, rowTotalInclTax: 5_000, taxPercent: 25, newQty: 1 },
      ],
      discountInclTax: 2_500,
      subtotalInclTax: 25_000,
    });
    expect(rowTotals).toEqual([10_000, 5_000]);
    expect(totals).toMatchObject({ subtotalInclTax: 15_000, discountInclTax: 1_500, grandTotal: 18_400 });
  });

  it('when a line is removed and shipping is changed, then only what is left counts', () => {
    const { rowTotals, totals } = repriceOrder({
      ...base,
      shippingInclTax: 0,
      lines: [
        { unitPriceInclTax: 10_000, qty: 1, rowTotalInclTax: 10_000, taxPercent: 25, newQty: 0 },
        { unitPriceInclTax: 2_000, qty: 3, rowTotalInclTax: 6_000, taxPercent: 6, newQty: 3 },
      ],
      discountInclTax: 0,
      subtotalInclTax: 16_000,
    });
    expect(rowTotals).toEqual([0, 6_000]);
    expect(totals).toMatchObject({ grandTotal: 6_000, tax: 340 });
  });
});

describe('balanceAfterEdit', () => {
  it('when the total rises, then the rise is added to what is due and nothing goes back', () => {
    expect(balanceAfterEdit(0, -5_000)).toEqual({ due: 5_000, back: 0 });
    expect(balanceAfterEdit(2_000, -5_000)).toEqual({ due: 7_000, back: 0 });
  });

  it('when the total falls, then what is due goes first and only the rest is paid back', () => {
    expect(balanceAfterEdit(3_000, 1_000)).toEqual({ due: 2_000, back: 0 });
    expect(balanceAfterEdit(3_000, 5_000)).toEqual({ due: 0, back: 2_000 });
    expect(balanceAfterEdit(0, 5_000)).toEqual({ due: 0, back: 5_000 });
    expect(balanceAfterEdit(0, 0)).toEqual({ due: 0, back: 0 });
  });
});
