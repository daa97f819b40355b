import type { EurPriceSettingsDto } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { eurPlaceholder } from './eur-placeholder.ts';

const settings = (rounding: EurPriceSettingsDto['rounding']): EurPriceSettingsDto => ({
  rounding,
  eur_per_sek: 0.087,
  shipping_methods: [],
  payment_methods: [],
  destination: {
    store_code: 'de',
    country_id: 'DE',
    rates: [
      { tax_class_id: 2, catalog_rate: 25, destination_rate: 19 },
      { tax_class_id: 5, catalog_rate: 12, destination_rate: 7 },
    ],
  },
  updated_at: null,
});

describe('the EUR placeholder (decision 0061)', () => {
  it("is /de's price: the Swedish net with German VAT, rounded by the rule, not the plain conversion", () => {
    // 17 495 kr: 1 522,07 € at the rate with Swedish VAT; 1 449,02 € with German VAT; 1 459 € under x9.
    expect(eurPlaceholder('17495', '2', settings('cents'))).toBe('1449,02');
    expect(eurPlaceholder('17495', '2', settings('x9'))).toBe('1459');
  });

  it("follows the product's tax class", () => {
    // 100 kr at 12 %: 8,70 € → net 7,77 € → 8,31 € at 7 %.
    expect(eurPlaceholder('100', '5', settings('cents'))).toBe('8,31');
  });

  it('shows nothing without an amount, a known tax class or the settings', () => {
    expect(eurPlaceholder('', '2', settings('cents'))).toBeUndefined();
    expect(eurPlaceholder('tolv', '2', settings('cents'))).toBeUndefined();
    expect(eurPlaceholder('100', '', settings('cents'))).toBeUndefined();
    expect(eurPlaceholder('100', '2', undefined)).toBeUndefined();
  });
});
