import { describe, expect, it } from 'vitest';
import { splitGross } from '../tax.ts';
import { type TotalsInput, allocateProportionally, computeCartTotals } from './totals.ts';

const input = (overrides: Partial<TotalsInput>): TotalsInput => ({
  lines: [],
  discountInclTax: 0,
  shippingInclTax: 0,
  shippingTaxPercent: 25,
  paymentInclTax: 0,
  paymentTaxPercent: 25,
  ...overrides,
});

describe('allocateProportionally', () => {
  it.each<[number, number[], number[]]>([
    [100, [1, 1, 1], [34, 33, 33]],
    [10, [3, 7], [3, 7]],
    [1, [1, 2], [0, 1]],
    [2, [1, 1, 1], [1, 1, 0]],
    [0, [5, 5], [0, 0]],
    [5, [0, 10], [0, 5]],
    [0, [0, 0], [0, 0]],
    [0, [], []],
    // amount × weight is far beyond 2^53 here
    [1_000_000_000_000, [300_000_000_000_000, 600_000_000_000_000], [333_333_333_333, 666_666_666_667]],
  ])('splits %s over %j as %j', (amount, weights, parts) => {
    expect(allocateProportionally(amount, weights)).toEqual(parts);
  });

  it('refuses to allocate an amount over nothing, and negative or fractional amounts', () => {
    expect(() => allocateProportionally(5, [0, 0])).toThrow(RangeError);
    expect(() => allocateProportionally(-5, [1])).toThrow(RangeError);
    expect(() => allocateProportionally(5, [1.5])).toThrow(RangeError);
  });
});

describe('computeCartTotals', () => {
  it.each<[string, TotalsInput, Record<string, number>]>([
    ['an empty cart', input({}), { subtotal: 0, subtotalInclTax: 0, tax: 0, grandTotal: 0 }],
    [
      'one 25 % line',
      input({ lines: [{ rowTotalInclTax: 10000, taxPercent: 25 }] }),
      { subtotal: 8000, subtotalInclTax: 10000, tax: 2000, grandTotal: 10000 },
    ],
    [
      'a sofa at 25 % and a book at 6 %, with shipping',
      input({
        lines: [
          { rowTotalInclTax: 1249900, taxPercent: 25 },
          { rowTotalInclTax: 19900, taxPercent: 6 },
        ],
        shippingInclTax: 4900,
      }),
      // nets 999920 + 18774, VAT 249980 + 1126 + shipping 980
      { subtotal: 1018694, subtotalInclTax: 1269800, shipping: 3920, tax: 252086, grandTotal: 1274700 },
    ],
    [
      'VAT rounded per line, not on the sum',
      input({ lines: [1, 1, 1].map((rowTotalInclTax) => ({ rowTotalInclTax, taxPercent: 25 })) }),
      { subtotal: 3, tax: 0, grandTotal: 3 },
    ],
    [
      'a discount shared by a 25 % and a 6 % line',
      input({
        lines: [
          { rowTotalInclTax: 10000, taxPercent: 25 },
          { rowTotalInclTax: 10000, taxPercent: 6 },
        ],
        discountInclTax: 1000,
      }),
      // 9500 at 25 %: VAT 1900; 9500 at 6 %: net 8962, VAT 538
      { subtotal: 17434, subtotalInclTax: 20000, discountInclTax: 1000, tax: 2438, grandTotal: 19000 },
    ],
    [
      'a discount larger than the items, which leaves shipping to pay',
      input({
        lines: [{ rowTotalInclTax: 5000, taxPercent: 25 }],
        discountInclTax: 8000,
        shippingInclTax: 4900,
      }),
      { subtotal: 4000, discountInclTax: 5000, tax: 980, grandTotal: 4900 },
    ],
    [
      'a payment fee without VAT',
      input({
        lines: [{ rowTotalInclTax: 10000, taxPercent: 25 }],
        paymentInclTax: 2900,
        paymentTaxPercent: 0,
      }),
      { payment: 2900, paymentInclTax: 2900, tax: 2000, grandTotal: 12900 },
    ],
    [
      'shipping and a payment fee counted once each',
      input({ shippingInclTax: 5000, paymentInclTax: 1000 }),
      {
        shipping: 4000,
        shippingInclTax: 5000,
        payment: 800,
        paymentInclTax: 1000,
        tax: 1200,
        grandTotal: 6000,
      },
    ],
  ])('%s', (_, totalsInput, expected) => {
    expect(computeCartTotals(totalsInput)).toMatchObject(expected);
  });

  it('grand total equals the nets plus tax, to the öre, for many carts', () => {
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let round = 0; round < 500; round++) {
      const lines = Array.from({ length: 1 + next(6) }, () => ({
        rowTotalInclTax: next(2_000_000),
        taxPercent: [25, 12, 6, 0][next(4)] ?? 25,
      }));
      const totalsInput = input({
        lines,
        discountInclTax: next(3) === 0 ? 0 : next(1_500_000),
        shippingInclTax: next(10_000),
        paymentInclTax: next(3_000),
        paymentTaxPercent: next(2) * 25,
      });
      const totals = computeCartTotals(totalsInput);
      const parts = allocateProportionally(
        totals.discountInclTax,
        lines.map((l) => l.rowTotalInclTax),
      );
      const discountedNets = lines.reduce(
        (sum, line, i) => sum + splitGross(line.rowTotalInclTax - (parts[i] ?? 0), line.taxPercent).net,
        0,
      );
      expect(totals.grandTotal).toBe(discountedNets + totals.shipping + totals.payment + totals.tax);
      expect(totals.discountInclTax).toBeLessThanOrEqual(totals.subtotalInclTax);
      if (totals.discountInclTax === 0) {
        expect(totals.grandTotal).toBe(totals.subtotal + totals.shipping + totals.payment + totals.tax);
      }
    }
  });

  it.each<[string, Partial<TotalsInput>]>([
    ['a negative discount', { discountInclTax: -1 }],
    ['fractional öre', { shippingInclTax: 49.5 }],
    ['a negative line', { lines: [{ rowTotalInclTax: -100, taxPercent: 25 }] }],
    ['an impossible VAT rate', { lines: [{ rowTotalInclTax: 100, taxPercent: 125 }] }],
  ])('refuses %s', (_, overrides) => {
    expect(() => computeCartTotals(input(overrides))).toThrow(RangeError);
  });
});
