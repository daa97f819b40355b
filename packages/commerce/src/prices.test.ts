import { describe, expect, it } from 'vitest';
import { isSpecialPriceActive, priceBreakdown, type CatalogPrice } from './prices.ts';

const now = new Date('2026-11-21T12:00:00Z');
const base: CatalogPrice = {
  price: 1299500,
  specialPrice: 999500,
  specialFromDate: null,
  specialToDate: null,
};

describe('isSpecialPriceActive', () => {
  it.each<[string, Partial<CatalogPrice>, boolean]>([
    ['open window on both ends', {}, true],
    [
      'window around now',
      { specialFromDate: '2026-11-01T00:00:00Z', specialToDate: '2026-12-01T00:00:00Z' },
      true,
    ],
    ['window not started', { specialFromDate: '2026-11-22T00:00:00Z' }, false],
    ['window ended', { specialToDate: '2026-11-21T11:59:59Z' }, false],
    ['window ends exactly now', { specialToDate: '2026-11-21T12:00:00Z' }, false],
    ['only a start in the past', { specialFromDate: '2025-01-01T00:00:00Z' }, true],
    ['special equal to the price', { specialPrice: 1299500 }, false],
    ['special above the price', { specialPrice: 1400000 }, false],
    ['no special price', { specialPrice: null }, false],
  ])('%s → %s', (_name, change, active) => {
    expect(isSpecialPriceActive({ ...base, ...change }, now)).toBe(active);
  });
});

describe('priceBreakdown', () => {
  it('uses the special price as the final price when active, at 25 % VAT', () => {
    const result = priceBreakdown(base, 25, now);
    expect(result.onSale).toBe(true);
    expect(result.final).toEqual({ gross: 999500, net: 799600, tax: 199900 });
    expect(result.original).toEqual({ gross: 1299500, net: 1039600, tax: 259900 });
  });

  it('falls back to the regular price without an active special price', () => {
    const result = priceBreakdown({ ...base, specialToDate: '2026-01-01T00:00:00Z' }, 25, now);
    expect(result.onSale).toBe(false);
    expect(result.special).toBeNull();
    expect(result.final).toEqual(result.original);
  });

  it('keeps net + tax = gross for every part', () => {
    const result = priceBreakdown({ ...base, price: 24900, specialPrice: 19900 }, 6, now);
    for (const part of [result.original, result.final]) expect(part.net + part.tax).toBe(part.gross);
  });
});
