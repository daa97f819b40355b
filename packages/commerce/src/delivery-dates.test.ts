import { describe, expect, it } from 'vitest';
import { deliveryDates } from './delivery-dates.ts';

// Wednesday 25 November 2026.
const today = new Date('2026-11-25T10:00:00Z');

describe('delivery dates', () => {
  it('start after 2 working days for products in stock and skip weekends', () => {
    expect(deliveryDates([null], today, 4)).toEqual(['2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02']);
  });

  it('start 8 weeks out for furniture made to order ("8–12 veckor"), whatever else is in the cart', () => {
    const days = deliveryDates([null, 'w8-12', 'd2-8'], today, 3);
    expect(days).toEqual(['2027-01-20', '2027-01-21', '2027-01-22']);
  });

  it('move a start that falls on a weekend to the Monday', () => {
    // Saturday 28 November + 2 weeks is a Saturday.
    expect(deliveryDates(['w2-4'], new Date('2026-11-28T08:00:00Z'), 1)).toEqual(['2026-12-14']);
  });
});
