import { describe, expect, it } from 'vitest';
import {
  checkOrderTransition,
  nextOrderStatuses,
  ORDER_STATUSES,
  type OrderStatus,
  type OrderTransitionCheck,
} from './order-status.ts';

const shipped = { needsShipping: true, carrier: 'PostNord', trackingNumber: 'SE123' };
const ok: OrderTransitionCheck = { ok: true };
const no = (reason: string): OrderTransitionCheck => ({ ok: false, code: 'illegal', reason });

describe('checkOrderTransition: the fulfilment steps of an order that ships', () => {
  it.each<[string, OrderStatus, OrderTransitionCheck]>([
    ['new', 'processing', ok],
    ['new', 'cancelled', ok],
    ['processing', 'shipped', ok],
    ['processing', 'cancelled', ok],
    ['shipped', 'delivered', ok],
    ['new', 'shipped', no('A new order must be processing before it is shipped')],
    ['new', 'delivered', no('A new order must be shipped before it is delivered')],
    ['processing', 'delivered', no('A processing order must be shipped before it is delivered')],
    ['processing', 'new', no('A processing order cannot go back to new')],
    ['shipped', 'cancelled', no('A shipped order cannot be cancelled')],
    ['shipped', 'processing', no('A shipped order cannot go back to processing')],
    ['delivered', 'cancelled', no('A delivered order cannot be cancelled')],
    ['delivered', 'shipped', no('A delivered order cannot be changed')],
    ['cancelled', 'processing', no('A cancelled order cannot be changed')],
    ['cancelled', 'cancelled', no('The order is already cancelled')],
    ['shipped', 'shipped', no('The order is already shipped')],
    ['pending', 'processing', no("An order in status 'pending' cannot be changed here")],
  ])('%s → %s', (from, to, expected) => {
    expect(checkOrderTransition(from, to, shipped)).toEqual(expected);
  });
});

describe('checkOrderTransition: an order with nothing to ship', () => {
  const virtual = { needsShipping: false };
  it.each<[string, OrderStatus, OrderTransitionCheck]>([
    ['processing', 'delivered', ok],
    ['processing', 'shipped', no('An order with nothing to ship cannot be shipped')],
    ['new', 'delivered', no('A new order must be processing before it is delivered')],
  ])('%s → %s', (from, to, expected) => {
    expect(checkOrderTransition(from, to, virtual)).toEqual(expected);
  });
});

describe('checkOrderTransition: shipping needs a carrier and a tracking number', () => {
  it.each<[string, { carrier?: string | null; trackingNumber?: string | null }, string | null]>([
    ['both given', { carrier: 'PostNord', trackingNumber: 'SE123' }, null],
    ['no carrier', { trackingNumber: 'SE123' }, 'carrier'],
    ['a blank carrier', { carrier: '  ', trackingNumber: 'SE123' }, 'carrier'],
    ['no tracking number', { carrier: 'PostNord', trackingNumber: null }, 'tracking_number'],
    ['a blank tracking number', { carrier: 'PostNord', trackingNumber: ' ' }, 'tracking_number'],
  ])('%s', (_, details, missing) => {
    const check = checkOrderTransition('processing', 'shipped', { needsShipping: true, ...details });
    if (missing === null) expect(check).toEqual(ok);
    else
      expect(check).toEqual({
        ok: false,
        code: 'missing',
        field: missing,
        reason: 'is required to ship an order',
      });
  });
});

describe('nextOrderStatuses', () => {
  it('offers exactly the transitions checkOrderTransition allows', () => {
    for (const needsShipping of [true, false])
      for (const from of ORDER_STATUSES)
        for (const to of ORDER_STATUSES) {
          const allowed = checkOrderTransition(from, to, { ...shipped, needsShipping }).ok;
          expect(nextOrderStatuses(from, needsShipping).includes(to), `${from} → ${to}`).toBe(allowed);
        }
  });

  it('ends at delivered and cancelled', () => {
    expect(nextOrderStatuses('delivered', true)).toEqual([]);
    expect(nextOrderStatuses('cancelled', true)).toEqual([]);
  });
});
