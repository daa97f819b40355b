import { describe, expect, it } from 'vitest';
import { svSE } from '../i18n/sv-SE.ts';
import { translator } from '../i18n/translate.ts';
import { formatKronor, statusChangedText } from './trade-format.ts';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatKronor', () => {
  it.each([
    [1234, 'sv-SE', '1 234 kr'],
    [1234.5, 'sv-SE', '1 234,50 kr'],
    [0.05, 'sv-SE', '0,05 kr'],
    [-150, 'sv-SE', '−150 kr'],
    [1234.5, 'en-US', 'SEK 1,234.50'],
  ] as const)('shows %d in %s as %s', (kronor, locale, text) => {
    expect(plain(formatKronor(kronor, locale))).toBe(text);
  });

  it.each([
    [1234, 'sv-SE', '1 234,00 €'],
    [1522.07, 'sv-SE', '1 522,07 €'],
    [1234.5, 'en-US', '€1,234.50'],
  ] as const)('shows %d EUR (an order from /de or /it) in %s as %s', (euros, locale, text) => {
    expect(plain(formatKronor(euros, locale, 'EUR'))).toBe(text);
  });
});

describe('the toast after an order changed status (issue 35)', () => {
  const sv = translator(svSE);
  it.each([
    ['processing', 'Order 100000015 behandlas nu.'],
    ['shipped', 'Order 100000015 är skickad.'],
    ['delivered', 'Order 100000015 är levererad.'],
    ['cancelled', 'Order 100000015 är avbruten.'],
    ['new', 'Order 100000015 är ny.'],
  ])('%s: %s', (status, text) => {
    expect(statusChangedText('100000015', status, sv)).toBe(text);
  });
});
