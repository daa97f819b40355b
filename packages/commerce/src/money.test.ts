import { describe, expect, it } from 'vitest';
import { fromSek, percentOf, roundOre, sumOre, toSek } from './money.ts';

describe('roundOre', () => {
  it.each([
    [0.4, 0],
    [0.5, 1],
    [1.5, 2],
    [2.5, 3],
    [-0.5, -1],
    [-2.5, -3],
    [-0.4, 0],
    [1234.49999, 1234],
    [99.99999999, 100],
  ])('rounds %s öre half away from zero to %s', (input, expected) => {
    expect(roundOre(input)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundOre(-0.2), -0)).toBe(false);
  });

  it('refuses non-finite amounts', () => {
    expect(() => roundOre(Number.NaN)).toThrow(RangeError);
    expect(() => roundOre(Infinity)).toThrow(RangeError);
  });
});

describe('fromSek / toSek', () => {
  it.each([
    [12345, 1234500],
    [0.1 + 0.2, 30],
    ['12345.50', 1234550],
    ['99,90', 9990],
    [1.005, 101],
  ])('fromSek(%s) is %s öre', (kronor, ore) => {
    expect(fromSek(kronor)).toBe(ore);
  });

  it('round-trips through kronor without drift', () => {
    for (const ore of [0, 1, 99, 100, 1234567, 999999999]) expect(fromSek(toSek(ore))).toBe(ore);
  });

  it.each(['', 'abc', '12 kr'])('fromSek refuses %j', (input) => {
    expect(() => fromSek(input)).toThrow(RangeError);
  });

  it('toSek refuses fractional öre', () => {
    expect(() => toSek(10.5)).toThrow(/whole number of öre/);
  });
});

describe('percentOf and sumOre', () => {
  it('takes a percentage rounded to öre', () => {
    expect(percentOf(99900, 10)).toBe(9990);
    expect(percentOf(1999, 15)).toBe(300);
  });

  it('sums amounts exactly', () => {
    expect(sumOre([10, 20, 30])).toBe(60);
    expect(sumOre([])).toBe(0);
  });
});
