import type { AdminCouponDto } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import {
  couponChangeOf,
  couponCreateOf,
  couponFormValues,
  couponRulesOf,
  EMPTY_COUPON,
  parseKronor,
} from './coupon-form.ts';

const coupon: AdminCouponDto = {
  id: 4,
  code: 'VINTER25',
  description: 'Vinterrea',
  type: 'percent',
  value: 25,
  from_date: '2026-12-01',
  to_date: '2026-12-31T22:59:59.000Z',
  usage_limit: 100,
  min_subtotal_incl_tax: 499.5,
  value_eur: null,
  min_subtotal_incl_tax_eur: null,
  customer_email: null,
  is_active: true,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  usage: { times_used: 3, orders: 3, discount_given: 750, discount_given_eur: 0 },
};

describe('parseKronor', () => {
  it.each([
    ['100', 100],
    ['99,50', 99.5],
    ['1 000', 1000],
    ['250 kr', 250],
    ['12.5', 12.5],
  ])('reads %s as %d', (text, kronor) => expect(parseKronor(text)).toBe(kronor));

  it.each(['', 'tio', '-5', '1,999', '1.2.3'])('refuses %j', (text) => expect(parseKronor(text)).toBeNull());
});

describe('couponCreateOf', () => {
  it('when only code and value are filled in, then every other rule is open (null)', () => {
    expect(couponCreateOf({ ...EMPTY_COUPON, code: ' jul10 ', value: '10' })).toEqual({
      ok: true,
      input: {
        code: 'jul10',
        description: '',
        type: 'percent',
        value: 10,
        from_date: null,
        to_date: null,
        usage_limit: null,
        min_subtotal_incl_tax: null,
        value_eur: null,
        min_subtotal_incl_tax_eur: null,
        customer_email: null,
        is_active: true,
      },
    });
  });

  it("reads a fixed coupon's EUR amounts in euros; a percentage has no EUR discount (decision 0061)", () => {
    const fixed = couponCreateOf({
      ...EMPTY_COUPON,
      code: 'EURO20',
      type: 'fixed',
      value: '200',
      value_eur: '19,50',
      min_subtotal_incl_tax_eur: '45',
    });
    expect(fixed.ok && fixed.input).toMatchObject({
      value: 200,
      value_eur: 19.5,
      min_subtotal_incl_tax_eur: 45,
    });
    const percent = couponCreateOf({ ...EMPTY_COUPON, code: 'PROC10', value: '10', value_eur: '5' });
    expect(percent.ok && percent.input.value_eur).toBeNull();
    expect(
      couponRulesOf({
        ...EMPTY_COUPON,
        type: 'fixed',
        value: '100',
        value_eur: 'tjugo',
        min_subtotal_incl_tax_eur: '0',
      }),
    ).toEqual({ ok: false, problems: [{ field: 'value_eur', problem: 'amount' }] });
    expect(couponRulesOf({ ...EMPTY_COUPON, type: 'fixed', value: '100', value_eur: '0' })).toEqual({
      ok: false,
      problems: [{ field: 'value_eur', problem: 'amount' }],
    });
  });

  it('reads a fixed amount, a window, a limit, a minimum in kronor and a personal e-mail', () => {
    const made = couponCreateOf({
      ...EMPTY_COUPON,
      code: 'ANNA-200',
      type: 'fixed',
      value: '200',
      from_date: '2026-12-01',
      to_date: '2026-12-24',
      usage_limit: '1',
      min_subtotal_incl_tax: '1 499,50',
      customer_email: 'anna@example.se',
    });
    expect(made).toMatchObject({
      ok: true,
      input: { value: 200, usage_limit: 1, min_subtotal_incl_tax: 1499.5, customer_email: 'anna@example.se' },
    });
  });

  it('names every field that is wrong, as the API would', () => {
    const made = couponCreateOf({
      ...EMPTY_COUPON,
      code: 'x',
      value: '150',
      usage_limit: '0',
      min_subtotal_incl_tax: 'mycket',
      from_date: '2026-12-24',
      to_date: '2026-12-01',
      customer_email: 'anna@',
    });
    expect(made.ok ? [] : made.problems).toEqual([
      { field: 'code', problem: 'code' },
      { field: 'value', problem: 'percent' },
      { field: 'usage_limit', problem: 'limit' },
      { field: 'min_subtotal_incl_tax', problem: 'amount' },
      { field: 'to_date', problem: 'window' },
      { field: 'customer_email', problem: 'email' },
    ]);
  });

  it('when a percentage has decimals, then it is refused (whole percent, as the API stores it)', () => {
    expect(couponRulesOf({ ...EMPTY_COUPON, type: 'percent', value: '12,5' })).toEqual({
      ok: false,
      problems: [{ field: 'value', problem: 'percent' }],
    });
  });

  it('when a fixed discount has öre or is zero, then it is refused (whole kronor above 0)', () => {
    for (const value of ['0', '99,50'])
      expect(couponRulesOf({ ...EMPTY_COUPON, type: 'fixed', value })).toEqual({
        ok: false,
        problems: [{ field: 'value', problem: 'fixed' }],
      });
  });
});

describe('couponChangeOf', () => {
  it('when nothing was changed, then there is nothing to send', () => {
    const rules = couponRulesOf(couponFormValues(coupon));
    expect(rules.ok && couponChangeOf(coupon, rules.rules)).toBeNull();
  });

  it('sends only what changed, with the updated_at as read', () => {
    const rules = couponRulesOf({
      ...couponFormValues(coupon),
      value: '30',
      usage_limit: '',
      is_active: false,
    });
    expect(rules.ok && couponChangeOf(coupon, rules.rules)).toEqual({
      value: 30,
      usage_limit: null,
      is_active: false,
      updated_at: coupon.updated_at,
    });
  });

  it('when a date is cleared, then it is sent as null; the same day with a time kept is no change', () => {
    const rules = couponRulesOf({ ...couponFormValues(coupon), from_date: '' });
    expect(rules.ok && couponChangeOf(coupon, rules.rules)).toEqual({
      from_date: null,
      updated_at: coupon.updated_at,
    });
  });
});
