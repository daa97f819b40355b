import { describe, expect, it } from 'vitest';
import { startOfLocalDay, startOfLocalWeek, startOfShopDate } from './calendar.ts';

describe('startOfLocalDay in Stockholm', () => {
  it.each([
    ['a winter afternoon', '2026-01-15T14:00:00Z', '2026-01-14T23:00:00.000Z'],
    ['a summer afternoon', '2026-07-15T14:00:00Z', '2026-07-14T22:00:00.000Z'],
    [
      'just after local midnight in winter (still the day before in UTC)',
      '2026-01-14T23:30:00Z',
      '2026-01-14T23:00:00.000Z',
    ],
    ['just before local midnight in summer', '2026-07-15T21:59:59Z', '2026-07-14T22:00:00.000Z'],
    ['the day summer time starts', '2026-03-29T12:00:00Z', '2026-03-28T23:00:00.000Z'],
    ['the day summer time ends', '2026-10-25T12:00:00Z', '2026-10-24T22:00:00.000Z'],
  ])('%s', (_, instant, start) => {
    expect(startOfLocalDay(new Date(instant)).toISOString()).toBe(start);
  });

  it('follows the zone it is given', () => {
    expect(startOfLocalDay(new Date('2026-01-15T02:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-01-14T05:00:00.000Z',
    );
  });
});

describe('startOfLocalWeek in Stockholm (weeks start on Monday)', () => {
  it.each([
    ['a Wednesday', '2026-11-25T10:00:00Z', '2026-11-22T23:00:00.000Z'],
    ['a Monday morning', '2026-11-23T06:00:00Z', '2026-11-22T23:00:00.000Z'],
    ['a Sunday evening', '2026-11-29T22:30:00Z', '2026-11-22T23:00:00.000Z'],
    ['Monday just after local midnight', '2026-11-29T23:10:00Z', '2026-11-29T23:00:00.000Z'],
    ['a week across the end of summer time', '2026-10-25T12:00:00Z', '2026-10-18T22:00:00.000Z'],
    ['a week across a month end', '2026-12-02T12:00:00Z', '2026-11-29T23:00:00.000Z'],
  ])('%s', (_, instant, start) => {
    expect(startOfLocalWeek(new Date(instant)).toISOString()).toBe(start);
  });
});

describe('startOfShopDate', () => {
  it("begins a day the shop names at the shop's midnight, in winter and in summer", () => {
    expect(startOfShopDate('2026-12-06').toISOString()).toBe('2026-12-05T23:00:00.000Z');
    expect(startOfShopDate('2026-07-01T00:00:00.000Z').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(Number.isNaN(startOfShopDate('sen').getTime())).toBe(true);
  });

  it('answers the same day asked again, in each zone its own midnight, whatever a caller did to an earlier answer', () => {
    const first = startOfShopDate('2026-12-06');
    first.setTime(0);
    expect(startOfShopDate('2026-12-06T10:00:00Z').toISOString()).toBe('2026-12-05T23:00:00.000Z');
    expect(startOfShopDate('2026-12-06', 'America/New_York').toISOString()).toBe('2026-12-06T05:00:00.000Z');
    expect(startOfShopDate('2026-12-06').toISOString()).toBe('2026-12-05T23:00:00.000Z');
  });
});
