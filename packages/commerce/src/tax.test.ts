import { describe, expect, it } from 'vitest';
import { addTax, splitGross } from './tax.ts';

describe('splitGross', () => {
  it.each([
    // gross öre, rate %, net, tax
    [1249900, 25, 999920, 249980],
    [100, 25, 80, 20],
    [1, 25, 1, 0],
    [19900, 6, 18774, 1126],
    [0, 25, 0, 0],
    [50000, 0, 50000, 0],
  ])('%s öre incl. %s %% VAT has net %s and tax %s', (gross, rate, net, tax) => {
    expect(splitGross(gross, rate)).toEqual({ net, tax, gross });
  });

  it('parts always add up to the gross price', () => {
    for (let gross = 0; gross < 5000; gross += 7) {
      for (const rate of [25, 12, 6]) {
        const parts = splitGross(gross, rate);
        expect(parts.net + parts.tax).toBe(gross);
      }
    }
  });

  it.each([-1, 101, Number.NaN])('refuses the rate %s', (rate) => {
    expect(() => splitGross(100, rate)).toThrow(RangeError);
  });
});

describe('addTax', () => {
  it('adds 25 % Swedish VAT to a net price', () => {
    expect(addTax(80000, 25)).toEqual({ net: 80000, tax: 20000, gross: 100000 });
  });

  it('rounds the tax to öre and keeps the sum exact', () => {
    const parts = addTax(333, 25);
    expect(parts).toEqual({ net: 333, tax: 83, gross: 416 });
  });
});
