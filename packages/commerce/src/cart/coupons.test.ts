import { describe, expect, it } from 'vitest';
import {
  type CouponCheck,
  type CouponRule,
  couponState,
  evaluateCoupon,
  normalizeCouponCode,
} from './coupons.ts';

const rule = (overrides: Partial<CouponRule>): CouponRule => ({
  code: 'SOMMAR10',
  type: 'percent',
  value: 10,
  fromDate: null,
  toDate: null,
  usageLimit: null,
  timesUsed: 0,
  isActive: true,
  minSubtotalInclTax: null,
  ...overrides,
});
const at = (iso: string) => new Date(iso);
const ok = (discountInclTax: number): CouponCheck => ({ ok: true, discountInclTax });
const no = (reason: Extract<CouponCheck, { ok: false }>['reason']): CouponCheck => ({ ok: false, reason });

describe('evaluateCoupon: when a code can be used', () => {
  it.each<[string, Partial<CouponRule>, string, CouponCheck]>([
    ['open at both ends', {}, '2026-06-15T12:00:00Z', ok(1000)],
    ['inactive, even inside its window', { isActive: false }, '2026-06-15T12:00:00Z', no('inactive')],
    // fromDate: usable from that instant on
    [
      'a millisecond before the start',
      { fromDate: '2026-06-01T00:00:00Z' },
      '2026-05-31T23:59:59.999Z',
      no('not_started'),
    ],
    ['at the start', { fromDate: '2026-06-01T00:00:00Z' }, '2026-06-01T00:00:00Z', ok(1000)],
    // toDate: usable through the end of the instant it names, at the precision it was written in
    [
      'in the last second of a window to the second',
      { toDate: '2026-06-30T23:59:59Z' },
      '2026-06-30T23:59:59.999Z',
      ok(1000),
    ],
    [
      'just after a window to the second',
      { toDate: '2026-06-30T23:59:59Z' },
      '2026-07-01T00:00:00Z',
      no('expired'),
    ],
    [
      'late on the last day of a window to a date',
      { toDate: '2026-06-30' },
      '2026-06-30T23:59:59.999Z',
      ok(1000),
    ],
    ['the day after a window to a date', { toDate: '2026-06-30' }, '2026-07-01T00:00:00Z', no('expired')],
    [
      'in the last minute of a window to the minute',
      { toDate: '2026-06-30T12:00Z' },
      '2026-06-30T12:00:59.999Z',
      ok(1000),
    ],
    [
      'just after a window to the minute',
      { toDate: '2026-06-30T12:00Z' },
      '2026-06-30T12:01:00Z',
      no('expired'),
    ],
    [
      'at the last millisecond of a window to the millisecond',
      { toDate: '2026-06-30T12:00:00.500Z' },
      '2026-06-30T12:00:00.500Z',
      ok(1000),
    ],
    [
      'just after a window to the millisecond',
      { toDate: '2026-06-30T12:00:00.500Z' },
      '2026-06-30T12:00:00.501Z',
      no('expired'),
    ],
    [
      'at the end of a window with a Swedish offset',
      { toDate: '2026-06-30T23:59:59+02:00' },
      '2026-06-30T21:59:59.999Z',
      ok(1000),
    ],
    [
      'after a window with a Swedish offset',
      { toDate: '2026-06-30T23:59:59+02:00' },
      '2026-06-30T22:00:00Z',
      no('expired'),
    ],
    // usage
    ['with one use left', { usageLimit: 100, timesUsed: 99 }, '2026-06-15T12:00:00Z', ok(1000)],
    ['used as often as allowed', { usageLimit: 100, timesUsed: 100 }, '2026-06-15T12:00:00Z', no('used_up')],
    ['with a limit of 0', { usageLimit: 0 }, '2026-06-15T12:00:00Z', no('used_up')],
    ['with no limit, much used', { usageLimit: null, timesUsed: 1e6 }, '2026-06-15T12:00:00Z', ok(1000)],
    // minimum
    [
      'just below the minimum order',
      { minSubtotalInclTax: 10001 },
      '2026-06-15T12:00:00Z',
      no('below_minimum'),
    ],
    ['at the minimum order', { minSubtotalInclTax: 10000 }, '2026-06-15T12:00:00Z', ok(1000)],
    // the first failing reason is reported
    [
      'expired and used up',
      { toDate: '2026-01-01', usageLimit: 1, timesUsed: 1 },
      '2026-06-15T12:00:00Z',
      no('expired'),
    ],
  ])('%s', (_, overrides, now, expected) => {
    expect(evaluateCoupon(rule(overrides), 10000, at(now))).toEqual(expected);
  });
});

describe('evaluateCoupon: how much it takes off', () => {
  it.each<[string, Partial<CouponRule>, number, number]>([
    ['10 % rounded half up to the öre', { value: 10 }, 12345, 1235],
    ['12.5 %', { value: 12.5 }, 999, 125],
    ['100 %', { value: 100 }, 12345, 12345],
    ['0 %', { value: 0 }, 12345, 0],
    ['a percentage of an empty cart', { value: 10 }, 0, 0],
    ['a fixed amount', { type: 'fixed', value: 5000 }, 10000, 5000],
    ['a fixed amount larger than the cart, capped', { type: 'fixed', value: 5000 }, 3000, 3000],
    ['a fixed amount on an empty cart', { type: 'fixed', value: 5000 }, 0, 0],
  ])('%s', (_, overrides, subtotal, discount) => {
    expect(evaluateCoupon(rule(overrides), subtotal, at('2026-06-15T12:00:00Z'))).toEqual(ok(discount));
  });

  it.each<[string, Partial<CouponRule>]>([
    ['a percentage above 100', { value: 150 }],
    ['a negative percentage', { value: -5 }],
    ['a fixed amount in fractional öre', { type: 'fixed', value: 10.5 }],
    ['a negative fixed amount', { type: 'fixed', value: -100 }],
    ['a date that is not a date', { fromDate: 'midsommar' }],
  ])('refuses a rule with %s', (_, overrides) => {
    expect(() => evaluateCoupon(rule(overrides), 10000, at('2026-06-15T12:00:00Z'))).toThrow(RangeError);
  });
});

describe('normalizeCouponCode', () => {
  it.each([
    [' sommar10 ', 'SOMMAR10'],
    ['välkommen', 'VÄLKOMMEN'],
    ['\tNyhet-2026\n', 'NYHET-2026'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeCouponCode(input)).toBe(expected);
  });
});

describe('couponState (issue 35: SOMMAR2026, 2026-06-01 – 2026-08-31, was shown "Aktiv" in December)', () => {
  type Dated = Pick<CouponRule, 'isActive' | 'fromDate' | 'toDate' | 'usageLimit' | 'timesUsed'>;
  const summer: Dated = {
    isActive: true,
    fromDate: '2026-06-01',
    toDate: '2026-08-31',
    usageLimit: null,
    timesUsed: 0,
  };
  it.each<[string, Partial<Dated>, string, string]>([
    ['before its first day', {}, '2026-05-31T23:59:59Z', 'scheduled'],
    ['on its first day', {}, '2026-06-01T00:00:00Z', 'active'],
    ['through its last day', {}, '2026-08-31T23:59:59Z', 'active'],
    ['after its last day', {}, '2026-12-05T10:14:00Z', 'expired'],
    ['switched off, whatever its dates', { isActive: false }, '2026-07-01T00:00:00Z', 'inactive'],
    ['used up', { usageLimit: 5, timesUsed: 5 }, '2026-07-01T00:00:00Z', 'used_up'],
    ['without dates', { fromDate: null, toDate: null }, '2030-01-01T00:00:00Z', 'active'],
  ])('%s', (_, overrides, now, state) => {
    expect(couponState({ ...summer, ...overrides }, new Date(now))).toBe(state);
  });
});
