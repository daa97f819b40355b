import { describe, expect, it } from 'vitest';
import { formatDateTime, formatPrice, formatSek } from './format.ts';

const NBSP = '\u00a0';

describe('formatPrice', () => {
  it.each([
    [1234500, `12${NBSP}345${NBSP}kr`],
    [99900, `999${NBSP}kr`],
    [0, `0${NBSP}kr`],
    [1234550, `12${NBSP}346${NBSP}kr`],
    [123456789, `1${NBSP}234${NBSP}568${NBSP}kr`],
  ])('formats %s öre as %j in sv-SE', (ore, text) => {
    expect(formatPrice(ore)).toBe(text);
  });

  it('uses the Unicode minus sign for negative amounts', () => {
    expect(formatPrice(-50000)).toBe(`\u2212500${NBSP}kr`);
  });

  it.each([
    ['en-US', `12,345${NBSP}kr`],
    ['de-DE', `12.345${NBSP}kr`],
    ['it-IT', `12.345${NBSP}kr`],
  ] as const)(
    'in %s, then the amount is grouped by the language and still followed by kr',
    (locale, text) => {
      expect(formatPrice(1234500, locale)).toBe(text);
    },
  );

  it('when the amount is below 10 000 in Italian, then it is still grouped (one way on every page)', () => {
    expect(formatSek(5000, 'it-IT')).toBe(`5.000${NBSP}kr`);
  });

  it('when the currency is EUR, then the sign follows the amount with cents (decision 0035)', () => {
    expect(formatSek(1234, 'de-DE', 'EUR')).toBe(`1.234,00${NBSP}€`);
    expect(formatSek(1234.5, 'it-IT', 'EUR')).toBe(`1.234,50${NBSP}€`);
    expect(formatPrice(152207, 'de-DE', 'EUR')).toBe(`1.522,07${NBSP}€`);
  });

  it('formats decimal kronor from API fields the same way', () => {
    expect(formatSek(12345)).toBe(formatPrice(1234500));
  });
});

describe('formatDateTime', () => {
  it('uses HH:mm D/M/YYYY in Stockholm time', () => {
    expect(formatDateTime(new Date('2026-03-05T08:07:00Z'))).toBe('09:07 5/3/2026');
    expect(formatDateTime(new Date('2026-07-15T22:30:00Z'))).toBe('00:30 16/7/2026');
  });
});
