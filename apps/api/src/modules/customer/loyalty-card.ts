import { randomInt } from 'node:crypto';

/** GS1 reserves EAN-13 numbers starting with 2 for in-store use, so a card number never collides with a product. */
const LOYALTY_PREFIX = '29';

/** The EAN-13 check digit of twelve digits: a till's scanner rejects a misread card number. */
export function ean13CheckDigit(twelveDigits: string): number {
  const sum = [...twelveDigits].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/** A random loyalty card number (`29` + 10 random digits + check digit); uniqueness is the database's job. */
export function createLoyaltyCardNumber(): string {
  const body = LOYALTY_PREFIX + String(randomInt(0, 10_000_000_000)).padStart(10, '0');
  return body + ean13CheckDigit(body);
}
