import { describe, expect, it } from 'vitest';
import {
  checkReturnQuantities,
  checkReturnTransition,
  checkReturnWindow,
  creditNoteFigures,
  nextReturnActions,
  type ReturnAction,
  returnableQuantity,
  returnWindowDays,
  shippedQuantity,
} from './returns.ts';

describe('checkReturnTransition', () => {
  it.each<[string, ReturnAction, string | null]>([
    ['requested', 'approve', null],
    ['requested', 'reject', null],
    ['approved', 'receive', null],
    ['received', 'refund', null],
    ['requested', 'receive', 'A requested return cannot be received: it must be approved first'],
    ['requested', 'refund', 'A requested return cannot be refunded: it must be received first'],
    ['approved', 'approve', 'The return is already approved'],
    ['approved', 'reject', 'An approved return cannot be rejected: it must be requested first'],
    ['rejected', 'approve', 'A rejected return cannot be changed'],
    ['refunded', 'receive', 'A refunded return cannot be received'],
    ['refunded', 'refund', 'The return is already refunded'],
    ['lost', 'approve', "A return in status 'lost' cannot be changed"],
  ])('%s → %s', (from, action, reason) => {
    const check = checkReturnTransition(from, action);
    expect(check.ok ? null : check.reason).toBe(reason);
  });

  it('names the next steps', () => {
    expect(nextReturnActions('requested')).toEqual(['approve', 'reject']);
    expect(nextReturnActions('received')).toEqual(['refund']);
    expect(nextReturnActions('refunded')).toEqual([]);
  });
});

describe('the return window', () => {
  it('is never shorter than the legal 14 days and 30 when unset', () => {
    expect(returnWindowDays(undefined)).toBe(30);
    expect(returnWindowDays(7)).toBe(14);
    expect(returnWindowDays(60)).toBe(60);
  });

  it('starts at delivery, else at the later of shipping and the expected delivery', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const delivered = {
      deliveredAt: '2026-01-31T10:00:00Z',
      shippedAt: '2026-01-20T10:00:00Z',
      expectedTo: null,
    };
    expect(checkReturnWindow(delivered, 30, now).ok).toBe(true);
    expect(checkReturnWindow(delivered, 14, now)).toMatchObject({
      ok: false,
      reason: 'The return window of 14 days closed on 2026-02-14',
    });
    const shipped = { deliveredAt: null, shippedAt: '2026-01-20T10:00:00Z', expectedTo: '2026-02-05' };
    expect(checkReturnWindow(shipped, 14, new Date('2026-02-19T12:00:00Z')).ok).toBe(true);
    expect(checkReturnWindow(shipped, 14, new Date('2026-02-20T12:00:00Z')).ok).toBe(false);
    expect(
      checkReturnWindow({ deliveredAt: null, shippedAt: null, expectedTo: null }, 30, now),
    ).toMatchObject({
      ok: false,
      closesAt: null,
    });
  });

  it('is open with no end while part of the order has not shipped (the law counts from the last parcel)', () => {
    const partly = { deliveredAt: null, shippedAt: null, expectedTo: '2026-01-02', partlyShipped: true };
    expect(checkReturnWindow(partly, 14, new Date('2027-01-01T00:00:00Z'))).toEqual({
      ok: true,
      closesAt: null,
    });
  });
});

describe('checkReturnQuantities', () => {
  const lines = [
    { itemId: 1, name: 'Soffa', ordered: 2, shipped: 2, alreadyReturned: 1 },
    { itemId: 2, name: 'Pläd', ordered: 1, shipped: 1, alreadyReturned: 1 },
  ];
  it('refuses more than was bought across returns', () => {
    expect(checkReturnQuantities(lines, [{ itemId: 1, qty: 1 }])).toBeNull();
    expect(checkReturnQuantities(lines, [{ itemId: 1, qty: 2 }])).toBe(
      'Soffa: 2 is more than can be returned (1 of 2 left)',
    );
    expect(checkReturnQuantities(lines, [{ itemId: 2, qty: 1 }])).toBe('Pläd: all 1 are already returned');
    expect(checkReturnQuantities(lines, [{ itemId: 9, qty: 1 }])).toBe('lines: the order has no line 9');
    expect(checkReturnQuantities(lines, [])).toBe('lines: choose at least one line to return');
  });

  it('returns of a partly shipped order: only what has shipped', () => {
    const partly = [
      { itemId: 1, name: 'Soffa', ordered: 1, shipped: 1, alreadyReturned: 0 },
      { itemId: 2, name: 'Kudde', ordered: 4, shipped: 0, alreadyReturned: 0 },
      { itemId: 3, name: 'Pläd', ordered: 3, shipped: 2, alreadyReturned: 1 },
    ];
    expect(checkReturnQuantities(partly, [{ itemId: 1, qty: 1 }])).toBeNull();
    expect(checkReturnQuantities(partly, [{ itemId: 2, qty: 1 }])).toBe(
      'Kudde has not shipped yet: it can be returned once it has',
    );
    expect(checkReturnQuantities(partly, [{ itemId: 3, qty: 1 }])).toBeNull();
    expect(checkReturnQuantities(partly, [{ itemId: 3, qty: 2 }])).toBe(
      'Pläd: 2 is more than can be returned (1 of the 2 shipped left; 1 of 3 not shipped yet)',
    );
    expect(checkReturnQuantities([{ ...partly[2]!, alreadyReturned: 2 }], [{ itemId: 3, qty: 1 }])).toBe(
      'Pläd: the 2 shipped are already returned (1 of 3 not shipped yet)',
    );
  });

  it('counts all of a line shipped once the order is shipped or delivered', () => {
    expect(shippedQuantity('shipped', 3, 0)).toBe(3);
    expect(shippedQuantity('delivered', 3, 1)).toBe(3);
    expect(shippedQuantity('partially_shipped', 3, 1)).toBe(1);
    expect(shippedQuantity('processing', 3, 0)).toBe(0);
    expect(returnableQuantity({ shipped: 1, alreadyReturned: 2 })).toBe(0);
  });
});

describe('creditNoteFigures', () => {
  it('credits the line less its share of the discount, and shipping when asked', () => {
    const figures = creditNoteFigures(
      [{ name: 'Pläd', qty: 1, orderedQty: 2, rowTotalInclTax: 100_000, taxPercent: 25 }],
      { subtotalInclTax: 200_000, discountInclTax: 20_000, shippingInclTax: 4_900 },
      true,
    );
    expect(figures.lines).toEqual([{ name: 'Pläd', qty: 1, taxPercent: 25, amount: 45_000, tax: 9_000 }]);
    expect(figures).toMatchObject({ shipping: 4_900, shippingTax: 980, total: 49_900, tax: 9_980 });
    expect(
      creditNoteFigures(
        figures.lines.map(() => ({ name: 'x', qty: 1, orderedQty: 1, rowTotalInclTax: 100, taxPercent: 25 })),
        { subtotalInclTax: 100, discountInclTax: 0, shippingInclTax: 50 },
        false,
      ).total,
    ).toBe(100);
  });
});
