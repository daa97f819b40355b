import { describe, expect, it } from 'vitest';
import {
  checkOrderTransition,
  lineShippingRefusal,
  unshippedRefusal,
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

describe('partial shipments and what an unshipped order allows (decision 0055)', () => {
  it.each<[string, OrderStatus, OrderTransitionCheck]>([
    [
      'processing',
      'partially_shipped',
      no('An order is partially shipped by a shipment of some of its lines'),
    ],
    ['partially_shipped', 'shipped', ok],
    ['partially_shipped', 'cancelled', no('A partially shipped order cannot be cancelled')],
    ['partially_shipped', 'processing', no('A partially shipped order cannot go back to processing')],
    [
      'partially_shipped',
      'delivered',
      no('A partially shipped order must be shipped before it is delivered'),
    ],
  ])('%s → %s', (from, to, expected) => {
    expect(checkOrderTransition(from, to, shipped)).toEqual(expected);
  });

  it.each<[string, string | null, string | null]>([
    ['new', 'A new order must be processing before its lines are shipped', null],
    ['processing', null, null],
    ['partially_shipped', null, 'A partially shipped order cannot be cancelled'],
    ['shipped', 'A shipped order has no lines left to ship', 'A shipped order cannot be cancelled'],
    ['cancelled', 'A cancelled order has no lines left to ship', 'The order is already cancelled'],
  ])('a %s order: ship lines → %s; cancel → %s', (status, shipping, cancelling) => {
    expect(lineShippingRefusal(status, true)).toBe(shipping);
    expect(unshippedRefusal(status, 'cancelled')).toBe(cancelling);
  });

  it('edits only what has not shipped, and ships nothing of a virtual order', () => {
    expect(unshippedRefusal('processing', 'edited')).toBeNull();
    expect(unshippedRefusal('partially_shipped', 'edited')).toBeNull();
    expect(unshippedRefusal('partially_shipped', 'cancelled')).toBe(
      'A partially shipped order cannot be cancelled',
    );
    expect(unshippedRefusal('shipped', 'edited')).toBe('A shipped order cannot be edited');
    expect(lineShippingRefusal('processing', false)).toBe('An order with nothing to ship cannot be shipped');
  });
});
