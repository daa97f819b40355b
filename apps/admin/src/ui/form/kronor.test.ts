import { describe, expect, it } from 'vitest';
import { kronorText, parseKronor } from './kronor.ts';

describe('parseKronor', () => {
  it.each([
    ['49', 49],
    ['49,50', 49.5],
    ['5000.5', 5000.5],
    ['1 000', 1000],
    ['1\u00a0000 kr', 1000],
    ['0', 0],
  ])('reads %s as %s kronor', (text, kronor) => {
    expect(parseKronor(text)).toBe(kronor);
  });

  it.each(['', 'abc', '-5', '12,345', '1e3', '1,2,3', '123456789'])('refuses %j', (text) => {
    expect(parseKronor(text)).toBeNull();
  });
});

describe('kronorText', () => {
  it('writes whole kronor plainly and öre with two decimals, in the language of the form', () => {
    expect(kronorText(5000)).toBe('5000');
    expect(kronorText(29.5)).toBe('29,50');
    expect(kronorText(29.5, false)).toBe('29.50');
    expect(parseKronor(kronorText(1234.05))).toBe(1234.05);
  });
});
