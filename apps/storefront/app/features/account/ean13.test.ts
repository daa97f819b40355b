import { describe, expect, it } from 'vitest';
import { barRuns, ean13CheckDigit, ean13Modules } from './ean13.ts';

describe('EAN-13 loyalty card barcode', () => {
  it('computes the check digit (demo card 290000000001 → 8, a retail code 400638133393 → 1)', () => {
    expect(ean13CheckDigit('290000000001')).toBe(8);
    expect(ean13CheckDigit('400638133393')).toBe(1);
  });

  it('encodes 95 modules with start, centre and end guards', () => {
    const modules = ean13Modules('4006381333931')!;
    expect(modules).toHaveLength(95);
    expect(modules.slice(0, 3)).toBe('101');
    expect(modules.slice(45, 50)).toBe('01010');
    expect(modules.slice(92)).toBe('101');
    // First digit 4 → parity LGLLGG: the 2nd digit (0) in L code, the 3rd (0) in G code; right side R codes.
    expect(modules.slice(3, 10)).toBe('0001101');
    expect(modules.slice(10, 17)).toBe('0100111');
    expect(modules.slice(50, 57)).toBe('1000010');
  });

  it('refuses a wrong check digit or anything but 13 digits', () => {
    expect(ean13Modules('4006381333932')).toBeNull();
    expect(ean13Modules('12345')).toBeNull();
  });

  it('turns modules into bar runs', () => {
    expect(barRuns('1011100')).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });
});
