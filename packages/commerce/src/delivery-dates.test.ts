import { describe, expect, it } from 'vitest';
import { deliveryDates, expectedDelivery, formatDeliveryInterval } from './delivery-dates.ts';

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

describe('expected delivery (issue 35: every order says when it arrives)', () => {
  it('is the booked day when there is one', () => {
    expect(expectedDelivery(['w8-12'], today, '2027-01-26')).toEqual({
      from: '2027-01-26',
      to: '2027-01-26',
    });
  });

  it('runs from the first possible day to the end of the slowest delivery time', () => {
    // In stock: 2 to 5 working days (Friday 27 November – Wednesday 2 December).
    expect(expectedDelivery([null], today)).toEqual({ from: '2026-11-27', to: '2026-12-02' });
    // "8–12 veckor" beside a product in stock: 8 to 12 weeks.
    expect(expectedDelivery([null, 'w8-12'], today)).toEqual({ from: '2027-01-20', to: '2027-02-17' });
    expect(expectedDelivery(['d7-14'], today)).toEqual({ from: '2026-12-04', to: '2026-12-15' });
  });

  it('is written as the shopper reads it: a day with its weekday, or an interval', () => {
    expect(formatDeliveryInterval({ from: '2027-01-26', to: '2027-01-26' }, 'sv-SE')).toBe(
      'tisdag 26 januari',
    );
    expect(formatDeliveryInterval({ from: '2026-12-04', to: '2026-12-15' }, 'sv-SE')).toBe('4–15 december');
    // Days as each language writes them, never padded (Italian's range pattern would write "01 febbraio").
    expect(formatDeliveryInterval({ from: '2027-02-01', to: '2027-03-01' }, 'it-IT')).toBe(
      '1 febbraio\u2009–\u20091 marzo',
    );
    expect(formatDeliveryInterval({ from: '2027-02-03', to: '2027-02-09' }, 'it-IT')).toBe('3–9 febbraio');
    expect(formatDeliveryInterval({ from: '2027-02-03', to: '2027-02-09' }, 'de-DE')).toBe('3.–9. Februar');
    expect(formatDeliveryInterval({ from: '2026-11-27', to: '2026-12-02' }, 'sv-SE')).toBe(
      '27 november–2 december',
    );
    expect(formatDeliveryInterval({ from: '2026-11-27', to: '2026-12-02' }, 'en-US')).toBe(
      // ICU sets the dash between thin spaces in English.
      'November 27\u2009–\u2009December 2',
    );
  });
});
