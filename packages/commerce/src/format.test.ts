import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatLongDate,
  formatLongDateTime,
  formatNumber,
  formatPrice,
  formatSek,
  formatStaffDateTime,
  SHOP_LOCALES,
} from './format.ts';

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

  it.each(SHOP_LOCALES)('in %s, the euro has the sign Intl gives it', (locale) => {
    const sign = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      currencyDisplay: 'narrowSymbol',
    })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value;
    expect(formatSek(1, locale, 'EUR')).toBe(`${formatNumber(1, locale, 2)}${NBSP}${sign}`);
  });

  it('formats decimal kronor from API fields the same way', () => {
    expect(formatSek(12345)).toBe(formatPrice(1234500));
  });
});

describe('formatNumber', () => {
  /** The reference: what Intl.NumberFormat writes, grouped always, with the Unicode minus sign. */
  // One formatter per language and rounding: making one per value made this test take seconds on a busy machine.
  const formatters = new Map<string, Intl.NumberFormat>();
  const intl = (value: number, locale: string, min: number, max: number) => {
    const key = `${locale} ${min} ${max}`;
    let formatter = formatters.get(key);
    if (!formatter) {
      formatter = new Intl.NumberFormat(locale, {
        minimumFractionDigits: min,
        maximumFractionDigits: max,
        useGrouping: 'always',
      });
      formatters.set(key, formatter);
    }
    return formatter.format(value).replace('-', '\u2212');
  };

  // A fixed sequence (a small linear congruential generator): the same values on every run.
  let seed = 17;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const values = [
    0,
    -0,
    1,
    -1,
    0.5,
    1.5,
    2.5,
    -2.5,
    0.4,
    -0.4,
    1.005,
    2.675,
    1.0049,
    9.995,
    99.995,
    999.5,
    999_999.5,
    1234.5,
    0.000001,
    1e-7,
    123456789012345,
    1e21,
    -1e21,
    Number.MAX_SAFE_INTEGER,
    Infinity,
    -Infinity,
    NaN,
  ];
  for (let i = 0; i < 400; i++) {
    const magnitude = 10 ** Math.floor(random() * 10);
    const value = Math.round(random() * magnitude * 1000) / 1000;
    values.push(random() < 0.2 ? -value : value, Math.round(value), Math.round(value) + 0.5);
  }

  it.each(SHOP_LOCALES)('writes what Intl.NumberFormat writes in %s, for every rounding asked', (locale) => {
    for (const [min, max] of [
      [0, 0],
      [2, 2],
      [0, 1],
      [1, 3],
      [0, 3],
    ] as const) {
      for (const value of values) {
        expect(formatNumber(value, locale, min, max), `${value} (${min}–${max} decimals)`).toBe(
          intl(value, locale, min, max),
        );
      }
    }
  });

  it("groups in threes with the language's sign and rounds half away from zero", () => {
    expect(formatNumber(1234567.891, 'sv-SE', 2)).toBe(`1${NBSP}234${NBSP}567,89`);
    expect(formatNumber(1234567.891, 'en-US', 2)).toBe('1,234,567.89');
    expect(formatNumber(-2.5, 'de-DE')).toBe('\u22123');
    expect(formatNumber(4.25, 'sv-SE', 1, 3)).toBe('4,25');
    expect(formatNumber(4, 'sv-SE', 1, 3)).toBe('4,0');
  });
});

describe('formatDateTime', () => {
  it('uses HH:mm D/M/YYYY in Stockholm time', () => {
    expect(formatDateTime(new Date('2026-03-05T08:07:00Z'))).toBe('09:07 5/3/2026');
    expect(formatDateTime(new Date('2026-07-15T22:30:00Z'))).toBe('00:30 16/7/2026');
  });
});

describe('dates of the mails and the back office (issue 35)', () => {
  const moment = new Date('2026-12-05T09:14:00Z');
  it('mails write the day as a letter does, with the time, in Stockholm time', () => {
    expect(formatLongDateTime(moment)).toBe('5 december 2026 10:14');
    expect(formatLongDateTime(moment, 'en-US')).toBe('December 5, 2026 10:14');
    expect(formatLongDateTime(moment, 'de-DE')).toBe('5. Dezember 2026 10:14');
    expect(formatLongDate(new Date('2026-07-15T22:30:00Z'))).toBe('16 juli 2026');
  });

  it('the back office writes YYYY-MM-DD HH:mm', () => {
    expect(formatStaffDateTime(moment)).toBe('2026-12-05 10:14');
    expect(formatStaffDateTime(new Date('2026-03-05T08:07:00Z'))).toBe('2026-03-05 09:07');
    expect(formatStaffDateTime(new Date('2026-07-15T22:30:00Z'))).toBe('2026-07-16 00:30');
  });
});
