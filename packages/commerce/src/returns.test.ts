import { describe, expect, it } from 'vitest';
import {
  checkReturnQuantities,
  checkReturnTransition,
  checkReturnWindow,
  creditNoteFigures,
  nextReturnActions,
  type ReturnAction,
  returnWindowDays,
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
});

describe('checkReturnQuantities', () => {
  const lines = [
    { itemId: 1, name: 'Soffa', ordered: 2, alreadyReturned: 1 },
    { itemId: 2, name: 'Pläd', ordered: 1, alreadyReturned: 1 },
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
