import { checkOrderTransition, ORDER_STATUSES } from '@hemma/commerce';
import { describe, expect, it } from 'vitest';
import { parseOrderConflict } from './order-conflict.ts';

describe('parseOrderConflict', () => {
  it.each([
    ['The order is already shipped', { kind: 'already', to: 'shipped' }],
    ['A shipped order cannot be cancelled', { kind: 'notCancellable', from: 'shipped' }],
    ['A delivered order cannot be changed', { kind: 'final', from: 'delivered' }],
    ['A cancelled order cannot be changed', { kind: 'final', from: 'cancelled' }],
    [
      'A shipped order cannot go back to processing',
      { kind: 'backwards', from: 'shipped', to: 'processing' },
    ],
    ['An order with nothing to ship cannot be shipped', { kind: 'nothingToShip' }],
    ['A processing order must be shipped before it is delivered', { kind: 'shipFirst', from: 'processing' }],
    [
      'A new order must be processing before it is shipped',
      { kind: 'processFirst', from: 'new', to: 'shipped' },
    ],
    ['The order was changed by someone else since you opened it — reload', { kind: 'stale' }],
    ['A shipped order cannot be edited', { kind: 'notEditable', from: 'shipped' }],
    [
      'The line S-1 (Soffa Lund) has shipped and cannot be changed',
      { kind: 'lineShipped', line: 'S-1 (Soffa Lund)' },
    ],
    [
      '2 of the line K-2 (Kudde) have shipped: it cannot go below 2',
      { kind: 'belowShipped', line: 'K-2 (Kudde)', shipped: 2 },
    ],
    [
      'The delivery address cannot change once a parcel has shipped: the rest of the order goes to the same address',
      { kind: 'addressShipped' },
    ],
  ])('reads "%s"', (message, conflict) => {
    expect(parseOrderConflict(message)).toEqual(conflict);
  });

  it('when the reason is one it does not know, then it keeps the words of the API', () => {
    expect(parseOrderConflict(' The warehouse is closed ')).toEqual({
      kind: 'other',
      text: 'The warehouse is closed',
    });
  });

  it('recognises every refusal the shared transition rules can give', () => {
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES)
        for (const needsShipping of [true, false]) {
          const check = checkOrderTransition(from, to, {
            needsShipping,
            carrier: 'DHL',
            trackingNumber: '1',
          });
          if (!check.ok && check.code === 'illegal')
            expect(parseOrderConflict(check.reason).kind, check.reason).not.toBe('other');
        }
  });
});
