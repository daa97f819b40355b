import { describe, expect, it } from 'vitest';
import { fromSekAmount, fromSekPrice, priceCurrency } from './currency.ts';
import { defaultEurFee, defaultEurThreshold, isEurRounding, roundEurPrice } from './eur-rounding.ts';

describe('roundEurPrice', () => {
  it.each([
    // 17 495 kr at 0.087 is 1 522,07 €
    { cents: 152_207, rule: 'cents', rounded: 152_207 },
    { cents: 152_207, rule: 'x9', rounded: 152_900 },
    { cents: 152_207, rule: 'x95', rounded: 152_295 },
    { cents: 152_207, rule: 'whole', rounded: 152_300 },
    // already on the rule: unchanged
    { cents: 152_900, rule: 'x9', rounded: 152_900 },
    { cents: 152_295, rule: 'x95', rounded: 152_295 },
    { cents: 152_300, rule: 'whole', rounded: 152_300 },
    // just past the rule: the next step up
    { cents: 152_901, rule: 'x9', rounded: 153_900 },
    { cents: 152_296, rule: 'x95', rounded: 152_395 },
    { cents: 152_301, rule: 'whole', rounded: 152_400 },
    // small amounts
    { cents: 44, rule: 'x9', rounded: 900 },
    { cents: 44, rule: 'x95', rounded: 95 },
    { cents: 44, rule: 'whole', rounded: 100 },
    { cents: 96, rule: 'x95', rounded: 195 },
    { cents: 0, rule: 'x9', rounded: 0 },
  ] as const)('$cents cents by $rule is $rounded', ({ cents, rule, rounded }) => {
    expect(roundEurPrice(cents, rule)).toBe(rounded);
  });

  it('refuses a fraction of a cent', () => {
    expect(() => roundEurPrice(10.5, 'x9')).toThrow(RangeError);
  });

  it('knows its rules', () => {
    expect(isEurRounding('x9')).toBe(true);
    expect(isEurRounding('x99')).toBe(false);
    expect(isEurRounding(9)).toBe(false);
  });
});

describe('fromSekPrice', () => {
  it('converts to whole cents, then rounds by the currency rule', () => {
    const eur = priceCurrency('EUR', { eurPerSek: 0.087 }, 'x9');
    expect(fromSekPrice(1_749_500, eur)).toBe(152_900);
    // amounts that are not prices (fees, coupons) are not retail-rounded
    expect(fromSekAmount(1_749_500, eur)).toBe(152_207);
  });

  it('leaves SEK as it is whatever the rule', () => {
    expect(fromSekPrice(1_749_599, priceCurrency('SEK', { eurPerSek: 0.087 }, 'x9'))).toBe(1_749_599);
  });
});

describe('default EUR fees', () => {
  it.each([
    { cents: 0, fee: 0 },
    { cents: 44, fee: 100 }, // 5 kr
    { cents: 339, fee: 400 }, // 39 kr
    { cents: 6047, fee: 6900 }, // 695 kr
    { cents: 3437, fee: 3900 }, // 395 kr carry-in
  ])('a fee of $cents cents converted is $fee', ({ cents, fee }) => {
    expect(defaultEurFee(cents)).toBe(fee);
  });

  it('rounds a threshold up to 50 €', () => {
    expect(defaultEurThreshold(43_500)).toBe(45_000);
    expect(defaultEurThreshold(45_000)).toBe(45_000);
  });
});
