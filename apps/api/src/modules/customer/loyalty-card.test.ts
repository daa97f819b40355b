import { describe, expect, it } from 'vitest';
import { createLoyaltyCardNumber, ean13CheckDigit } from './loyalty-card.ts';

describe('loyalty card numbers', () => {
  it.each([
    ['400638133393', 1],
    ['290000000001', 8],
  ])('EAN-13 check digit of %s is %i', (digits, check) => {
    expect(ean13CheckDigit(digits)).toBe(check);
  });

  it('are 13 digits in the in-store range with a valid check digit', () => {
    const number = createLoyaltyCardNumber();
    expect(number).toMatch(/^29\d{11}$/);
    expect(ean13CheckDigit(number.slice(0, 12))).toBe(Number(number[12]));
  });
});
