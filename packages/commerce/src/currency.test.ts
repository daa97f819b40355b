import { describe, expect, it } from 'vitest';
import { fromSekAmount, isCurrencyCode, priceCurrency, SEK_CURRENCY, toSekAmount } from './currency.ts';

const EUR = priceCurrency('EUR', { eurPerSek: 0.087 });

describe('fromSekAmount', () => {
  it.each([
    { ore: 1_749_500, cents: 152_207 }, // 17 495 kr → 1 522,065 € → 1 522,07 € (half away from zero)
    { ore: 100, cents: 9 }, // 1 kr → 0,087 € → 0,09 €
    { ore: 0, cents: 0 },
    { ore: -10_000, cents: -870 },
  ])('$ore öre is $cents cents at 0.087', ({ ore, cents }) => {
    expect(fromSekAmount(ore, EUR)).toBe(cents);
  });

  it('leaves SEK as it is', () => {
    expect(fromSekAmount(1_749_599, SEK_CURRENCY)).toBe(1_749_599);
  });
});

describe('toSekAmount', () => {
  it.each([0, 1, 9, 50_000, 100_000, 152_207])(
    '%i cents: the smallest öre amount shown at it or more',
    (cents) => {
      const ore = toSekAmount(cents, EUR);
      expect(fromSekAmount(ore, EUR)).toBeGreaterThanOrEqual(cents);
      if (ore > 0) expect(fromSekAmount(ore - 1, EUR)).toBeLessThan(cents);
    },
  );
});

describe('isCurrencyCode', () => {
  it('knows SEK and EUR only', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('SEK')).toBe(true);
    expect(isCurrencyCode('USD')).toBe(false);
  });
});
